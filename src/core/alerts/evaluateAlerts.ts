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
  series: number
  period: number
  readFrom: number
  column: WatchedColumn | null
}

/** Above any moving-average period, so (series, period) makes one number. */
const periodKeys = 1 << 16
const armIt = -1
const nothingNew = -2

/** Evaluates each item as evaluateAlert would, answering in the items' order. */
export function evaluateAlerts(
  items: readonly AlertBatchItem[],
  series: readonly TimeSeries[],
): AlertEvaluation[] {
  const count = items.length
  const rules: CompiledRule[] = new Array<CompiledRule>(count)
  const columnOf: (SharedColumn | undefined)[] = new Array<SharedColumn | undefined>(count)
  const firsts = new Int32Array(count)
  // Keyed by series index and period together: one lookup per alert.
  const shared = new Map<number, SharedColumn>()
  const keyOf = (seriesIndex: number, period: number) => seriesIndex * periodKeys + period
  // Alerts on one series were mostly evaluated through the same point: one search for them all.
  const searchedThrough = new Float64Array(series.length).fill(Number.NaN)
  const foundFirst = new Int32Array(series.length)

  for (let index = 0; index < count; index += 1) {
    const item = items[index] as AlertBatchItem
    const rule = compileRule(item.rule)
    rules[index] = rule
    const { t } = seriesOf(series, item.series)
    let first: number
    let readFrom: number
    if (item.state.throughT === null) {
      first = t.length === 0 ? nothingNew : armIt
      readFrom = 0
    } else {
      if (searchedThrough[item.series] === item.state.throughT) {
        first = foundFirst[item.series] as number
      } else {
        first = firstNewIndex(item.state, t)
        searchedThrough[item.series] = item.state.throughT
        foundFirst[item.series] = first
      }
      if (first === t.length) first = nothingNew
      readFrom = firstReadIndex(rule, t, first)
    }
    firsts[index] = first
    if (first === nothingNew) continue
    const key = keyOf(item.series, rule.period)
    let entry = shared.get(key)
    if (entry === undefined) {
      entry = { series: item.series, period: rule.period, readFrom, column: null }
      shared.set(key, entry)
    } else if (readFrom < entry.readFrom) entry.readFrom = readFrom
    columnOf[index] = entry
  }

  for (const entry of shared.values()) {
    const { v } = series[entry.series] as TimeSeries
    entry.column = watchedColumn(v, entry.period, entry.readFrom)
  }

  const results = new Array<AlertEvaluation>(count)
  for (let index = 0; index < count; index += 1) {
    const item = items[index] as AlertBatchItem
    const first = firsts[index] as number
    if (first === nothingNew) {
      results[index] = unchanged(item.state)
      continue
    }
    const rule = rules[index] as CompiledRule
    const { t } = series[item.series] as TimeSeries
    const column = (columnOf[index] as SharedColumn).column as WatchedColumn
    results[index] =
      first === armIt
        ? { firings: [], nextState: armAtNewest(rule, t, column), disable: false }
        : evaluatePoints(rule, item.state, t, column, first, item.snoozedUntil ?? -Infinity)
  }
  return results
}

function seriesOf(series: readonly TimeSeries[], index: number): TimeSeries {
  const found = series[index]
  if (found === undefined) throw new RangeError(`No series at index ${index}`)
  return found
}
