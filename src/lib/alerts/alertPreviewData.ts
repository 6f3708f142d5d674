import type { AlertInput } from '@/core/api/alerts'
import { isPercentCondition, type AlertRule } from '@/core/alerts/alertRule'
import { previewAlert } from '@/core/alerts/previewAlert'
import { watchedColumn } from '@/core/alerts/watchedColumn'
import type { AlertFiring } from '@/core/alerts/evaluatePoints'
import type { TimeSeries } from '@/core/series/align'

/*
 * What the alert dialog's preview shows: where the alert would have fired over the last year,
 * found by previewAlert, the server's own evaluation loop (src/core/alerts), so the count the
 * user reads is the count the server would have produced. The year's first points are the arming
 * points; the points before it only feed the moving average and the first percent windows.
 */

export const previewSeconds = 365 * 86_400

export interface PreviewData {
  /** The chart's range: the year up to the series' last point, unix seconds. */
  from: number
  to: number
  firings: AlertFiring[]
  count: number
  /** The moving average the condition watches, aligned with the series; null for raw values. */
  watched: Float64Array | null
  /** Levels to draw (none for percent conditions, which watch a change, not a level). */
  levels: number[]
}

export function alertRuleOf(input: AlertInput): AlertRule {
  return {
    condition: input.condition,
    conditionValues: input.conditionValues,
    conditionDuration: input.conditionDuration,
    movingAverage: input.movingAverage,
    repeat: input.repeat,
  }
}

export function previewData(rule: AlertRule, series: TimeSeries): PreviewData | undefined {
  const last = series.t[series.t.length - 1]
  if (last === undefined) return undefined
  const from = last - previewSeconds
  const { firings, count } = previewAlert(rule, series, { since: from })
  let watched: Float64Array | null = null
  if (rule.movingAverage > 0) {
    const column = watchedColumn(series.v, rule.movingAverage, 0)
    watched = new Float64Array(series.t.length).fill(Number.NaN)
    watched.set(column.values, column.offset)
  }
  const levels = isPercentCondition(rule.condition) ? [] : [...rule.conditionValues]
  return { from, to: last, firings, count, watched, levels }
}

/** "Would have fired 7 times in the last year" (one "time"). */
export function previewCountText(count: number): string {
  return `Would have fired ${count} ${count === 1 ? 'time' : 'times'} in the last year`
}
