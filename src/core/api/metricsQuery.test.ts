import { describe, expect, it } from 'vitest'
import type { MetricDescriptor } from './metrics'
import { metricMetadataQuerySchema } from './metricsMetadata'
import { parseMetricsQuery } from './metricsQuery'

const descriptor: MetricDescriptor = {
  path: 'distribution/balance_exchanges',
  code: 'DistributionBalanceExchanges',
  name: 'Balance on Exchanges',
  group: 'distribution',
  tier: 2,
  assets: ['ETH', 'BTC'],
  resolutions: ['1h', '24h'],
  currencies: ['native', 'usd'],
  shape: 'value',
  parameters: { e: ['aggregated', 'binance'], miner: ['aggregated'] },
  description: '',
}

const parse = (query: Record<string, unknown>, d: MetricDescriptor = descriptor) =>
  parseMetricsQuery(query, d)

describe('parseMetricsQuery', () => {
  it('applies the defaults and normalises case to the descriptor’s spelling', () => {
    expect(parse({ a: ' btc ', e: 'BINANCE', referrer: 'x', unknown: ['1', '2'] })).toEqual({
      success: true,
      data: {
        asset: 'BTC',
        interval: '24h',
        currency: 'native',
        params: { e: 'binance' },
        since: undefined,
        until: undefined,
        format: 'json',
        timestampFormat: 'unix',
        apiKey: undefined,
      },
    })
  })

  it('reads 13-digit timestamps as milliseconds and accepts the older spellings', () => {
    const result = parse({
      a: 'ETH',
      since: '1704067200000',
      until: '1704153600',
      resolution: '1h',
    })
    expect(result).toMatchObject({
      success: true,
      data: { since: 1704067200, until: 1704153600, interval: '1h' },
    })
    expect(parse({ a: 'ETH', s: '5', since: '9' })).toMatchObject({ data: { since: 5 } })
  })

  it('defaults c to the only currency and i to the first interval when there is no 24h', () => {
    const usdOnly = { ...descriptor, currencies: ['usd' as const], resolutions: ['10m' as const] }
    expect(parse({ a: 'ETH' }, usdOnly)).toMatchObject({
      data: { currency: 'usd', interval: '10m' },
    })
  })

  it('treats empty values as absent and reports the first wrong parameter', () => {
    expect(parse({ a: 'ETH', e: '', c: '', i: '' })).toMatchObject({ success: true })
    expect(parse({ a: 'ETH', miner: 'f2pool', e: 'x' })).toEqual({
      success: false,
      message: 'parameter e=x is invalid, allowed values: aggregated, binance',
    })
    expect(parse({ a: 'ETH', e: ['binance', 'aggregated'] })).toEqual({
      success: false,
      message: 'parameter e must be given once',
    })
    expect(parse({ a: 'x'.repeat(300) })).toEqual({
      success: false,
      message: 'parameter a is longer than 256 characters',
    })
  })
})

describe('parseMetricsQuery with f=binary', () => {
  it('accepts unix timestamps only: binary columns hold float64 seconds', () => {
    expect(parse({ a: 'ETH', f: 'Binary' })).toMatchObject({
      success: true,
      data: { format: 'binary', timestampFormat: 'unix' },
    })
    expect(parse({ a: 'ETH', f: 'binary', timestamp_format: 'humanized' })).toEqual({
      success: false,
      message:
        'parameter timestamp_format=humanized is not available with f=binary, whose times are unix seconds',
    })
  })
})

describe('metricMetadataQuerySchema', () => {
  it('requires a code (without one, the public form asks for its path)', () => {
    expect(metricMetadataQuerySchema.safeParse({}).error?.issues[0]?.message).toBe(
      'parameter path is required',
    )
    expect(metricMetadataQuerySchema.parse({ code: ' X ', a: 'btc' })).toEqual({
      code: 'X',
      a: 'btc',
    })
  })
})
