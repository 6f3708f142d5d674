import type { TimeSeries } from '../series/align'
import type { AlertRule } from './alertRule'
import type { AlertState } from './alertState'
import { compileRule } from './compiledRule'
import { armAtNewest, evaluatePoints, type AlertEvaluation } from './evaluatePoints'
import { firstNewIndex, firstReadIndex, watchedColumn } from './watchedColumn'

export interface AlertEvaluationOptions {
  rule: AlertRule
  /** Crossings at points before this time (unix seconds) fire nothing: the alert is snoozed. */
  snoozedUntil?: number | null
}

/**
 * One alert's evaluation on a tick: the points of `series` after `state.throughT`, each in
 * order, whatever their number. `series` is the metric's history (times ascending, unix
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
  if (state.throughT === null) {
    if (t.length === 0) return unchanged(state)
    const column = watchedColumn(v, rule.period, 0)
    return { firings: [], nextState: armAtNewest(rule, t, column), disable: false }
  }
  const first = firstNewIndex(state, t)
  if (first === t.length) return unchanged(state)
  const column = watchedColumn(v, rule.period, firstReadIndex(rule, t, first))
  return evaluatePoints(rule, state, t, column, first, options.snoozedUntil ?? -Infinity)
}

export function unchanged(state: AlertState): AlertEvaluation {
  return { firings: [], nextState: state, disable: false }
}
