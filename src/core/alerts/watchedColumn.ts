import { movingAverage } from '../series/operators'
import { lowerBound, upperBound } from '../series/search'
import type { AlertState } from './alertState'
import type { CompiledRule } from './compiledRule'

/*
 * The series a condition watches: the raw values, or their simple moving average through the
 * same operator the chart's moving-math picker and the workbench's sma() run (so a level drawn
 * on the chart is crossed where the user sees it crossed). Only the tail an evaluation reads is
 * averaged: from enough valid points before its first point that every average there is the
 * one over the whole series (equal up to the last binary digit: the running sum starts
 * elsewhere).
 */

export interface WatchedColumn {
  /** The watched values of points offset, offset + 1, … of the series. */
  values: Float64Array
  offset: number
}

/** The start index s <= from such that [s, from) holds `count` valid points (0 if too few). */
export function startWithValidPoints(values: Float64Array, from: number, count: number): number {
  let seen = 0
  let i = from
  while (seen < count && i > 0) {
    i -= 1
    const value = values[i] as number
    if (value - value === 0) seen += 1
  }
  return i
}

/** The watched values from point `from` on (NaN where a point is a gap or the average unfilled). */
export function watchedColumn(values: Float64Array, period: number, from: number): WatchedColumn {
  if (period === 0) return { values, offset: 0 }
  const start = startWithValidPoints(values, from, period - 1)
  return { values: movingAverage(values.subarray(start), period), offset: start }
}

/** The first point after the state's last one (t.length when there is none). */
export function firstNewIndex(state: AlertState, t: Float64Array): number {
  return state.throughT === null ? 0 : upperBound(t, state.throughT)
}

/**
 * The first point whose watched value evaluating points from `first` on may read: `first`
 * itself for level conditions; for percent ones the oldest reference the first point may
 * take, conditionDuration twice over before it (see referenceIndex).
 */
export function firstReadIndex(rule: CompiledRule, t: Float64Array, first: number): number {
  if (rule.windowSeconds === 0 || first >= t.length) return first
  return lowerBound(t, (t[first] as number) - 2 * rule.windowSeconds, first)
}

/**
 * A percent condition's reference for point i: the latest point at or before t[i] - window
 * with a watched value, provided it lies no further back than t[i] - 2 × window; -1 if none.
 * "The point conditionDuration earlier" on a series with gaps or another resolution: the
 * change is always over at least the window, and over at most twice the window.
 */
export function referenceIndex(
  t: Float64Array,
  column: WatchedColumn,
  i: number,
  windowSeconds: number,
): number {
  const latest = (t[i] as number) - windowSeconds
  const oldest = latest - windowSeconds
  const { values, offset } = column
  for (let j = upperBound(t, latest, i) - 1; j >= offset && (t[j] as number) >= oldest; j -= 1) {
    const value = values[j - offset] as number
    if (value - value === 0) return j
  }
  return -1
}

/**
 * The newest point with a watched value, and that value: what an alert watches now (a test
 * notification says it). Undefined when no point has one.
 */
export function newestWatched(
  series: { t: Float64Array; v: Float64Array },
  period: number,
): { t: number; value: number } | undefined {
  const { values, offset } = watchedColumn(
    series.v,
    period,
    startWithValidPoints(series.v, series.v.length, 1),
  )
  for (let i = series.t.length - 1; i >= offset; i -= 1) {
    const value = values[i - offset] as number
    if (value - value === 0) return { t: series.t[i] as number, value }
  }
  return undefined
}
