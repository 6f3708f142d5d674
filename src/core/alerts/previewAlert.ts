import type { TimeSeries } from '../series/align'
import { lowerBound } from '../series/search'
import type { AlertRule } from './alertRule'
import { compileRule } from './compiledRule'
import { evaluatePoints, type AlertFiring } from './evaluatePoints'
import { watchedColumn } from './watchedColumn'

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
  const { firings } = evaluatePoints(compiled, state, series.t, column, first, -Infinity)
  return { firings, count: firings.length }
}
