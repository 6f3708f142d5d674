import type { AlertState } from '../../src/core/alerts/alertState'
import { compileRule, type CompiledRule } from '../../src/core/alerts/compiledRule'
import {
  referenceIndex,
  watchedColumn,
  type WatchedColumn,
} from '../../src/core/alerts/watchedColumn'
import type { TimeSeries } from '../../src/core/series/align'
import type { BenchAlert } from './alertPopulation'

/*
 * The floor the alert tick is measured against: the same threshold comparisons and crossing
 * tests in a hand-written loop over flat arrays, with everything else done beforehand and left
 * out of the timing (each alert's watched value at the new point, its moving average and its
 * percent reference found, its previous state unpacked). What no evaluator can go below.
 */

const kinds = ['eq', 'gt', 'lt', 'in', 'out', 'percent_up', 'percent_down'] as const

export interface FloorInputs {
  kind: Uint8Array
  level: Float64Array
  high: Float64Array
  /** The watched value at the tick's point (NaN at a gap). */
  current: Float64Array
  /** Percent conditions: the reference's watched value (NaN without one); NaN otherwise. */
  base: Float64Array
  previous: Float64Array
  wasSatisfied: Uint8Array
}

export function floorInputs(
  alerts: readonly BenchAlert[],
  states: readonly AlertState[],
  series: readonly TimeSeries[],
): FloorInputs {
  const n = alerts.length
  const inputs: FloorInputs = {
    kind: new Uint8Array(n),
    level: new Float64Array(n),
    high: new Float64Array(n),
    current: new Float64Array(n),
    base: new Float64Array(n).fill(Number.NaN),
    previous: new Float64Array(n),
    wasSatisfied: new Uint8Array(n),
  }
  const columns = new Map<string, WatchedColumn>()
  alerts.forEach((alert, i) => {
    const rule: CompiledRule = compileRule(alert.rule)
    const { t, v } = series[alert.series] as TimeSeries
    const last = t.length - 1
    const key = `${alert.series} ${rule.period}`
    const column = columns.get(key) ?? watchedColumn(v, rule.period, 0)
    columns.set(key, column)
    inputs.kind[i] = kinds.indexOf(rule.condition)
    inputs.level[i] = rule.level
    inputs.high[i] = rule.high
    inputs.current[i] = column.values[last] as number
    if (rule.windowSeconds > 0) {
      const j = referenceIndex(t, column, last, rule.windowSeconds)
      const base = j < 0 ? Number.NaN : (column.values[j] as number)
      inputs.base[i] = base === 0 ? Number.NaN : base
    }
    const state = states[i] as AlertState
    inputs.previous[i] = state.lastValue ?? Number.NaN
    inputs.wasSatisfied[i] = state.lastSatisfied ? 1 : 0
  })
  return inputs
}

/** The comparisons alone: how many alerts cross at the tick's point. */
export function comparisonFloor(inputs: FloorInputs): number {
  const { kind, level, high, current, base, previous, wasSatisfied } = inputs
  let crossings = 0
  for (let i = 0; i < kind.length; i += 1) {
    const value = current[i] as number
    const before = previous[i] as number
    if (value - value !== 0 || before - before !== 0) continue
    const x = level[i] as number
    let satisfied: boolean
    switch (kind[i]) {
      case 0: {
        const side = Math.sign(before - x)
        if (side !== 0 && Math.sign(value - x) !== side) crossings += 1
        continue
      }
      case 1:
        satisfied = value > x
        break
      case 2:
        satisfied = value < x
        break
      case 3:
        satisfied = x <= value && value <= (high[i] as number)
        break
      case 4:
        satisfied = value < x || value > (high[i] as number)
        break
      default: {
        const b = base[i] as number
        const rise = kind[i] === 5 ? value - b : b - value
        satisfied = rise * 100 >= x * Math.abs(b)
      }
    }
    if (satisfied && wasSatisfied[i] === 0) crossings += 1
  }
  return crossings
}
