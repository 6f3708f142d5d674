import type { TimeSeries } from '../series/align'
import { lowerBound } from '../series/search'
import type { AlertRule } from './alertRule'
import type { AlertState } from './alertState'
import { compileRule, type CompiledRule } from './compiledRule'
import { evaluatePoints, newReading, type AlertFiring } from './evaluatePoints'
import { evaluateOpenPoint, openWatchedValue } from './openPoint'
import { watchedColumn, type WatchedColumn } from './watchedColumn'

export interface AlertPreview {
  firings: AlertFiring[]
  /** "Would have fired {count} times in the last year". */
  count: number
}

export interface AlertPreviewOptions {
  /**
   * Arm at the first point at or after this time (unix seconds); the points before it only feed
   * the moving average and the first percent windows. Without it, the series' first point.
   */
  since?: number
  /**
   * The values each period's point took while the period was open, in time order: for a
   * series whose point is its period's last 10-minute value (a close, as prices are), its
   * 10-minute series. Each period is then read at each of its steps, as the server's ticks read
   * the open period, before its final value closes it. Without it, each period is read once,
   * at its final value.
   */
  steps?: TimeSeries
}

/**
 * Where an alert would have fired over a history: the server's evaluation loop run over it
 * point by point, armed at its first readable point (which fires nothing). A `once` alert
 * stops at its first firing, as it would have been disabled there.
 */
export function previewAlert(
  rule: AlertRule,
  series: TimeSeries,
  options: AlertPreviewOptions = {},
): AlertPreview {
  const compiled = compileRule(rule)
  const first = options.since === undefined ? 0 : lowerBound(series.t, options.since)
  const column = watchedColumn(series.v, compiled.period, 0)
  const state = { throughT: null, lastValue: null, lastSatisfied: false, lastFiredAt: null }
  const { t } = series
  const firings =
    options.steps === undefined
      ? evaluatePoints(compiled, state, t, column, first, t.length, -Infinity).firings
      : withSteps(compiled, state, series, column, first, options.steps)
  return { firings, count: firings.length }
}

/** Each period read at each of its steps while open, then closed with its final value. */
function withSteps(
  rule: CompiledRule,
  start: AlertState,
  series: TimeSeries,
  column: WatchedColumn,
  first: number,
  steps: TimeSeries,
): AlertFiring[] {
  const { t, v } = series
  const firings: AlertFiring[] = []
  const reading = newReading()
  let state = start
  let step = lowerBound(steps.t, t[first] ?? Infinity)
  for (let i = first; i < t.length; i += 1) {
    const end = t[i + 1] ?? Infinity
    for (; step < steps.t.length && (steps.t[step] as number) < end; step += 1) {
      const watched = openWatchedValue(v, rule.period, i, steps.v[step] as number)
      const open = { index: i, watched, readAt: steps.t[step] as number }
      const firing = evaluateOpenPoint(rule, state, t, column, open, -Infinity, reading)
      if (firing === undefined) continue
      firings.push(firing)
      if (rule.once) return firings
      state = { ...state, lastFiredAt: firing.t }
    }
    const closed = evaluatePoints(rule, state, t, column, i, i + 1, -Infinity)
    firings.push(...closed.firings)
    if (closed.disable) return firings
    state = closed.nextState
  }
  return firings
}

/**
 * Whether `steps` are the values a series' periods took while open: every closed period that
 * has steps inside it ends on its own value (to a relative 1e-9), and at least one does. True
 * for a close, such as a price; not for a sum or a mean over the period.
 */
export function stepsFitSeries(series: TimeSeries, steps: TimeSeries): boolean {
  const { t, v } = series
  let matched = 0
  for (let i = 0; i + 1 < t.length; i += 1) {
    const end = lowerBound(steps.t, t[i + 1] as number)
    const last = end - 1
    if (last < 0 || (steps.t[last] as number) < (t[i] as number)) continue
    const value = v[i] as number
    const close = steps.v[last] as number
    if (!Number.isFinite(value) || !Number.isFinite(close)) continue
    if (Math.abs(value - close) > 1e-9 * Math.max(Math.abs(value), Math.abs(close))) return false
    matched += 1
  }
  return matched > 0
}
