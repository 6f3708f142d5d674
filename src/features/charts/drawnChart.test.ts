import { describe, expect, it } from 'vitest'
import type { CatalogMetric } from '@/core/api/catalog'
import type { ChartKind } from '@/core/charts/chartKind'
import type { ChartSettings } from '@/core/charts/chartSettings'
import type { MetricData } from '@/lib/charts/metricData'
import { drawnChart, type DrawnChartInput } from './drawnChart'
import { candleSeriesIndices, trendScoreSeriesIndices } from './pairedSeries'

const day = 86400
const t = Float64Array.from([0, 1, 2, 3].map((i) => 1_700_006_400 + i * day))
const col = (...values: number[]) => Float64Array.from(values)
const metric = { metricCode: 'Code', name: 'Metric', path: 'group/metric' } as CatalogMetric
const settings: ChartSettings = {
  asset: 'BTC',
  resolution: '24h',
  currency: 'native',
  scale: 'lin',
  priceScale: 'log',
  chartStyle: 'line',
  zoom: '1y',
  boost: true,
  params: {},
}
const price: MetricData = { series: { kind: 'values', t, v: col(1, 2, 3, 4) }, source: 'demo' }

function draw(
  kind: ChartKind,
  o: Record<string, Float64Array>,
  extra: Partial<DrawnChartInput> = {},
) {
  return drawnChart({
    kind,
    metric,
    settings,
    movingMath: undefined,
    data: { series: { kind: 'keyed', t, o }, source: 'demo' },
    price,
    hidden: {},
    candleUnit: undefined,
    ...extra,
  })
}

describe('drawnChart', () => {
  it('stacks areas in key order, churned downward, each filled to the layer below', () => {
    const chart = draw('stackedArea', {
      new: col(1, 1, 1, 1),
      retained_more: col(2, 2, 2, 2),
      churned: col(3, 3, 3, 3),
      new_and_churned: col(1, 1, 1, 1),
    })
    expect(chart.series.map((s) => [s.spec.id, s.spec.kind, s.v[0]])).toEqual([
      ['new', 'area', 1],
      ['retained_more', 'area', 3],
      ['churned', 'area', -3],
      ['new_and_churned', 'area', -4],
      ['price', 'line', 1],
    ])
    expect(chart.bands).toEqual([
      { from: 'retained_more', to: 'new', direction: 'down' },
      { from: 'new_and_churned', to: 'churned', direction: 'up' },
    ])
    expect(chart.stacks).toEqual(['up', 'up', 'down', 'down'])
  })

  it('stacks only the layers shown, so hiding one closes its gap', () => {
    const chart = draw(
      'stackedArea',
      { a: col(1, 1, 1, 1), b: col(2, 2, 2, 2), c: col(4, 4, 4, 4) },
      { hidden: { b: true } },
    )
    expect(chart.series.map((s) => s.v[0])).toEqual([1, 2, 5, 1])
    expect(chart.bands).toEqual([{ from: 'c', to: 'a', direction: 'down' }])
  })

  it('draws candles as open, high, low data and the close, in the plugin’s order', () => {
    const chart = draw(
      'candlestick',
      { o: col(1, 2, 3, 4), h: col(2, 3, 4, 5), l: col(0, 1, 2, 3), c: col(2, 3, 4, 5) },
      { price: undefined },
    )
    const ids = chart.series.map((s) => s.spec.id)
    expect(ids[candleSeriesIndices.open - 1]).toBe('o')
    expect(ids[candleSeriesIndices.close - 1]).toBe('c')
    expect(chart.series.map((s) => [s.spec.kind, s.spec.label])).toEqual([
      ['data', 'Open'],
      ['data', 'High'],
      ['data', 'Low'],
      ['candlestick', 'Metric'],
    ])
  })

  it('regroups candles to the unit it is given', () => {
    const chart = draw(
      'candlestick',
      { o: col(1, 2, 3, 4), h: col(2, 9, 4, 5), l: col(0, 1, -1, 3), c: col(2, 3, 4, 5) },
      { price: undefined, candleUnit: '1w' },
    )
    // 2023-11-15 (a Wednesday) to 2023-11-18 fall in one week.
    expect(chart.series.map((s) => Array.from(s.v))).toEqual([[1], [9], [-1], [5]])
  })

  it('shades Bollinger bands from h down to l around the average', () => {
    const chart = draw('bollinger', { v: col(2, 2, 2, 2), l: col(1, 1, 1, 1), h: col(3, 3, 3, 3) })
    expect(chart.series.map((s) => s.spec.id)).toEqual(['h', 'v', 'l', 'price'])
    expect(chart.bands).toMatchObject([{ from: 'h', to: 'l', direction: 'down' }])
  })

  it('colours the trend score’s own price and leaves out the price overlay', () => {
    const chart = draw('trendScore', { price: col(5, 6, 7, 8), score: col(0, 0.5, 1, 1) })
    expect(chart.series.map((s) => [s.spec.id, s.spec.kind, s.spec.axis])).toEqual([
      ['price', 'line', 'y'],
      ['score', 'data', 'own'],
    ])
    expect(chart.series[trendScoreSeriesIndices.score - 1]?.spec.id).toBe('score')
  })

  it('ranks multi-line subsets by their recent values, largest first with the first colour', () => {
    const chart = draw('rankedLines', { small: col(1, 1, 1, 1), big: col(9, 9, 9, 9) })
    expect(chart.series.map((s) => [s.spec.id, s.spec.color])).toEqual([
      ['big', '#2f6fdb'],
      ['small', '#e0700b'],
      ['price', '#8c8c8c'],
    ])
  })

  it('names subsets by their dictionary labels in the legend and tooltip, not their keys', () => {
    const stacked = draw('stackedArea', {
      new: col(1, 1, 1, 1),
      retained_more: col(2, 2, 2, 2),
      churned: col(3, 3, 3, 3),
    })
    expect(stacked.series.map((s) => [s.spec.id, s.spec.label])).toEqual([
      ['new', 'New'],
      ['retained_more', 'Retained, balance up'],
      ['churned', 'Churned'],
      ['price', 'Price'],
    ])
    const lines = draw('lines', { deep_itm: col(1, 1, 1, 1), binance: col(2, 2, 2, 2) })
    expect(lines.series.map((s) => s.spec.label)).toEqual(['Deep ITM', 'Binance', 'Price'])
    const bands = draw('rankedLines', { '24h': col(9, 9, 9, 9), '1d_1w': col(1, 1, 1, 1) })
    expect(bands.series.map((s) => s.spec.label)).toEqual([
      'Under 1 day',
      '1 day – 1 week',
      'Price',
    ])
  })
})
