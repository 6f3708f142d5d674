import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { buildTestApp, type TestApp } from '../../testing/testApp'
import type { MetricQuery } from '../metricSource'
import {
  fakeGlassnodeEnd,
  fakeGlassnodeStart,
  startFakeGlassnode,
  type FakeGlassnode,
} from '../testing/fakeGlassnode'
import { createUpstreamSource, type UpstreamSourceOptions } from './upstreamSource'

const day = 86_400
/** Well after the fake's last point, on the 10-minute grid. */
const clockMs = (fakeGlassnodeEnd + 30 * day) * 1000

describe('upstream source against a fake Glassnode', () => {
  let fake: FakeGlassnode
  let testApp: TestApp | undefined

  beforeAll(async () => {
    fake = await startFakeGlassnode()
  })
  afterEach(async () => {
    fake.override = undefined
    fake.requests.length = 0
    await testApp?.close()
    testApp = undefined
  })
  afterAll(() => fake.close())

  const source = (options: Partial<UpstreamSourceOptions> = {}) =>
    createUpstreamSource({ url: fake.url, apiKey: fake.apiKey, ...options })

  async function app(options: Partial<UpstreamSourceOptions> = {}) {
    testApp = await buildTestApp({}, { metricSource: await source(options), clock: () => clockMs })
    return testApp.app
  }

  const seriesRequests = () => fake.requests.filter((r) => r.path !== '/v1/metrics/endpoints')
  const query = (asset: string, currency: MetricQuery['currency'] = 'native'): MetricQuery => ({
    asset,
    interval: '24h',
    currency,
    params: {},
  })

  it('maps the upstream listing to descriptors and assets', async () => {
    const upstream = await source()
    expect(upstream.name).toBe('upstream')
    expect(upstream.descriptors()).toEqual([
      {
        path: 'market/price_usd_close',
        code: 'MarketPriceUsdClose',
        name: 'Price Usd Close',
        group: 'market',
        tier: 1,
        assets: ['BTC', 'ETH'],
        resolutions: ['24h', '1w'],
        currencies: ['native', 'usd'],
        shape: 'value',
        parameters: {},
        description: '',
      },
      expect.objectContaining({
        path: 'market/price_usd_ohlc',
        currencies: ['usd'],
        shape: 'object',
      }),
      // 2h is not an interval we serve; the rest of the entry is.
      expect.objectContaining({
        path: 'addresses/active_count',
        tier: 2,
        resolutions: ['1h', '24h'],
      }),
    ])
    expect(upstream.assets().map((a) => [a.symbol, a.name])).toEqual([
      ['BTC', 'Bitcoin'],
      ['ETH', 'Ethereum'],
      ['LTC', 'Litecoin'],
    ])
    expect(fake.requests).toEqual([
      { path: '/v1/metrics/endpoints', query: { api_key: fake.apiKey } },
    ])
  })

  it('proxies series with the asset, interval, currency and key, labelled upstream', async () => {
    const api = await app()
    const response = await api.inject({
      method: 'GET',
      url: `/v1/metrics/market/price_usd_close?a=eth&c=usd&u=${fakeGlassnodeStart + day}`,
    })
    expect(response.statusCode).toBe(200)
    expect(response.headers['x-data-source']).toBe('upstream')
    expect(response.json()).toEqual([
      { t: fakeGlassnodeStart, v: 10_000 },
      { t: fakeGlassnodeStart + day, v: 20_000 },
    ])
    expect(seriesRequests()).toEqual([
      {
        path: '/v1/metrics/market/price_usd_close',
        query: { a: 'ETH', i: '24h', c: 'usd', api_key: fake.apiKey },
      },
    ])
  })

  it('reads object points into columns', async () => {
    const api = await app()
    const response = await api.inject({
      method: 'GET',
      url: `/v1/metrics/market/price_usd_ohlc?a=BTC&f=columns&u=${fakeGlassnodeStart + day}`,
    })
    expect(response.json()).toEqual({
      t: [fakeGlassnodeStart, fakeGlassnodeStart + day],
      o: { o: [100, 101], h: [102, 103], l: [99, 100], c: [101, 102] },
    })
  })

  it('serves a series again from its cache until the TTL has passed', async () => {
    let clock = 0
    const upstream = await source({ clock: () => clock, ttlMs: 60_000 })
    const now = fakeGlassnodeEnd
    const first = await upstream.series('market/price_usd_close', query('BTC'), now)
    clock = 59_999
    const second = await upstream.series('market/price_usd_close', query('BTC'), now)
    expect(Array.from(second.v ?? [])).toEqual(Array.from(first.v ?? []))
    expect(seriesRequests()).toHaveLength(1)
    // Another currency is another series.
    await upstream.series('market/price_usd_close', query('BTC', 'usd'), now)
    expect(seriesRequests()).toHaveLength(2)

    clock = 60_000
    await upstream.series('market/price_usd_close', query('BTC'), now)
    expect(seriesRequests()).toHaveLength(3)
  })

  it('shares one upstream call between concurrent requests, and answers nothing after now', async () => {
    const upstream = await source()
    const now = fakeGlassnodeStart + 2 * day
    const [a, b] = await Promise.all([
      upstream.series('market/price_usd_close', query('BTC'), now),
      upstream.series('market/price_usd_close', query('BTC'), now),
    ])
    expect(seriesRequests()).toHaveLength(1)
    expect(Array.from(a.t)).toEqual([fakeGlassnodeStart, fakeGlassnodeStart + day, now])
    expect(Array.from(b.v ?? [])).toEqual([1, 2, 3])
  })

  it('passes an upstream 4xx through with its message, and its Retry-After', async () => {
    const api = await app()
    fake.override = () => ({
      status: 429,
      body: JSON.stringify({ error: 'rate limit exceeded' }),
      headers: { 'retry-after': '30' },
    })
    const response = await api.inject({
      method: 'GET',
      url: '/v1/metrics/market/price_usd_close?a=BTC',
    })
    expect(response.statusCode).toBe(429)
    expect(response.headers['retry-after']).toBe('30')
    expect(response.json()).toMatchObject({ message: 'Upstream: rate limit exceeded' })
  })

  it('answers 502 for upstream failures and unreadable bodies, 504 when it does not answer', async () => {
    const api = await app({ timeoutMs: 200 })
    const get = async (asset: string) => {
      const response = await api.inject({
        method: 'GET',
        url: `/v1/metrics/market/price_usd_close?a=${asset}`,
      })
      return { status: response.statusCode, message: response.json<{ message: string }>().message }
    }
    fake.override = () => ({ status: 500, body: `internal error for ${fake.apiKey}` })
    expect(await get('BTC')).toEqual({
      status: 502,
      message: 'The upstream service failed (HTTP 500)',
    })
    fake.override = () => ({ status: 200, body: '<html>maintenance</html>' })
    expect(await get('BTC')).toEqual({
      status: 502,
      message: 'The upstream service answered with an unexpected body',
    })
    fake.override = () => 'hang'
    expect(await get('ETH')).toEqual({
      status: 504,
      message: 'The upstream service did not answer within 0.2 s',
    })
  })

  it('never lets the key reach a client or the log', async () => {
    const api = await app()
    fake.override = () => ({
      status: 400,
      body: JSON.stringify({ error: `bad key ${fake.apiKey}` }),
    })
    const response = await api.inject({
      method: 'GET',
      url: '/v1/metrics/market/price_usd_close?a=BTC',
    })
    expect(response.statusCode).toBe(400)
    expect(response.json()).toMatchObject({ message: 'Upstream: bad key [redacted]' })
    expect(response.body).not.toContain(fake.apiKey)
    expect(JSON.stringify(testApp?.logs())).not.toContain(fake.apiKey)
  })

  it('refuses to start with a clear message when the upstream refuses the key or is unreachable', async () => {
    await expect(source({ apiKey: 'wrong-key-123' })).rejects.toThrow(
      `Could not load the metric list from the upstream service at ${fake.url}: Upstream: invalid api key`,
    )
    const closed = await startFakeGlassnode()
    await closed.close()
    await expect(createUpstreamSource({ url: closed.url, apiKey: 'any-key-123' })).rejects.toThrow(
      `Could not load the metric list from the upstream service at ${closed.url}: The upstream service could not be reached (ECONNREFUSED)`,
    )
  })
})
