import { describe, expect, it } from 'vitest'
import { catalogMetricSchema } from '@/core/api/catalog'
import { demoAssets } from './assets'
import { catalogMetrics, groupLabel } from './catalog'
import type { MetricDefinition, ValueMetric } from './metrics/definition'
import { describe as describeMetric, metricDefinitions } from './metrics/registry'

/** A value metric for BTC and ETH; each test overrides what it looks at. */
function valueMetric(overrides: Partial<ValueMetric>): MetricDefinition {
  return {
    path: 'addresses/test_count',
    name: 'Test Count',
    tier: 1,
    description: 'A test metric.',
    assets: ['BTC', 'ETH'],
    resolutions: ['1h', '24h', '1w'],
    unit: 'none',
    shape: 'value',
    aggregation: 'last',
    daily: () => ({ start: 0, v: new Float64Array() }),
    ...overrides,
  }
}

function only(definition: MetricDefinition) {
  const [entry, ...rest] = catalogMetrics([definition])
  expect(rest).toEqual([])
  if (entry === undefined) throw new Error('the metric is missing from the catalog')
  return entry
}

describe('catalogMetrics', () => {
  it('gives a valid catalog entry for every definition of the registry', () => {
    const catalog = catalogMetrics()
    for (const entry of catalog) catalogMetricSchema.strict().parse(entry)
    const listed = metricDefinitions
      .map(describeMetric)
      .filter(
        (d) => d.group !== 'internal' && !d.code.endsWith('Deprecated') && !d.path.endsWith('_pit'),
      )
    expect(catalog.map((entry) => entry.metricCode)).toEqual(listed.map((d) => d.code))
  })

  it('drops codes ending in Deprecated and the internal widget group', () => {
    const catalog = catalogMetrics([
      valueMetric({ path: 'addresses/old_count', code: 'AddressesOldCountDeprecated' }),
      valueMetric({ path: 'internal/heatmap_supply' }),
      valueMetric({ path: 'addresses/kept_count' }),
    ])
    expect(catalog.map((entry) => entry.metricCode)).toEqual(['AddressesKeptCount'])
  })

  it('derives the sidebar options of a value metric from its definition', () => {
    const entry = only(
      valueMetric({ tier: 2, unit: 'native', parameters: { e: ['aggregated', 'binance'] } }),
    )
    expect(entry.group).toBe('addresses')
    expect(entry.shortName).toBe('Test Count')
    expect(entry.metricCategories).toEqual(['Addresses'])
    expect(entry.studioMetricConfig).toMatchObject({
      chartType: 'timeSeries',
      defaultResolution: '24h',
      resolutionOption: true,
      currencyOption: true,
      defaultCurrency: 'native',
      exchangeOption: true,
      defaultExchange: 'aggregated',
      interExchangeOption: false,
      movingAverageOption: true,
      alerts: true,
      workbench: true,
      upgradeOption: true,
      defaultScale: 'lin',
      price: true,
    })
  })

  it('starts each asset on its first data day', () => {
    const start = only(valueMetric({})).studioMetricConfig.start
    const genesis = (symbol: string) => demoAssets.find((a) => a.symbol === symbol)?.genesis
    expect(start).toEqual({ BTC: genesis('BTC'), ETH: genesis('ETH') })
  })

  it('puts prices on a log scale without the price line, and offers no options it lacks', () => {
    const config = only(
      valueMetric({ path: 'market/price_usd_test', unit: 'usd', resolutions: ['1w'] }),
    ).studioMetricConfig
    expect(config).toMatchObject({
      defaultScale: 'log',
      price: false,
      defaultResolution: '1w',
      resolutionOption: false,
      currencyOption: false,
      defaultCurrency: 'usd',
      exchangeOption: false,
      upgradeOption: false,
    })
  })

  it('keeps parameters without a dedicated control as defaults', () => {
    const config = only(
      valueMetric({
        parameters: {
          network: ['base', 'arbitrum'],
          from_exchange: ['binance'],
          miner: ['f2pool'],
        },
      }),
    ).studioMetricConfig
    expect(config.defaults).toEqual({ network: 'base' })
    expect(config.interExchangeOption).toBe(true)
    expect(config.defaultExchangeFrom).toBe('binance')
    expect(config.minerOption).toBe(true)
    expect(config.defaultMiner).toBe('f2pool')
  })

  it('lets the definition override the derived presentation and catalog fields', () => {
    const entry = only(
      valueMetric({
        shortName: 'Tests',
        categories: ['Addresses', 'Activity'],
        isSoldSeparately: true,
        studio: {
          chartType: 'column',
          defaultChartStyle: 'column',
          alerts: false,
          upgradeOption: true,
        },
      }),
    )
    expect(entry.shortName).toBe('Tests')
    expect(entry.metricCategories).toEqual(['Addresses', 'Activity'])
    expect(entry.isSoldSeparately).toBe(true)
    expect(entry.studioMetricConfig).toMatchObject({
      chartType: 'column',
      defaultChartStyle: 'column',
      alerts: false,
      upgradeOption: true,
      workbench: true,
    })
    expect(entry.tier).toBe(1)
  })

  it('offers guests an upgrade on market cap, not on the plain price chart', () => {
    // A guest sees the chart's upgrade prompt on a tier 1 metric with upgradeOption
    // (src/core/permissions.ts); tier 1 metrics offer none unless their definition says so.
    const config = (code: string) =>
      catalogMetrics().find((entry) => entry.metricCode === code)?.studioMetricConfig
    expect(config('MarketMarketcapUsd')?.upgradeOption).toBe(true)
    expect(config('MarketPriceUsdClose')?.upgradeOption).toBe(false)
    expect(config('MarketPriceUsdOhlc')?.upgradeOption).toBe(false)
  })

  it('draws breakdowns as several lines and offers them no moving averages', () => {
    const config = only({
      ...valueMetric({}),
      shape: 'object',
      kind: 'breakdown',
      daily: () => ({ start: 0, o: {} }),
    } as MetricDefinition).studioMetricConfig
    expect(config.chartType).toBe('timeSeriesMultiLine')
    expect(config.movingAverageOption).toBe(false)
    expect(config.alerts).toBe(false)
  })

  it('offers alerts on the metrics traders set them on', () => {
    const alerts = (path: string) =>
      catalogMetrics().find((entry) => entry.path === path)?.studioMetricConfig.alerts
    for (const path of [
      'market/price_usd_close',
      'market/marketcap_usd',
      'market/mvrv',
      'indicators/sopr',
      'indicators/net_unrealized_profit_loss',
      'exchanges/inflow_sum',
      'exchanges/outflow_sum',
      'exchanges/netflow_sum',
      'derivatives/futures_funding_rate_perpetual',
      'derivatives/futures_open_interest_sum',
    ]) {
      expect(alerts(path), path).toBe(true)
    }
  })

  it('labels groups in title case', () => {
    expect(groupLabel('derivatives_options')).toBe('Derivatives Options')
  })
})
