import type { TimeSeries } from '../series/align'
import type { AlertRule } from './alertRule'
import type { AlertState } from './alertState'
import { compileRule } from './compiledRule'
import { evaluatePoints, type AlertEvaluation } from './evaluatePoints'
import { armAtNewest, openWatchedValue, withOpenPoint } from './openPoint'
import { firstNewIndex, firstReadIndex, watchedColumn } from './watchedColumn'

export interface AlertEvaluationOptions {
  rule: AlertRule
  /** Crossings read before this time (unix seconds) fire nothing: the alert is snoozed. */
  snoozedUntil?: number | null
  /**
   * When the series is read (unix seconds): the moment the open point's value is as of, which
   * a snooze is compared with. Without it, the open point's own time.
   */
  readAt?: number
}

/**
 * One alert's evaluation on a tick: the closed points of `series` after `state.throughT`, each
 * in order, whatever their number, then the newest point, whose period may still be open
 * (docs/alerts.md, "Open periods"). `series` is the metric's history (times ascending, unix
 * seconds): only its tail is read, back far enough for the moving average and the percent
 * window. An unarmed state is armed at the newest point and fires nothing.
 */
export function evaluateAlert(
  state: AlertState,
  series: TimeSeries,
  options: AlertEvaluationOptions,
): AlertEvaluation {
  const rule = compileRule(options.rule)
  const { t, v } = series
  const open = t.length - 1
  if (open < 0) return unchanged(state)
  if (state.throughT === null) {
    const column = watchedColumn(v, rule.period, 0)
    const openWatched = openWatchedValue(v, rule.period, open, v[open] as number)
    return { firings: [], nextState: armAtNewest(rule, t, column, openWatched), disable: false }
  }
  // A series that no longer reaches the points looked at has nothing new.
  if ((t[open] as number) < state.throughT) return unchanged(state)
  const first = Math.min(firstNewIndex(state, t), open)
  const column = watchedColumn(v, rule.period, firstReadIndex(rule, t, first))
  const snoozedUntil = options.snoozedUntil ?? -Infinity
  const closed = evaluatePoints(rule, state, t, column, first, open, snoozedUntil)
  return withOpenPoint(
    rule,
    closed,
    t,
    column,
    {
      index: open,
      watched: openWatchedValue(v, rule.period, open, v[open] as number),
      readAt: Math.max(options.readAt ?? -Infinity, t[open] as number),
    },
    snoozedUntil,
  )
}

export function unchanged(state: AlertState): AlertEvaluation {
  return { firings: [], nextState: state, disable: false }
}
