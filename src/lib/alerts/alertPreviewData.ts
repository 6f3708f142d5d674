import type { AlertInput } from '@/core/api/alerts'
import { isPercentCondition, type AlertInterval, type AlertRule } from '@/core/alerts/alertRule'
import { previewAlert, stepsFitSeries } from '@/core/alerts/previewAlert'
import { watchedColumn } from '@/core/alerts/watchedColumn'
import type { AlertFiring } from '@/core/alerts/evaluatePoints'
import type { TimeSeries } from '@/core/series/align'

/*
 * What the alert dialog's preview shows: where the alert would have fired over the last year,
 * found by previewAlert, the server's own evaluation loop (src/core/alerts), so the count the
 * user reads is the count the server would have produced. The year's first points are the arming
 * points; the points before it only feed the moving average and the first percent windows. An
 * alert reads its open period at every 10-minute step (docs/alerts.md, "Open periods"): where the
 * series' 10-minute steps are its periods' closes, the preview reads each period at each of
 * them; elsewhere it reads each period at its final value, and says so.
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
  /**
   * How periods were read: `steps`, at each 10-minute step while open; `final`, at each
   * period's final value only; `points`, ten-minute points, each one step.
   */
  reading: PreviewReading
}

export type PreviewReading = 'steps' | 'final' | 'points'

export function alertRuleOf(input: AlertInput): AlertRule {
  return {
    condition: input.condition,
    conditionValues: input.conditionValues,
    conditionDuration: input.conditionDuration,
    movingAverage: input.movingAverage,
    repeat: input.repeat,
  }
}

/**
 * The preview of `rule` over `series` at `resolution`; `steps`, the series' 10-minute steps
 * where it has them, are read inside each period when they are its closes.
 */
export function previewData(
  rule: AlertRule,
  series: TimeSeries,
  resolution: AlertInterval,
  steps?: TimeSeries,
): PreviewData | undefined {
  const last = series.t[series.t.length - 1]
  if (last === undefined) return undefined
  const from = last - previewSeconds
  const reading: PreviewReading =
    resolution === '10m'
      ? 'points'
      : steps !== undefined && stepsFitSeries(series, steps)
        ? 'steps'
        : 'final'
  const { firings, count } = previewAlert(rule, series, {
    since: from,
    ...(reading === 'steps' ? { steps } : {}),
  })
  let watched: Float64Array | null = null
  if (rule.movingAverage > 0) {
    const column = watchedColumn(series.v, rule.movingAverage, 0)
    watched = new Float64Array(series.t.length).fill(Number.NaN)
    watched.set(column.values, column.offset)
  }
  const levels = isPercentCondition(rule.condition) ? [] : [...rule.conditionValues]
  return { from, to: last, firings, count, watched, levels, reading }
}

const periodNames: Record<AlertInterval, string> = {
  '10m': '10 minutes',
  '1h': 'hour',
  '24h': 'day',
  '1w': 'week',
}

/** The alert dialog's one sentence on when an alert of `resolution` is checked and fires. */
export function periodRuleText(resolution: AlertInterval): string {
  if (resolution === '10m') return 'Checked every 10 minutes, at each new point.'
  const period = periodNames[resolution]
  return `The current ${period} is checked every 10 minutes as it moves; the alert fires at most once a ${period}.`
}

/** How the preview counted, when it matters: it says so when it could not read open periods. */
export function previewReadingText(reading: PreviewReading, resolution: AlertInterval): string {
  const period = periodNames[resolution]
  if (reading === 'steps') return `Each ${period} is read every 10 minutes, as the alert reads it.`
  if (reading === 'final') {
    return `Counted at each ${period}’s final value; the alert also fires when the condition is met only within a ${period}, which this count leaves out.`
  }
  return ''
}

/** "Would have fired 7 times in the last year" (one "time"). */
export function previewCountText(count: number): string {
  return `Would have fired ${count} ${count === 1 ? 'time' : 'times'} in the last year`
}
