import type { SeriesColumns } from '../values'

/*
 * Obviously correct (and slow) references for the property tests: every point recomputed from
 * scratch, dates through Date's UTC fields, no incremental state shared with the real code.
 */

const N = Number.NaN
export const isData = (x: number) => Number.isFinite(x)
/** What the language makes of a non-finite result: a gap. */
export const gapIfNotFinite = (x: number) => (Number.isFinite(x) ? x : N)

/** At each valid point, f over the valid values up to it; NaN at gaps. */
export function naiveSoFar(values: ArrayLike<number>, f: (seen: number[]) => number): Float64Array {
  const seen: number[] = []
  return Float64Array.from(Array.from(values), (value) => {
    if (!isData(value)) return N
    seen.push(value)
    return f(seen)
  })
}

/** At each valid point, f over the last w valid values (NaN until there are w). */
export function naiveWindow(values: ArrayLike<number>, w: number, f: (xs: number[]) => number) {
  return naiveSoFar(values, (seen) => (seen.length < w ? N : f(seen.slice(-w))))
}

export const sum = (xs: number[]) => xs.reduce((a, b) => a + b, 0)
export const mean = (xs: number[]) => sum(xs) / xs.length
export const sampleStd = (xs: number[]) =>
  xs.length < 2 ? N : Math.sqrt(sum(xs.map((x) => (x - mean(xs)) ** 2)) / (xs.length - 1))
export const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b)
  const h = s.length >> 1
  return s.length % 2 ? (s[h] as number) : ((s[h - 1] as number) + (s[h] as number)) / 2
}

type Unit = '10m' | '1h' | '24h' | '1w' | '1month'
const units: Unit[] = ['10m', '1h', '24h', '1w', '1month']

function unitOf(t: ArrayLike<number>): Unit | null {
  const steps: number[] = []
  for (let i = 1; i < t.length; i += 1) steps.push((t[i] as number) - (t[i - 1] as number))
  const positive = steps.filter((s) => s > 0)
  if (positive.length === 0) return null
  const step = Math.min(...positive)
  if (step < 3600) return '10m'
  if (step < 86400) return '1h'
  if (step < 7 * 86400) return '24h'
  if (step < 28 * 86400) return '1w'
  return '1month'
}

function periodOf(time: number, unit: Unit | null): number {
  if (unit === null) return time
  const d = new Date(time * 1000)
  const [y, m, day, h] = [d.getUTCFullYear(), d.getUTCMonth(), d.getUTCDate(), d.getUTCHours()]
  switch (unit) {
    case '10m':
      return Date.UTC(y, m, day, h, Math.floor(d.getUTCMinutes() / 10) * 10) / 1000
    case '1h':
      return Date.UTC(y, m, day, h) / 1000
    case '24h':
      return Date.UTC(y, m, day) / 1000
    case '1w':
      // Back to Monday: getUTCDay is 0 on Sunday.
      return Date.UTC(y, m, day - ((d.getUTCDay() + 6) % 7)) / 1000
    case '1month':
      return Date.UTC(y, m, 1) / 1000
  }
}

/** Series aligned as the language documents it, computed with maps of periods. */
export function naiveAlign(series: readonly SeriesColumns[]): { t: number[]; columns: number[][] } {
  // Series on the very same times (one series alone, too) are not regrouped at all: a weekly
  // series with a gap of three weeks must not read as monthly and lose points.
  const first = series[0]
  const sameTimes = (s: SeriesColumns) =>
    first !== undefined &&
    s.t.length === first.t.length &&
    Array.from(s.t).every((time, i) => time === first.t[i])
  if (first !== undefined && series.every(sameTimes)) {
    return { t: Array.from(first.t), columns: series.map((s) => Array.from(s.v)) }
  }
  const unitsOf = series.map((s) => unitOf(s.t))
  let coarsest = 0
  unitsOf.forEach((unit, i) => {
    const best = unitsOf[coarsest] ?? null
    if (unit !== null && (best === null || units.indexOf(unit) > units.indexOf(best))) coarsest = i
  })
  const unit = unitsOf[coarsest] ?? null
  const maps = series.map((s) => {
    const periods = new Map<number, { time: number; value: number }>()
    Array.from(s.t).forEach((time, i) => {
      const key = periodOf(time, unit)
      const value = s.v[i] as number
      const before = periods.get(key)
      periods.set(key, {
        time,
        value: isData(value) ? value : before === undefined ? N : before.value,
      })
    })
    return periods
  })
  const keys = [...(maps[0]?.keys() ?? [])]
    .filter((key) => maps.every((m) => m.has(key)))
    .sort((a, b) => a - b)
  return {
    t: keys.map((key) => maps[coarsest]?.get(key)?.time as number),
    columns: maps.map((m) => keys.map((key) => m.get(key)?.value as number)),
  }
}
