import type { LightMyRequestResponse } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { apiErrorSchema } from '@/core/api/error'
import { metricMetadataSchema } from '@/core/api/metricsMetadata'
import {
  metricPathListSchema,
  metricStatsSchema,
  publicAssetListSchema,
  publicMetricMetadataSchema,
} from '@/core/api/publicMetadata'
import { apiKeyUser } from '../testing/apiKeyUser'
import {
  buildPublicApiApp,
  publicApiNow,
  publicApiOrigin,
  type PublicApiApp,
} from '../testing/publicApiApp'

/*
 * Contract tests of the metadata endpoints in the public API's shapes (docs/api.md, "Public
 * metadata") over the demo dataset with an imported series laid over it: every asset, every
 * metric, the list, the lag statistics, and the errors.
 */

const day = 86_400
const today = Math.floor(publicApiNow / day) * day
// Ten closed days of an imported signal, imported two hours after the last one closed, then
// one more day imported 45 minutes after it closed.
const signal = { path: 'custom/signal', asset: 'BTC', resolution: '24h' } as const
const tenDays = Array.from({ length: 10 }, (_, i) => today - (11 - i) * day)

describe('public metadata endpoints', () => {
  let test: PublicApiApp
  let apiKey: string
  const get = (url: string, headers: Record<string, string> = {}) =>
    test.app.inject({ url, headers: { 'accept-encoding': '', ...headers } })
  const expectError = (res: LightMyRequestResponse, status: number, message: string) => {
    expect(res.statusCode).toBe(status)
    expect(apiErrorSchema.strict().parse(res.json())).toMatchObject({ status, message })
  }

  beforeAll(async () => {
    test = await buildPublicApiApp([
      {
        key: signal,
        points: { t: Float64Array.from(tenDays), v: Float64Array.from(tenDays, (_, i) => i) },
        importedAtMs: (today - day + 2 * 3600) * 1000,
      },
      {
        key: signal,
        points: {
          t: Float64Array.from([...tenDays, today - day]),
          v: Float64Array.from({ length: 11 }, (_, i) => i),
        },
        importedAtMs: (today + 45 * 60) * 1000,
      },
      {
        // An asset only imports have, at 1h only, on a metric the demo serves daily.
        key: { path: 'market/price_usd_close', asset: 'NEWC', resolution: '1h' },
        points: { t: Float64Array.from([today, today + 3600]), v: Float64Array.from([1, 2]) },
        importedAtMs: (today + 2 * 3600) * 1000,
      },
    ])
    apiKey = await apiKeyUser(test, 'meta@example.com', publicApiOrigin, 'professional')
  })
  afterAll(() => test.close())

  it('GET /v1/metadata/assets: every asset of the source in the public shape', async () => {
    const res = await get('/v1/metadata/assets')
    expect(res.statusCode).toBe(200)
    const { data } = publicAssetListSchema.strict().parse(res.json())
    expect(data.map((asset) => asset.symbol)).toEqual(test.source.assets().map((a) => a.symbol))
    expect(data.find((asset) => asset.id === 'BTC')).toMatchObject({
      asset_type: 'BLOCKCHAIN',
      blockchains: [{ blockchain: 'bitcoin', address: '', on_chain_support: true }],
      logo_url: `${publicApiOrigin}/crypto-icons/btc.svg`,
    })
    const stable = await get(
      `/v1/metadata/assets?filter=${encodeURIComponent("asset.tags.exists(t, t == 'stablecoin') && asset.asset_type == 'TOKEN'")}`,
    )
    expect(publicAssetListSchema.parse(stable.json()).data.map((a) => a.symbol)).toEqual(
      test.source
        .assets()
        .filter((asset) => asset.assetTags.includes('stablecoin') && asset.assetType === 'token')
        .map((asset) => asset.symbol),
    )
  })

  it('GET /v1/metadata/metrics: the list equals the catalog, gated tiers and variants included', async () => {
    const res = await get('/v1/metadata/metrics')
    const paths = metricPathListSchema.parse(res.json())
    expect(paths).toEqual(test.source.descriptors().map((d) => `/${d.path}`))
    expect(paths).toEqual(expect.arrayContaining(['/custom/signal', '/market/mvrv_pit']))
    const tier3 = test.source.descriptors().find((d) => d.tier === 3)
    expect(paths).toContain(`/${tier3?.path}`)
    const forLtc = metricPathListSchema.parse((await get('/v1/metadata/metrics?a=LTC&i=1h')).json())
    expect(forLtc.length).toBeGreaterThan(0)
    for (const path of forLtc) {
      const descriptor = test.source.descriptor(path.slice(1))
      expect(descriptor?.assets).toContain('LTC')
      expect(descriptor?.resolutions).toContain('1h')
    }
  })

  it('GET /v1/metadata/metric?path=: the public shape for every metric of the catalog', async () => {
    for (const descriptor of test.source.descriptors()) {
      const res = await get(`/v1/metadata/metric?path=/${descriptor.path}`)
      expect(res.statusCode, descriptor.path).toBe(200)
      const metadata = publicMetricMetadataSchema.strict().parse(res.json())
      const pit = test.source.descriptor(`${descriptor.path}_pit`)
      expect(metadata).toMatchObject({
        path: `/${descriptor.path}`,
        tier: Math.floor(descriptor.tier),
        studio_tier: descriptor.tier,
        code: descriptor.code,
        modified: publicApiNow,
        bulk_supported: descriptor.shape === 'value',
        queried: { path: `/${descriptor.path}` },
        parameters: { a: descriptor.assets, i: descriptor.resolutions, c: descriptor.currencies },
        descriptors: { name: descriptor.name, description: { default: descriptor.description } },
      })
      expect(metadata.timerange.max).toBe(publicApiNow)
      expect(metadata.refs.metric_variant.pit).toBe(pit === undefined ? undefined : `/${pit.path}`)
      expect(metadata.refs.studio).toBe(
        `${publicApiOrigin}/charts/${descriptor.code.replace(/Pit$/, '')}`,
      )
    }
  })

  it('GET /v1/metadata/metric: tier 2.1 as 2, variants linked both ways, narrowed by asset', async () => {
    const tier21 = test.source.descriptors().find((d) => d.tier === 2.1)
    const meta = publicMetricMetadataSchema.parse(
      (await get(`/v1/metadata/metric?path=${tier21?.path}`)).json(),
    )
    expect([meta.tier, meta.studio_tier]).toEqual([2, 2.1])

    const base = publicMetricMetadataSchema.parse(
      (await get('/v1/metadata/metric?path=v1/metrics/indicators/sopr&a=btc&i=1w')).json(),
    )
    expect(base).toMatchObject({
      is_pit: false,
      queried: { path: '/indicators/sopr', a: 'BTC', i: '1w' },
      parameters: { a: ['BTC'], i: ['1w'], c: ['native'] },
      refs: {
        docs: 'https://studio.test/docs/api#/metrics/getMetricSeries',
        metric_variant: {
          base: '/indicators/sopr',
          bulk: '/indicators/sopr/bulk',
          pit: '/indicators/sopr_pit',
        },
      },
    })
    // One asset: the range of its own points, here from its first traded day to today.
    expect(base.timerange.max).toBe(today)
    const pit = publicMetricMetadataSchema.parse(
      (await get('/v1/metadata/metric?path=indicators/sopr_pit&a=BTC')).json(),
    )
    expect(pit).toMatchObject({
      is_pit: true,
      bulk_supported: false,
      refs: {
        docs: 'https://studio.test/docs/api#/metrics/getMetricSeries',
        metric_variant: { base: '/indicators/sopr' },
      },
    })
    expect(pit.timerange.max).toBe(today - day)
    // An asset only imports have at another interval: the range from its first day.
    const newcoin = publicMetricMetadataSchema.parse(
      (await get('/v1/metadata/metric?path=market/price_usd_close&a=NEWC')).json(),
    )
    expect(newcoin.timerange).toEqual({ min: today, max: publicApiNow })
    // Nor does it break the home page's table, where it has no daily price.
    const row = await get('/v1/asset-list/assets?a=NEWC&metrics=market/price_usd_close')
    expect(row.statusCode).toBe(200)
    expect(row.json()).toMatchObject({ data: [{ data: { 'market/price_usd_close': null } }] })
    // The app's ?code= form keeps its shape; a variant is `pit` there.
    const app = metricMetadataSchema
      .strict()
      .parse((await get('/v1/metadata/metric?code=IndicatorsSoprPit')).json())
    expect(app.refs.metric_variant).toBe('pit')
  })

  it('GET /v1/metadata/metric/stats: lags from when points became available', async () => {
    const demo = metricStatsSchema
      .strict()
      .parse((await get('/v1/metadata/metric/stats?path=/market/price_usd_close')).json())
    // The demo publishes every point at the 10-minute step that closes its interval.
    expect(demo.lag).toEqual([
      {
        unit: 'seconds',
        window: '30d',
        resolution: Object.fromEntries(
          ['10m', '1h', '24h', '1w', '1month'].map((i) => [i, { p50: 0, p90: 0, p95: 0, p99: 0 }]),
        ),
      },
    ])
    // Imported: ten points available 2 h after the last of them closed (so 2 h to 11 days
    // late), one 45 min after it closed.
    const imported = metricStatsSchema.parse(
      (await get('/v1/metadata/metric/stats?path=custom/signal&a=BTC')).json(),
    )
    const lags = [...tenDays.map((t) => today - day + 2 * 3600 - (t + day)), 45 * 60].sort(
      (a, b) => a - b,
    )
    const rank = (p: number) => lags[Math.ceil((p / 100) * lags.length) - 1]
    expect(imported.lag[0]?.resolution).toEqual({
      '24h': { p50: rank(50), p90: rank(90), p95: rank(95), p99: rank(99) },
    })
    expect(rank(50)).toBe(4 * day + 2 * 3600)
  })

  it('answers errors in the one shape, with the public wording', async () => {
    expectError(await get('/v1/metadata/metric'), 400, 'parameter path is required')
    expectError(
      await get('/v1/metadata/metric?path=/market/nope'),
      404,
      'Metric not found: /market/nope',
    )
    expectError(
      await get('/v1/metadata/metric?path=/indicators/sopr&a=SOL'),
      400,
      'parameter a=SOL is invalid, allowed values: BTC, ETH, LTC',
    )
    expectError(
      await get('/v1/metadata/metric/stats?path=/indicators/sopr&i=10m'),
      400,
      'parameter i=10m is invalid, allowed values: 24h, 1w, 1month',
    )
    expectError(await get('/v1/metadata/metric/stats'), 400, 'parameter path is required')
    expectError(
      await get(`/v1/metadata/assets?filter=${encodeURIComponent('asset.symbol.startsWith("B")')}`),
      400,
      "filter: unsupported function startsWith() at position 13 (supported: ==, !=, in, list literals ['a', 'b'], .exists(x, …), &&, ||, ! and parentheses)",
    )
  })

  it('takes the API key from X-Api-Key or api_key on the metadata endpoints and the asset list', async () => {
    for (const url of [
      '/v1/asset-list/assets?a=btc',
      '/v1/metadata/assets',
      '/v1/metadata/metrics',
      '/v1/metadata/metric?path=/market/mvrv',
      '/v1/metadata/metric/stats?path=/market/mvrv',
    ]) {
      const sep = url.includes('?') ? '&' : '?'
      expect((await get(url, { 'x-api-key': apiKey })).statusCode).toBe(200)
      expect((await get(`${url}${sep}api_key=${apiKey}`)).statusCode).toBe(200)
      expectError(await get(url, { 'x-api-key': 'made-up' }), 401, 'Invalid API key')
      expectError(await get(`${url}${sep}api_key=made-up`), 401, 'Invalid API key')
    }
  })
})
