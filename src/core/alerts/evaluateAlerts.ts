import type { TimeSeries } from '../series/align'
import type { AlertState } from './alertState'
import type { AlertRule } from './alertRule'
import { compileRule, type CompiledRule } from './compiledRule'
import { unchanged } from './evaluateAlert'
import { armAtNewest, evaluatePoints, type AlertEvaluation } from './evaluatePoints'
import { firstNewIndex, firstReadIndex, watchedColumn, type WatchedColumn } from './watchedColumn'

/*
 * A tick for many alerts at once: what evaluateAlert does for each, with the moving average
 * computed once per (series, period) over the longest tail any of its alerts reads, rather than
 * once per alert. Alerts on a series differ mostly in their levels; 100,000 alerts over 1,000
 * series share a few thousand averages (docs/benchmarks.md, "Alert evaluation").
 */

export interface AlertBatchItem {
  rule: AlertRule
  state: AlertState
  /** The index of the alert's series in the list given to evaluateAlerts. */
  series: number
  snoozedUntil?: number | null
}

/** The watched column of one (series, period), and the first point any of its alerts reads. */
interface SharedColumn {
  readFrom: number
  column: WatchedColumn | null
}

const armIt = -1
const nothingNew = -2

/** Evaluates each item as evaluateAlert would, answering in the items' order. */
export function evaluateAlerts(
  items: readonly AlertBatchItem[],
  series: readonly TimeSeries[],
): AlertEvaluation[] {
  const rules: CompiledRule[] = new Array<CompiledRule>(items.length)
  const firsts = new Int32Array(items.length)
  const shared: Map<number, SharedColumn>[] = series.map(() => new Map())

  items.forEach((item, index) => {
    const rule = compileRule(item.rule)
    rules[index] = rule
    const { t } = seriesOf(series, item.series)
    let first: number
    let readFrom: number
    if (item.state.throughT === null) {
      first = t.length === 0 ? nothingNew : armIt
      readFrom = 0
    } else {
      first = firstNewIndex(item.state, t)
      if (first === t.length) first = nothingNew
      readFrom = firstReadIndex(rule, t, first)
    }
    firsts[index] = first
    if (first === nothingNew) return
    const columns = shared[item.series] as Map<number, SharedColumn>
    const entry = columns.get(rule.period)
    if (entry === undefined) columns.set(rule.period, { readFrom, column: null })
    else if (readFrom < entry.readFrom) entry.readFrom = readFrom
  })

  shared.forEach((columns, index) => {
    const { v } = series[index] as TimeSeries
    for (const [period, entry] of columns) entry.column = watchedColumn(v, period, entry.readFrom)
  })

  return items.map((item, index) => {
    const first = firsts[index] as number
    if (first === nothingNew) return unchanged(item.state)
    const rule = rules[index] as CompiledRule
    const { t } = series[item.series] as TimeSeries
    const column = shared[item.series]?.get(rule.period)?.column as WatchedColumn
    if (first === armIt) {
      return { firings: [], nextState: armAtNewest(rule, t, column), disable: false }
    }
    const snoozedUntil = item.snoozedUntil ?? -Infinity
    return evaluatePoints(rule, item.state, t, column, first, snoozedUntil)
  })
}

function seriesOf(series: readonly TimeSeries[], index: number): TimeSeries {
  const found = series[index]
  if (found === undefined) throw new RangeError(`No series at index ${index}`)
  return found
}
