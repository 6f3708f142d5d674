import type { ChartItem } from '@/core/api/udmItems'
import type { FormulaErrorInfo } from '@/core/formula/errors'
import type { TimeSeries } from '@/core/series/align'
import { regroupLast, type RegroupUnit } from '@/core/series/regroup'
import { dashPattern } from '@/core/workbench/itemSettings'
import { itemName, refOf } from '@/core/workbench/workbenchItems'
import type { Plan } from '@/core/plans'
import type { Scale } from '@/core/searchParams'
import {
  axisKeyOf,
  type AxisKey,
  type ChartSeriesSpec,
  type ChartSpec,
  type ExtraAxisKey,
} from '@/lib/charts/engine/chartSpec'
import type { FormulaResult } from './useFormulaResults'
import type { ItemStore } from '@/lib/charts/metricItemSeries'

/*
 * What a workbench draws: one series per item with data, in item order, each on its axis (yAxis
 * 0 left, 1 right, 2 and up further out: axisKeyOf) unless the chart puts every item on one axis
 * (`sameAxis`). An item without data says why: loading, or its error.
 */

export type ItemState =
  | { status: 'loading' }
  | { status: 'data'; series: TimeSeries }
  /** A formula whose result is one number: shown in the item's tab, nothing to draw. */
  | { status: 'scalar'; value: number }
  | {
      status: 'error'
      message: string
      formulaError?: FormulaErrorInfo
      requiredPlans?: readonly Plan[]
    }

export function itemStates(
  items: readonly ChartItem[],
  stores: ReadonlyMap<string, ItemStore>,
  formulas: ReadonlyMap<string, FormulaResult>,
): Map<string, ItemState> {
  const states = new Map<string, ItemState>()
  for (const item of items) {
    if (item.configType === 'metric') {
      const store = stores.get(item.uuid) ?? { status: 'loading' }
      states.set(
        item.uuid,
        store.status === 'data' ? { status: 'data', series: store.series } : store,
      )
      continue
    }
    const result = formulas.get(refOf(item, items)) ?? { status: 'loading' }
    if (result.status === 'loading') states.set(item.uuid, result)
    else if (result.status === 'error') {
      states.set(item.uuid, {
        status: 'error',
        message: `Formula is invalid: ${result.error.message}`,
        formulaError: result.error,
      })
    } else if (result.value.kind === 'scalar') {
      states.set(item.uuid, { status: 'scalar', value: result.value.value })
    } else {
      states.set(item.uuid, { status: 'data', series: result.value })
    }
  }
  return states
}

export interface DrawnItems {
  spec: Pick<ChartSpec, 'series' | 'scales' | 'extraScales'>
  series: TimeSeries[]
}

export function drawnItems(
  items: readonly ChartItem[],
  states: ReadonlyMap<string, ItemState>,
  options: {
    sameAxis: boolean
    hidden: Readonly<Record<string, boolean>>
    /** The address's `ai`: every series regrouped to this interval (the close of each). */
    aggregation?: RegroupUnit
  },
): DrawnItems {
  const series: TimeSeries[] = []
  const specs: ChartSeriesSpec[] = []
  // Each axis takes the scale of its first item.
  const scales = new Map<AxisKey, Scale | undefined>()
  for (const item of items) {
    const state = states.get(item.uuid)
    if (state?.status !== 'data') continue
    // Outside edit mode, an item kept out of the legend is still drawn but not listed.
    const axis = options.sameAxis ? 'y' : axisKeyOf(item.extra.yAxis ?? 0)
    if (scales.get(axis) === undefined) scales.set(axis, item.extra.scale)
    const style = item.extra.chartStyle ?? 'line'
    // An item's own aggregation interval wins over the chart's.
    const unit = item.extra.aggregationInterval ?? options.aggregation
    series.push(unit ? regroupLast(state.series.t, state.series.v, unit) : state.series)
    specs.push({
      id: item.uuid,
      label: itemName(item, items),
      color: item.extra.lineColor ?? '#2f6fdb',
      kind: style === 'column' ? 'column' : 'line',
      axis,
      visible: item.extra.isVisible !== false && options.hidden[item.uuid] !== true,
      ...(item.extra.lineWidth === undefined ? {} : { width: item.extra.lineWidth }),
      ...(dashPattern(item.extra.dashStyle) ? { dash: dashPattern(item.extra.dashStyle) } : {}),
    })
  }
  const extraScales: Partial<Record<ExtraAxisKey, Scale>> = {}
  for (const [axis, scale] of scales) {
    if (axis !== 'y' && axis !== 'price' && axis !== 'own') extraScales[axis] = scale ?? 'lin'
  }
  return {
    spec: {
      series: specs,
      scales: { y: scales.get('y') ?? 'lin', price: scales.get('price') ?? 'log' },
      extraScales,
    },
    series,
  }
}

/** Items the legend lists: all of them while editing, else those shown in the legend. */
export function legendItems(
  items: readonly ChartItem[],
  specs: readonly ChartSeriesSpec[],
  editing: boolean,
): ChartSeriesSpec[] {
  const listed = new Set(
    items.filter((item) => editing || item.extra.showInLegend !== false).map((item) => item.uuid),
  )
  return specs.filter((spec) => listed.has(spec.id))
}
