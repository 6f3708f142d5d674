import type { AddressInfo } from 'node:net'
import { GlassnodeAPI, GlassnodeApiError } from 'glassnode-api'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createDemoSource } from '../demo/demoSource'
import { apiKeyUser } from '../testing/apiKeyUser'
import { buildTestApp, type TestApp } from '../testing/testApp'

/*
 * The npm client of the public API (`glassnode-api`), pointed at this server as a user of that
 * API would point it: every call it offers, against a real listening server over the demo
 * dataset, with an API key made the way users make theirs. The client validates each answer
 * with its own zod schemas, so a shape it does not accept fails here.
 */

const origin = 'https://studio.test'
// 2025-06-01T12:03Z: the 10-minute step is 12:00, the daily points of May are closed.
const clockMs = Date.UTC(2025, 5, 1, 12, 3)
const now = Date.UTC(2025, 5, 1, 12, 0) / 1000
const day = 86_400
const since = Date.UTC(2025, 4, 1) / 1000

describe('the glassnode-api client against this server', () => {
  let test: TestApp
  let client: GlassnodeAPI
  const source = createDemoSource()

  beforeAll(async () => {
    test = await buildTestApp(
      { PUBLIC_ORIGIN: origin },
      { metricSource: source, clock: () => clockMs },
    )
    const apiKey = await apiKeyUser(test, 'quant@example.com', origin, 'professional')
    await test.app.listen({ host: '127.0.0.1', port: 0 })
    const { port } = test.app.server.address() as AddressInfo
    client = new GlassnodeAPI({ apiKey, apiUrl: `http://127.0.0.1:${port}` })
  })
  afterAll(() => test.close())

  it('getAssetMetadata: every asset of the source', async () => {
    const assets = await client.getAssetMetadata()
    expect(assets.map((asset) => asset.symbol)).toEqual(source.assets().map((a) => a.symbol))
    expect(assets.find((asset) => asset.symbol === 'USDT')).toMatchObject({
      asset_type: 'TOKEN',
      external_ids: { coingecko: 'tether' },
    })
  })

  it('getMetricList: every metric path, with a leading slash', async () => {
    const paths = await client.getMetricList()
    expect(paths).toEqual(source.descriptors().map((descriptor) => `/${descriptor.path}`))
    expect(paths).toContain('/indicators/sopr_pit')
  })

  it('getMetricMetadata: every metric of the list, and one narrowed to an asset', async () => {
    for (const path of await client.getMetricList()) {
      const metadata = await client.getMetricMetadata(path)
      expect(metadata.path).toBe(path)
      expect(metadata.queried).toEqual({ path })
    }
    const price = await client.getMetricMetadata('/market/price_usd_close', { a: 'BTC' })
    expect(price).toMatchObject({
      tier: 1,
      bulk_supported: true,
      parameters: { a: ['BTC'], c: ['usd'] },
      refs: {
        metric_variant: { base: '/market/price_usd_close', bulk: '/market/price_usd_close/bulk' },
      },
    })
    expect(price.modified).toEqual(new Date(now * 1000))
    // Tier 2.1 is an integer for the client, with our exact tier beside it.
    const sopr = await client.getMetricMetadata('indicators/sopr')
    expect(sopr.refs.metric_variant?.pit).toBe('/indicators/sopr_pit')
    const pit = await client.getMetricMetadata('/indicators/sopr_pit')
    // Its docs: the API reference, opened at the series operation (docs/api.md).
    expect(pit).toMatchObject({
      is_pit: true,
      refs: { docs: expect.stringMatching(/\/docs\/api#\/metrics\/getMetricSeries$/) },
    })
  })

  it('getMetricStats: lag percentiles per resolution, for the metric and for one asset', async () => {
    const stats = await client.getMetricStats('/market/price_usd_close')
    expect(stats.lag[0]).toMatchObject({ unit: 'seconds', window: '30d' })
    expect(Object.keys(stats.lag[0]?.resolution ?? {})).toEqual([
      '10m',
      '1h',
      '24h',
      '1w',
      '1month',
    ])
    const btc = await client.getMetricStats('/indicators/sopr', { a: 'BTC' })
    expect(Object.keys(btc.lag[0]?.resolution ?? {})).toEqual(['24h', '1w', '1month'])
  })

  it('callMetric: a series, the same numbers the source computes', async () => {
    const points = await client.callMetric<{ t: number; v: number }[]>('/market/price_usd_close', {
      a: 'BTC',
      s: String(since),
      u: String(since + 2 * day),
    })
    const history = source.series(
      'market/price_usd_close',
      { asset: 'BTC', interval: '24h', currency: 'usd', params: {} },
      now,
    )
    const first = Array.from(history.t).indexOf(since)
    expect(points).toEqual(
      [0, 1, 2].map((i) => ({ t: since + i * day, v: history.v?.[first + i] })),
    )
  })

  it('callBulkMetric: every asset at once, equal to the single calls it replaces', async () => {
    const bulk = await client.callBulkMetric('/market/price_usd_close', {
      a: '*',
      s: String(since),
      u: String(since + 30 * day),
    })
    expect(bulk).toHaveLength(31)
    const btc = await client.callMetric<{ t: number; v: number }[]>('/market/price_usd_close', {
      a: 'BTC',
      s: String(since),
      u: String(since + 30 * day),
    })
    expect(bulk.map((row) => row.bulk.find((entry) => entry.a === 'BTC')?.v)).toEqual(
      btc.map((point) => point.v),
    )
    const assets = new Set(bulk.flatMap((row) => row.bulk.map((entry) => entry.a)))
    expect(assets.size).toBe(source.descriptor('market/price_usd_close')?.assets.length)
  })

  it('surfaces errors as the client reports those of the public API: status and message', async () => {
    const failure = (promise: Promise<unknown>) =>
      promise.then(
        () => undefined,
        (error: unknown) => error,
      )
    const notFound = await failure(client.getMetricMetadata('/market/nope'))
    expect(notFound).toBeInstanceOf(GlassnodeApiError)
    expect(notFound).toMatchObject({ status: 404, detail: 'Metric not found: /market/nope' })
    const badAsset = await failure(client.callMetric('/market/price_usd_close', { a: 'NOPE' }))
    expect(badAsset).toMatchObject({
      status: 400,
      detail: expect.stringMatching(/^parameter a=NOPE is invalid, allowed values: BTC, ETH/),
    })
    const tooLong = await failure(
      client.callBulkMetric('/market/price_usd_close', { a: '*', s: String(since - 60 * day) }),
    )
    expect(tooLong).toMatchObject({
      status: 400,
      detail: expect.stringMatching(/too large time range/),
    })
    const { port } = test.app.server.address() as AddressInfo
    const stranger = new GlassnodeAPI({ apiKey: 'made-up', apiUrl: `http://127.0.0.1:${port}` })
    expect(await failure(stranger.getAssetMetadata())).toMatchObject({
      status: 401,
      detail: 'Invalid API key',
    })
  })
})
