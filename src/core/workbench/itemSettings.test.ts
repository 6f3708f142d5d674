import { describe, expect, it } from 'vitest'
import { resolveChartSettings } from '../charts/chartSettings'
import { metric } from '../testing/catalogMetricFixture'
import { dashPattern, metaOfParameters, metaOfSettings, searchOfItem } from './itemSettings'
import { newMetricItem } from './workbenchItems'

describe('metric item and chart settings', () => {
  it('an item made from the page settings resolves to the same settings', () => {
    const settings = resolveChartSettings(
      { i: '1h', c: 'usd', e: 'binance', mScl: 'lin', chartStyle: 'column' },
      metric,
      'ETH',
      { i: ['24h', '1h'], c: ['native', 'usd'], e: ['aggregated', 'binance'] },
    )
    const meta = metaOfSettings(metric.metricCode, settings, { method: 'ema', window: 14 })
    expect(meta).toEqual({
      asset: 'ETH',
      metricCode: 'ExchangesInflowSum',
      resolution: '1h',
      currency: 'usd',
      exchange: 'binance',
      mathFn: { name: 'ema', value: 14 },
    })
    const item = newMetricItem('00000000-0000-4000-8000-000000000001', meta, [], {
      scale: settings.scale,
      chartStyle: settings.chartStyle,
    })
    const again = resolveChartSettings(searchOfItem(item), metric, 'ETH')
    expect({ ...again, zoom: settings.zoom, priceScale: settings.priceScale }).toEqual(settings)
  })

  it('names chosen request parameters as item fields', () => {
    expect(
      metaOfParameters({ e: 'binance', from_exchange: 'kraken', contract_expiration: 'x' }),
    ).toEqual({
      exchange: 'binance',
      exchangeFrom: 'kraken',
      contractExpiration: 'x',
    })
  })

  it('draws Dash and Dot with patterns, Solid without', () => {
    expect(dashPattern('Dash')).toEqual([8, 5])
    expect(dashPattern('Dot')).toEqual([2, 3])
    expect(dashPattern('Solid')).toBeUndefined()
    expect(dashPattern(undefined)).toBeUndefined()
  })
})
