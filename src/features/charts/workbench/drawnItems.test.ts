import { describe, expect, it } from 'vitest'
import { newFormulaItem, newMetricItem } from '@/core/workbench/workbenchItems'
import { drawnItems, itemStates, legendItems } from './drawnItems'
import type { ItemStore } from '@/lib/charts/metricItemSeries'
import type { FormulaResult } from './useFormulaResults'

const uuid = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`
const t = new Float64Array([1, 2, 3])
const series = { t, v: new Float64Array([1, 2, 3]) }

const m1 = newMetricItem(uuid(1), { asset: 'BTC', metricCode: 'MarketMvrv' }, [], {
  name: 'MVRV',
  dashStyle: 'Dash',
  lineWidth: 3,
})
const m2 = newMetricItem(uuid(2), { asset: 'BTC', metricCode: 'MarketPriceUsdClose' }, [m1], {
  name: 'Price',
  yAxis: 1,
  scale: 'log',
  showInLegend: false,
})
const f1 = newFormulaItem(uuid(3), 'Ratio', 'm1 / m2', [m1, m2])
const f2 = newFormulaItem(uuid(4), 'Mean', 'cummean(m1)', [m1, m2, f1])
const items = [m1, m2, f1, f2]

function states(formula: FormulaResult) {
  const stores = new Map<string, ItemStore>([
    [m1.uuid, { status: 'data', series, metric: {} as never, source: 'demo' }],
    [m2.uuid, { status: 'error', message: 'Metric not found' }],
  ])
  return itemStates(
    items,
    stores,
    new Map([
      ['f1', formula],
      ['f2', { status: 'loading' }],
    ]),
  )
}

describe('itemStates', () => {
  it('gives each item its store: data, error, loading, and a formula error in its words', () => {
    const error = { message: 'Unknown name "m9"', reason: 'Unknown name "m9"', start: 5, end: 7 }
    const result = states({ status: 'error', error })
    expect(result.get(m1.uuid)).toEqual({ status: 'data', series })
    expect(result.get(m2.uuid)).toEqual({ status: 'error', message: 'Metric not found' })
    expect(result.get(f1.uuid)).toMatchObject({
      status: 'error',
      message: 'Formula is invalid: Unknown name "m9"',
      formulaError: error,
    })
    expect(result.get(f2.uuid)).toEqual({ status: 'loading' })
  })

  it('a formula of one number is a scalar, not a series', () => {
    const result = states({ status: 'data', value: { kind: 'scalar', value: 4 } })
    expect(result.get(f1.uuid)).toEqual({ status: 'scalar', value: 4 })
  })
})

describe('drawnItems', () => {
  const ready = itemStates(
    items,
    new Map<string, ItemStore>([
      [m1.uuid, { status: 'data', series, metric: {} as never, source: undefined }],
      [m2.uuid, { status: 'data', series, metric: {} as never, source: undefined }],
    ]),
    new Map<string, FormulaResult>([
      ['f1', { status: 'data', value: { kind: 'series', ...series } }],
      ['f2', { status: 'loading' }],
    ]),
  )

  it('draws items with data on their axes, with their dash, width and scales', () => {
    const drawn = drawnItems(items, ready, { sameAxis: false, hidden: {} })
    expect(drawn.spec.series.map((s) => [s.label, s.axis])).toEqual([
      ['MVRV', 'y'],
      ['Price', 'price'],
      ['Ratio', 'y'],
    ])
    expect(drawn.spec.series[0]).toMatchObject({ dash: [8, 5], width: 3 })
    expect(drawn.spec.scales).toEqual({ y: 'lin', price: 'log' })
    expect(drawn.series).toHaveLength(3)
  })

  it('draws an item on axis 2 and up on a further axis with its own scale', () => {
    const far = { ...f1, extra: { ...f1.extra, yAxis: 2, scale: 'log' as const } }
    const drawn = drawnItems([m1, m2, far], ready, { sameAxis: false, hidden: {} })
    expect(drawn.spec.series.map((s) => [s.label, s.axis])).toEqual([
      ['MVRV', 'y'],
      ['Price', 'price'],
      ['Ratio', 'y2'],
    ])
    expect(drawn.spec.extraScales).toEqual({ y2: 'log' })
    expect(
      drawnItems([m1, m2, far], ready, { sameAxis: true, hidden: {} }).spec.series[2]?.axis,
    ).toBe('y')
  })

  it('puts every item on the left axis with sameAxis, and hides what the legend hid', () => {
    const drawn = drawnItems(items, ready, { sameAxis: true, hidden: { [m1.uuid]: true } })
    expect(drawn.spec.series.map((s) => [s.axis, s.visible])).toEqual([
      ['y', false],
      ['y', true],
      ['y', true],
    ])
  })

  it('regroups every series to the aggregation interval, an item keeping its own', () => {
    const day = 86_400
    // Fourteen days from Monday 2024-01-01: two whole weeks.
    const days = {
      t: Float64Array.from({ length: 14 }, (_, i) => 1_704_067_200 + i * day),
      v: Float64Array.from({ length: 14 }, (_, i) => i),
    }
    const own = { ...m2, extra: { ...m2.extra, aggregationInterval: '24h' as const } }
    const daily = itemStates(
      [m1, own],
      new Map<string, ItemStore>([
        [m1.uuid, { status: 'data', series: days, metric: {} as never, source: undefined }],
        [own.uuid, { status: 'data', series: days, metric: {} as never, source: undefined }],
      ]),
      new Map(),
    )
    const drawn = drawnItems([m1, own], daily, { sameAxis: false, hidden: {}, aggregation: '1w' })
    expect([...(drawn.series[0]?.v ?? [])]).toEqual([6, 13])
    expect(drawn.series[1]?.v).toHaveLength(14)
  })

  it('lists every item in the legend while editing, else only those shown in the legend', () => {
    const { spec } = drawnItems(items, ready, { sameAxis: false, hidden: {} })
    expect(legendItems(items, spec.series, false).map((s) => s.label)).toEqual(['MVRV', 'Ratio'])
    expect(legendItems(items, spec.series, true).map((s) => s.label)).toEqual([
      'MVRV',
      'Price',
      'Ratio',
    ])
  })
})
