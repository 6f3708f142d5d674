import { describe, expect, it } from 'vitest'
import type { ChartInput } from '../api/udm'
import type { MetricItem } from '../api/udmItems'
import { itemName, newFormulaItem, newMetricItem, splitSubsets } from './workbenchItems'
import { initialWorkbench, saveTarget, workbenchReducer } from './workbenchState'

const uuid = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`

function metricChart(): ChartInput {
  const m1 = newMetricItem(uuid(1), { asset: 'BTC', metricCode: 'MarketMvrv' }, [])
  return {
    name: 'MVRV',
    description: '',
    configType: 'metric',
    categoryUuid: null,
    items: [{ ...m1, extra: { lineColor: m1.extra.lineColor } }],
    since: null,
    until: null,
    zoom: '1y',
    range: null,
    date: null,
  }
}

describe('workbenchReducer', () => {
  it('entering edit keeps a snapshot, makes a workbench and shows every item in the legend', () => {
    const state = workbenchReducer(initialWorkbench(metricChart()), { type: 'edit' })
    expect(state.mode).toBe('edit')
    expect(state.snapshot).toEqual(metricChart())
    expect(state.chart.configType).toBe('workbench')
    expect(state.chart.items[0]?.extra).toMatchObject({ ref: 'm1', showInLegend: true })
    expect(state.modified).toBe(false)
  })

  it('cancel restores the snapshot, view mode, first tab', () => {
    let state = workbenchReducer(initialWorkbench(metricChart()), { type: 'edit' })
    state = workbenchReducer(state, {
      type: 'addItem',
      item: newFormulaItem(uuid(2), 'Ratio', 'm1 * 2', state.chart.items),
    })
    expect(state.selected).toBe('f1')
    expect(state.modified).toBe(true)
    state = workbenchReducer(state, { type: 'cancel' })
    expect(state).toEqual(initialWorkbench(metricChart()))
  })

  it('adding an item in view mode switches to an edited workbench', () => {
    const start = initialWorkbench(metricChart())
    const state = workbenchReducer(start, {
      type: 'addItem',
      item: newMetricItem(uuid(3), { asset: 'ETH', metricCode: 'MarketMvrv' }, start.chart.items),
    })
    expect(state.mode).toBe('edit')
    expect(state.snapshot).toEqual(metricChart())
    expect(state.chart.items.map((item) => item.extra.ref)).toEqual(['m1', 'm2'])
  })

  it('zoom, since, until and date modify the chart in edit mode only', () => {
    const view = workbenchReducer(initialWorkbench(metricChart()), {
      type: 'window',
      window: { zoom: '3m' },
    })
    expect(view.modified).toBe(false)
    expect(view.chart.zoom).toBe('3m')
    const edit = workbenchReducer(workbenchReducer(view, { type: 'edit' }), {
      type: 'window',
      window: { since: 1_600_000_000, until: 1_700_000_000 },
    })
    expect(edit.modified).toBe(true)
  })

  it('removing the left axis items moves the right axis to the left; the last item stays', () => {
    let state = workbenchReducer(initialWorkbench(metricChart()), { type: 'edit' })
    state = workbenchReducer(state, {
      type: 'addItem',
      item: newMetricItem(
        uuid(4),
        { asset: 'BTC', metricCode: 'MarketPriceUsdClose' },
        state.chart.items,
        {
          yAxis: 1,
        },
      ),
    })
    state = workbenchReducer(state, { type: 'removeItem', uuid: uuid(1) })
    expect(state.chart.items.map((item) => [item.extra.ref, item.extra.yAxis])).toEqual([['m2', 0]])
    expect(workbenchReducer(state, { type: 'removeItem', uuid: uuid(4) })).toBe(state)
  })

  it('a new item takes the axis placed for it once; later placements do not move it', () => {
    let state = workbenchReducer(initialWorkbench(metricChart()), { type: 'edit' })
    const f1 = newFormulaItem(uuid(5), 'Scaled', 'm1 * 1000000', state.chart.items)
    state = workbenchReducer(state, { type: 'addItem', item: f1 })
    expect(state.pendingAxes).toEqual([f1.uuid])
    state = workbenchReducer(state, { type: 'placeAxes', axes: new Map([[f1.uuid, 1]]) })
    expect(state.chart.items.map((item) => item.extra.yAxis)).toEqual([undefined, 1])
    expect(state.pendingAxes).toEqual([])
    // A re-evaluation placing it again changes nothing.
    expect(workbenchReducer(state, { type: 'placeAxes', axes: new Map([[f1.uuid, 0]]) })).toBe(
      state,
    )
    // Nor is an item the user did not just add ever placed.
    expect(workbenchReducer(state, { type: 'placeAxes', axes: new Map([[uuid(1), 3]]) })).toBe(
      state,
    )
  })

  it('never overrides an axis the user chose before the values arrived', () => {
    let state = workbenchReducer(initialWorkbench(metricChart()), { type: 'edit' })
    const f1 = newFormulaItem(uuid(6), 'Scaled', 'm1 * 1000000', state.chart.items)
    state = workbenchReducer(state, { type: 'addItem', item: f1 })
    state = workbenchReducer(state, { type: 'updateItem', uuid: f1.uuid, extra: { yAxis: 0 } })
    expect(state.pendingAxes).toEqual([])
    expect(workbenchReducer(state, { type: 'placeAxes', axes: new Map([[f1.uuid, 2]]) })).toBe(
      state,
    )
    // Other settings leave the placement to come.
    const other = newFormulaItem(uuid(7), 'Other', 'm1 * 2', state.chart.items)
    state = workbenchReducer(state, { type: 'addItem', item: other })
    state = workbenchReducer(state, { type: 'updateItem', uuid: other.uuid, extra: { name: 'x' } })
    expect(state.pendingAxes).toEqual([other.uuid])
    expect(workbenchReducer(state, { type: 'cancel' }).pendingAxes).toEqual([])
  })

  it('a saved chart returns to view mode, not modified', () => {
    let state = workbenchReducer(initialWorkbench(metricChart()), { type: 'edit' })
    state = workbenchReducer(state, { type: 'describe', name: 'Mine', description: 'x' })
    state = workbenchReducer(state, { type: 'saved', chart: state.chart })
    expect(state).toMatchObject({ mode: 'view', modified: false, snapshot: null, selected: null })
    expect(state.chart.name).toBe('Mine')
  })
})

describe('splitSubsets', () => {
  it('makes one item per subset, the first visible, plus the price on the right axis', () => {
    const item = metricChart().items[0] as MetricItem
    let n = 10
    const items = splitSubsets(item, ['binance', 'coinbase'], () => uuid(n++), true)
    expect(items.map((i) => [i.extra.ref, i.extra.isVisible, i.extra.yAxis])).toEqual([
      ['m1', true, 0],
      ['m2', false, 0],
      ['m3', true, 1],
    ])
    expect(items.map((i) => (i.configType === 'metric' ? i.meta.subset : null))).toEqual([
      'binance',
      'coinbase',
      undefined,
    ])
    expect(new Set(items.map((i) => i.extra.lineColor)).size).toBe(3)
  })

  it('an unnamed subset item is called by its subset’s label, not its key', () => {
    const item = metricChart().items[0] as MetricItem
    const [first] = splitSubsets(item, ['deep_itm', 'atm'], () => uuid(20), false)
    expect(first && itemName(first, [first])).toBe('MarketMvrv Deep ITM (BTC) m1')
  })
})

describe('saveTarget', () => {
  it('copies metric charts, charts of others and presets; updates the own workbench', () => {
    expect(saveTarget(null)).toBe('create')
    expect(saveTarget({ configType: 'metric', isOwner: true, isPreset: false })).toBe('create')
    expect(saveTarget({ configType: 'workbench', isOwner: false, isPreset: false })).toBe('create')
    expect(saveTarget({ configType: 'workbench', isOwner: true, isPreset: true })).toBe('create')
    expect(saveTarget({ configType: 'workbench', isOwner: true, isPreset: false })).toBe('update')
  })
})
