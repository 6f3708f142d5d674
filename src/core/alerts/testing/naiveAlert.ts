import { alertIntervalSeconds, alertRepeatSeconds, type AlertRule } from '../alertRule'

/*
 * The firing rules of docs/alerts.md written as plainly as possible, for the property tests to
 * hold the evaluator against: every moving average summed afresh, every percent reference found
 * by scanning, and the crossings read off the list of evaluated points afterwards.
 */

export interface NaiveFiring {
  t: number
  value: number
  change?: number
}

interface Reading {
  t: number
  value: number
  compared: number
  satisfied: boolean
}

const isNumber = (x: number) => Number.isFinite(x)

/** The mean of the last `period` valid values up to each valid point (the raw value for 0). */
export function naiveMovingAverage(values: ArrayLike<number>, period: number): number[] {
  const seen: number[] = []
  return Array.from(values, (value) => {
    if (!isNumber(value)) return Number.NaN
    if (period === 0) return value
    seen.push(value)
    if (seen.length < period) return Number.NaN
    return seen.slice(-period).reduce((a, b) => a + b, 0) / period
  })
}

function readings(rule: AlertRule, t: ArrayLike<number>, v: ArrayLike<number>): Reading[] {
  const watched = naiveMovingAverage(v, rule.movingAverage)
  const [level = 0, high = 0] = rule.conditionValues
  const out: Reading[] = []
  for (let i = 0; i < watched.length; i += 1) {
    const value = watched[i] as number
    const time = t[i] as number
    if (!isNumber(value)) continue
    if (rule.conditionDuration === null) {
      const satisfied = {
        eq: value === level,
        gt: value > level,
        lt: value < level,
        in: level <= value && value <= high,
        out: value < level || value > high,
        percent_up: false,
        percent_down: false,
      }[rule.condition]
      out.push({ t: time, value, compared: value, satisfied })
      continue
    }
    const window = alertIntervalSeconds[rule.conditionDuration]
    let base = Number.NaN
    for (let j = 0; j < i; j += 1) {
      const tj = t[j] as number
      if (tj <= time - window && tj >= time - 2 * window && isNumber(watched[j] as number)) {
        base = watched[j] as number
      }
    }
    if (!isNumber(base) || base === 0) continue
    const rise = rule.condition === 'percent_up' ? value - base : base - value
    out.push({
      t: time,
      value,
      compared: ((value - base) / Math.abs(base)) * 100,
      satisfied: rise * 100 >= level * Math.abs(base),
    })
  }
  return out
}

/** Where the rule fires over the whole series, armed at its first evaluated point. */
export function naiveFirings(
  rule: AlertRule,
  t: ArrayLike<number>,
  v: ArrayLike<number>,
): NaiveFiring[] {
  const points = readings(rule, t, v)
  const level = rule.conditionValues[0] ?? 0
  const gap = rule.repeat === '1h' || rule.repeat === '24h' ? alertRepeatSeconds[rule.repeat] : 0
  const firings: NaiveFiring[] = []
  for (let r = 1; r < points.length; r += 1) {
    const before = points[r - 1] as Reading
    const now = points[r] as Reading
    const crossed =
      rule.condition === 'eq'
        ? Math.sign(before.value - level) !== 0 &&
          Math.sign(now.value - level) !== Math.sign(before.value - level)
        : now.satisfied && !before.satisfied
    if (!crossed) continue
    const last = firings.at(-1)
    if (last !== undefined && now.t - last.t < gap) continue
    firings.push(
      rule.conditionDuration === null
        ? { t: now.t, value: now.value }
        : { t: now.t, value: now.value, change: now.compared },
    )
    if (rule.repeat === 'once') break
  }
  return firings
}
