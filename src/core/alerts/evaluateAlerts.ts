import type { TimeSeries } from '../series/align'
import type { AlertState } from './alertState'
import type { AlertRule } from './alertRule'
import { compileRule, type CompiledRule } from './compiledRule'
import { unchanged } from './evaluateAlert'
import { evaluatePoints, type AlertEvaluation } from './evaluatePoints'
import { armAtNewest, openWatchedValue, withOpenPoint } from './openPoint'
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
  /** The open (newest) point's watched value, once an alert of this entry needed it. */
  openWatched: number | null
}

/** Above any moving-average period, so (series, period) makes one number. */
const periodKeys = 1 << 16
const armIt = -1
const nothingNew = -2

/**
 * Evaluates each item as evaluateAlert would, answering in the items' order; `readAt` is when
 * the series were read (evaluateAlert's option of that name).
 */
export function evaluateAlerts(
  items: readonly AlertBatchItem[],
  series: readonly TimeSeries[],
  readAt?: number,
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
    const open = t.length - 1
    if (open < 0) {
      first = nothingNew
      readFrom = 0
    } else if (item.state.throughT === null) {
      first = armIt
      readFrom = 0
    } else if ((t[open] as number) < item.state.throughT) {
      first = nothingNew
      readFrom = 0
    } else {
      if (searchedThrough[item.series] === item.state.throughT) {
        first = foundFirst[item.series] as number
      } else {
        // The open point is read on every tick, so there is always something to read.
        first = Math.min(firstNewIndex(item.state, t), open)
        searchedThrough[item.series] = item.state.throughT
        foundFirst[item.series] = first
      }
      readFrom = firstReadIndex(rule, t, first)
    }
    firsts[index] = first
    if (first === nothingNew) continue
    const key = keyOf(item.series, rule.period)
    let entry = shared.get(key)
    if (entry === undefined) {
      entry = {
        series: item.series,
        period: rule.period,
        readFrom,
        column: null,
        openWatched: null,
      }
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
    const { t, v } = series[item.series] as TimeSeries
    const entry = columnOf[index] as SharedColumn
    const column = entry.column as WatchedColumn
    const open = t.length - 1
    entry.openWatched ??= openWatchedValue(v, rule.period, open, v[open] as number)
    if (first === armIt) {
      const nextState = armAtNewest(rule, t, column, entry.openWatched)
      results[index] = { firings: [], nextState, disable: false }
      continue
    }
    const snoozedUntil = item.snoozedUntil ?? -Infinity
    const closed = evaluatePoints(rule, item.state, t, column, first, open, snoozedUntil)
    const point = {
      index: open,
      watched: entry.openWatched,
      readAt: Math.max(readAt ?? -Infinity, t[open] as number),
    }
    results[index] = withOpenPoint(rule, closed, t, column, point, snoozedUntil)
  }
  return results
}

function seriesOf(series: readonly TimeSeries[], index: number): TimeSeries {
  const found = series[index]
  if (found === undefined) throw new RangeError(`No series at index ${index}`)
  return found
}
