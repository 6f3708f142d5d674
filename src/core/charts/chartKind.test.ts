import { describe, expect, it } from 'vitest'
import { chartKindOf, takesChartStyle } from './chartKind'

describe('chartKindOf', () => {
  it('draws a values series as a single series whatever the chart type', () => {
    expect(chartKindOf('timeSeries', undefined)).toBe('single')
    expect(chartKindOf('column', undefined)).toBe('single')
  })

  it('recognises candles, Bollinger bands and the trend score by their keys', () => {
    expect(chartKindOf('timeSeries', ['o', 'h', 'l', 'c'])).toBe('candlestick')
    expect(chartKindOf('timeSeriesMultiLine', ['v', 'l', 'h'])).toBe('bollinger')
    expect(chartKindOf('timeSeriesMultiLine', ['price', 'score'])).toBe('trendScore')
  })

  it('stacks stacked-area breakdowns and ranks multi-line ones', () => {
    expect(chartKindOf('timeSeriesStackedArea', ['a', 'b'])).toBe('stackedArea')
    expect(chartKindOf('timeSeriesMultiLine', ['binance', 'okx'])).toBe('rankedLines')
    // Three keys that are not exactly v, l, h are subsets, not bands.
    expect(chartKindOf('timeSeriesMultiLine', ['v', 'l', 'h', 'x'])).toBe('rankedLines')
  })

  it('keeps other keyed series as one series per key', () => {
    expect(chartKindOf('column', ['ibit', 'fbtc'])).toBe('lines')
    expect(chartKindOf('heatmap', ['binance'])).toBe('lines')
  })
})

describe('takesChartStyle', () => {
  it('offers line or column where the style is drawn, not for candles or bands', () => {
    expect(takesChartStyle('single')).toBe(true)
    expect(takesChartStyle('lines')).toBe(true)
    expect(takesChartStyle('rankedLines')).toBe(true)
    for (const kind of ['candlestick', 'bollinger', 'trendScore', 'stackedArea'] as const) {
      expect(takesChartStyle(kind)).toBe(false)
    }
  })
})
