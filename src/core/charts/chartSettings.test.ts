import { describe, expect, it } from 'vitest'
import { config, metric } from '../testing/catalogMetricFixture'
import { chooseScale, resolveChartSettings } from './chartSettings'

describe('chooseScale', () => {
  it('takes the wanted scale when allowed, else the default if allowed, else the first', () => {
    expect(chooseScale('lin', config)).toBe('lin')
    expect(chooseScale(undefined, config)).toBe('log')
    expect(chooseScale('log', { ...config, scales: ['lin'] })).toBe('lin')
    expect(chooseScale(undefined, { ...config, defaultScale: 'log', scales: ['lin'] })).toBe('lin')
  })
})

describe('resolveChartSettings', () => {
  it('fills every missing value from the studio config', () => {
    expect(resolveChartSettings({}, metric, 'BTC')).toEqual({
      asset: 'BTC',
      resolution: '24h',
      currency: 'native',
      scale: 'log',
      priceScale: 'log',
      chartStyle: 'line',
      zoom: '1y',
      boost: true,
      params: { e: 'aggregated' },
    })
  })

  it('turns boost mode off only when the address says so', () => {
    expect(resolveChartSettings({ boostMode: false }, metric, 'BTC').boost).toBe(false)
    expect(resolveChartSettings({ boostMode: true }, metric, 'BTC').boost).toBe(true)
  })

  it('keeps allowed values from the address and drops the ones the metric does not allow', () => {
    const settings = resolveChartSettings(
      {
        i: '1h',
        c: 'usd',
        e: 'binance',
        mScl: 'lin',
        pScl: 'lin',
        chartStyle: 'column',
        zoom: 'all',
      },
      metric,
      'ETH',
      { i: ['1h', '24h'], c: ['native', 'usd'], e: ['aggregated', 'binance'] },
    )
    expect(settings).toMatchObject({
      asset: 'ETH',
      resolution: '1h',
      currency: 'usd',
      scale: 'lin',
      priceScale: 'lin',
      chartStyle: 'column',
      zoom: 'all',
      params: { e: 'binance' },
    })
    const stale = resolveChartSettings({ i: '10m', e: 'kraken' }, metric, 'BTC', {
      i: ['24h', '1w'],
      e: ['aggregated', 'binance'],
    })
    expect(stale.resolution).toBe('24h')
    expect(stale.params).toEqual({ e: 'aggregated' })
  })
})
