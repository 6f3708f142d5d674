import { movingAverage } from '../series/operators'
import type { AlertState } from './alertState'
import { reachedLevel, type CompiledRule } from './compiledRule'
import {
  firingOf,
  newReading,
  readWatched,
  type AlertEvaluation,
  type AlertFiring,
  type PointReading,
} from './evaluatePoints'
import { startWithValidPoints, type WatchedColumn } from './watchedColumn'

/*
 * The newest point of a series is the period still open (docs/alerts.md, "Open periods"): the
 * daily price point of today moves with the price until the day ends. It is read at every
 * evaluation against the last closed point, and fires at most once per period; it becomes a
 * closed point, read once with its final value, when a newer point follows it.
 */

/**
 * The watched value of point i if its raw value were `raw`: raw itself, or the moving average
 * of the `period - 1` valid points before i and raw. The same arithmetic wherever the open
 * point is read (an evaluation, the preview's steps inside a period), so both read one number.
 */
export function openWatchedValue(
  values: Float64Array,
  period: number,
  i: number,
  raw: number,
): number {
  if (period === 0 || raw - raw !== 0) return raw
  const start = startWithValidPoints(values, i, period - 1)
  const tail = new Float64Array(i - start + 1)
  tail.set(values.subarray(start, i))
  tail[tail.length - 1] = raw
  return movingAverage(tail, period)[tail.length - 1] as number
}

export interface OpenPoint {
  index: number
  /** Its watched value now (openWatchedValue). */
  watched: number
  /** When it is read (unix seconds): a snooze ends by the clock, not by the point's time. */
  readAt: number
}

/**
 * The open point's verdict: it fires when its reading crossed from the last closed evaluated
 * point's (state.lastValue), unless it already fired in this period, the alert is snoozed at
 * readAt, or the repeat period has not passed. Only lastFiredAt changes: the next evaluation
 * compares with the same closed point again.
 */
export function evaluateOpenPoint(
  rule: CompiledRule,
  state: AlertState,
  t: Float64Array,
  column: WatchedColumn,
  open: OpenPoint,
  snoozedUntil: number,
  reading: PointReading = newReading(),
): AlertFiring | undefined {
  const time = t[open.index] as number
  const { lastValue, lastSatisfied, lastFiredAt } = state
  if (lastValue === null || lastFiredAt === time || open.readAt < snoozedUntil) return undefined
  if (!readWatched(rule, t, column, open.index, open.watched, reading).readable) return undefined
  const crossed =
    rule.condition === 'eq'
      ? reachedLevel(lastValue, reading.value, rule.level)
      : reading.satisfied && !lastSatisfied
  if (!crossed) return undefined
  if (rule.repeatSeconds > 0 && lastFiredAt !== null && time - lastFiredAt < rule.repeatSeconds) {
    return undefined
  }
  return firingOf(rule, time, reading)
}

/** Adds the open point's firing, if any, to an evaluation of the closed points before it. */
export function withOpenPoint(
  rule: CompiledRule,
  closed: AlertEvaluation,
  t: Float64Array,
  column: WatchedColumn,
  open: OpenPoint,
  snoozedUntil: number,
): AlertEvaluation {
  if (closed.disable) return closed
  const firing = evaluateOpenPoint(rule, closed.nextState, t, column, open, snoozedUntil)
  if (firing === undefined) return closed
  return {
    firings: [...closed.firings, firing],
    nextState: { ...closed.nextState, lastFiredAt: firing.t },
    disable: rule.once,
  }
}

/**
 * Arms an alert at the value current now: nothing fires; the state compares the next readings
 * with the newest point that can be read (the open one when it can), and has looked at the
 * closed points only, so the open period goes on being read. With nothing readable yet, the
 * next readable closed point is read without firing.
 */
export function armAtNewest(
  rule: CompiledRule,
  t: Float64Array,
  column: WatchedColumn,
  openWatched: number,
): AlertState {
  const n = t.length
  const last = t[n - 1] as number
  // Before the open point: the point before it, or just before it when it is the only one.
  const throughT = n >= 2 ? (t[n - 2] as number) : last - 1
  const reading = newReading()
  let readable = readWatched(rule, t, column, n - 1, openWatched, reading).readable
  for (let i = n - 2; !readable && i >= column.offset; i -= 1) {
    readable = readWatched(
      rule,
      t,
      column,
      i,
      column.values[i - column.offset] as number,
      reading,
    ).readable
  }
  return {
    throughT,
    lastValue: readable ? reading.compared : null,
    lastSatisfied: readable && reading.satisfied,
    lastFiredAt: null,
  }
}
