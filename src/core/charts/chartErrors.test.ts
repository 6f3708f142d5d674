import { describe, expect, it } from 'vitest'
import { invalidParameter } from '../api/metricsQuery'
import {
  allowedValuesMaxLength,
  chartErrorText,
  isUnknownChart,
  unknownChartMessage,
  emptyStateText,
  hasNonPositive,
  logScaleMessage,
} from './chartErrors'

const f64 = (values: number[]) => Float64Array.from(values)

describe('chartErrorText', () => {
  it('turns each invalid-asset refusal into the chart text', () => {
    const expected = 'This chart is not available for "SOL".'
    for (const message of [
      'Chart MarketMvrv is not available for asset SOL',
      'Unknown asset: SOL',
      invalidParameter('a', 'SOL', ['BTC', 'ETH', 'LTC', 'BCH']),
      'a must be one of BTC, ETH',
    ]) {
      expect(chartErrorText(message, 'SOL')).toBe(expected)
    }
  })

  it('trims a long allowed-values message to its first segment', () => {
    const message = invalidParameter('e', 'kraken', [
      'aggregated',
      'binance',
      'bybit',
      'okx',
      'deribit',
      'cme',
      'bitmex',
    ])
    expect(message.length).toBeGreaterThan(allowedValuesMaxLength)
    expect(chartErrorText(message, 'BTC')).toBe('parameter e=kraken is invalid')
  })

  it('keeps a short allowed-values message whole', () => {
    const message = invalidParameter('c', 'eur', ['native', 'usd'])
    expect(chartErrorText(message, 'BTC')).toBe(message)
  })

  it('shows other messages as they are, and "Error" for none', () => {
    expect(chartErrorText('Too many requests, please wait', 'BTC')).toBe(
      'Too many requests, please wait',
    )
    expect(chartErrorText('  Unknown chart: Nope  ', 'BTC')).toBe('Unknown chart: Nope')
    expect(chartErrorText('', 'BTC')).toBe('Error')
    expect(chartErrorText('   ', 'BTC')).toBe('Error')
    expect(chartErrorText(undefined, 'BTC')).toBe('Error')
  })

  it('does not take another parameter for the asset', () => {
    const message = invalidParameter('i', '10m', ['24h'])
    expect(chartErrorText(message, 'BTC')).toBe(message)
  })
})

describe('log scale and empty texts', () => {
  it('are the section 8 texts', () => {
    expect(logScaleMessage).toBe(
      "Chart contains 0 or negative data points. They can't be displayed in log scale.",
    )
    expect(emptyStateText).toBe('No data')
  })

  it('finds zero or negative points, ignoring gaps', () => {
    expect(hasNonPositive(f64([1, 2, NaN, 0.001]))).toBe(false)
    expect(hasNonPositive(f64([1, 0, 3]))).toBe(true)
    expect(hasNonPositive(f64([1, -0, 3]))).toBe(true)
    expect(hasNonPositive(f64([NaN, -5]))).toBe(true)
    expect(hasNonPositive(f64([NaN, NaN]))).toBe(false)
    expect(hasNonPositive(f64([]))).toBe(false)
  })
})

describe('isUnknownChart', () => {
  it('tells an id no metric has from a metric the asset lacks', () => {
    expect(isUnknownChart(unknownChartMessage('mvrv-vs-price'), 'mvrv-vs-price')).toBe(true)
    expect(isUnknownChart('Chart MarketMvrv is not available for asset DOGE', 'MarketMvrv')).toBe(
      false,
    )
  })
})
