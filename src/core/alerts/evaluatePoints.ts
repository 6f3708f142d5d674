import type { AlertState } from './alertState'
import { levelSatisfied, percentSatisfied, reachedLevel, type CompiledRule } from './compiledRule'
import { referenceIndex, type WatchedColumn } from './watchedColumn'

/*
 * The one evaluation loop behind the server's ticks (evaluateAlert.ts, evaluateAlerts.ts) and
 * the preview (previewAlert.ts): points in time order, each read, compared with the previously
 * evaluated one, and fired or not by the repeat rule. The rules are in docs/alerts.md.
 */

export interface AlertFiring {
  /** The point's time, unix seconds. */
  t: number
  /** The watched value there: the metric's value, or its moving average with one. */
  value: number
  /** Percent conditions: the change over conditionDuration, in percent (5 for 5%). */
  change?: number
}

export interface AlertEvaluation {
  firings: AlertFiring[]
  nextState: AlertState
  /** A `once` alert fired: the caller disables it. */
  disable: boolean
}

/** What the condition reads at one point; `readable` false at a gap or without a reference. */
export interface PointReading {
  readable: boolean
  value: number
  /** The watched value for level conditions, the percent change for percent ones. */
  compared: number
  satisfied: boolean
}

export function newReading(): PointReading {
  return { readable: false, value: Number.NaN, compared: Number.NaN, satisfied: false }
}

/** Reads point i into `out` (reused: no allocation per point). */
export function readPoint(
  rule: CompiledRule,
  t: Float64Array,
  column: WatchedColumn,
  i: number,
  out: PointReading,
): PointReading {
  return readWatched(rule, t, column, i, column.values[i - column.offset] as number, out)
}

/**
 * Reads point i as if its watched value were `value` (the newest point, whose value moves while
 * its period is open); a percent condition's reference comes from the column.
 */
export function readWatched(
  rule: CompiledRule,
  t: Float64Array,
  column: WatchedColumn,
  i: number,
  value: number,
  out: PointReading,
): PointReading {
  out.readable = false
  // NaN and ±Infinity are gaps, as in the series operators.
  if (value - value !== 0) return out
  out.value = value
  if (rule.windowSeconds === 0) {
    out.compared = value
    out.satisfied = levelSatisfied(rule, value)
  } else {
    const j = referenceIndex(t, column, i, rule.windowSeconds)
    if (j < 0) return out
    const base = column.values[j - column.offset] as number
    // A change from 0 has no percent.
    if (base === 0) return out
    out.compared = ((value - base) / Math.abs(base)) * 100
    out.satisfied = percentSatisfied(rule, base, value)
  }
  out.readable = true
  return out
}

/**
 * Evaluates the closed points first, first + 1, …, end - 1 of the series in order, from `state`.
 * A point that cannot be read (a gap, or a percent condition without a reference) is passed
 * over: it moves throughT on but leaves the previously evaluated point as it was. A point that
 * already fired while its period was open (lastFiredAt) does not fire again as it closes.
 */
export function evaluatePoints(
  rule: CompiledRule,
  state: AlertState,
  t: Float64Array,
  column: WatchedColumn,
  first: number,
  end: number,
  snoozedUntil: number,
): AlertEvaluation {
  let { throughT, lastValue, lastSatisfied, lastFiredAt } = state
  let firings: AlertFiring[] | null = null
  let disable = false
  const reading = newReading()
  for (let i = first; i < end; i += 1) {
    const time = t[i] as number
    throughT = time
    if (!readPoint(rule, t, column, i, reading).readable) continue
    const crossed =
      lastValue !== null &&
      (rule.condition === 'eq'
        ? reachedLevel(lastValue, reading.value, rule.level)
        : reading.satisfied && !lastSatisfied)
    lastValue = reading.compared
    lastSatisfied = reading.satisfied
    if (!crossed || time < snoozedUntil || lastFiredAt === time) continue
    if (rule.repeatSeconds > 0 && lastFiredAt !== null && time - lastFiredAt < rule.repeatSeconds) {
      continue
    }
    lastFiredAt = time
    ;(firings ??= []).push(firingOf(rule, time, reading))
    if (rule.once) {
      disable = true
      break
    }
  }
  if (first >= end) return { firings: [], nextState: state, disable }
  return {
    firings: firings ?? [],
    nextState: { throughT, lastValue, lastSatisfied, lastFiredAt },
    disable,
  }
}

export function firingOf(rule: CompiledRule, t: number, reading: PointReading): AlertFiring {
  const firing: AlertFiring = { t, value: reading.value }
  if (rule.windowSeconds > 0) firing.change = reading.compared
  return firing
}
