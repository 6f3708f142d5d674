import type { LightMyRequestResponse } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { assetListResponseSchema, maxAssetListPageSize } from '@/core/api/assetList'
import { apiErrorSchema } from '@/core/api/error'
import { topAssets } from '@/core/constants'
import { createDemoSource } from '../demo/demoSource'
import { buildTestApp, type TestApp } from '../testing/testApp'

const clockMs = Date.UTC(2026, 10, 21, 17, 3)
const now = Date.UTC(2026, 10, 21, 17, 0) / 1000
const day = 86_400
const source = createDemoSource()
const assetCount = source.assets().length

describe('GET /v1/asset-list/assets', () => {
  let test: TestApp
  beforeAll(async () => {
    test = await buildTestApp({}, { metricSource: source, clock: () => clockMs })
  })
  afterAll(() => test.close())

  const get = async (query: string) => {
    const res = await test.app.inject({ url: `/v1/asset-list/assets?${query}` })
    return { res, body: res.statusCode === 200 ? assetListResponseSchema.parse(res.json()) : null }
  }
  const expectError = (res: LightMyRequestResponse, status: number, message: unknown) => {
    expect(res.statusCode).toBe(status)
    expect(apiErrorSchema.parse(res.json()).message).toEqual(message)
  }

  it('answers every asset on one default page, top assets first, ranked by position', async () => {
    const { res, body } = await get('')
    expect(res.headers['cache-control']).toBe('public, max-age=60')
    expect(body?.meta.pagination).toEqual({ page: 1, pageSize: 100, total: assetCount })
    const rows = body?.data ?? []
    expect(rows.map((row) => row.position)).toEqual(rows.map((_, i) => i + 1))
    expect(rows.slice(0, topAssets.length).map((row) => row.asset.symbol)).toEqual([...topAssets])
    const rest = rows.slice(topAssets.length)
    const caps = rest.map((row) => row.data['market/marketcap_usd']?.latest ?? -Infinity)
    expect(caps).toEqual([...caps].sort((a, b) => b - a))
    expect(Object.keys(rows[0]?.data ?? {})).toEqual([
      'market/price_usd_close',
      'market/marketcap_usd',
      'addresses/active_count',
    ])
  })

  it('computes each table row metric from the daily series', async () => {
    const { body } = await get('a=ETH&metrics=market/price_usd_close,market/marketcap_usd')
    const row = body?.data[0]
    const price = row?.data['market/price_usd_close']
    const series = await source.series(
      'market/price_usd_close',
      { asset: 'ETH', interval: '24h', currency: 'usd', params: {} },
      now,
    )
    const v = Array.from(series.v ?? [])
    const at = (t: number) => v[Array.from(series.t).indexOf(t)] ?? NaN
    const today = Math.floor(now / day) * day
    expect(price?.latest).toBe(at(today))
    expect(price?.change_24h).toBeCloseTo(at(today) / at(today - day) - 1, 12)
    expect(price?.change_7d).toBeCloseTo(at(today) / at(today - 7 * day) - 1, 12)
    expect(price?.values_7d).toEqual(v.slice(-7))
    expect(price?.aggregated).toBeCloseTo(v.slice(-7).reduce((a, b) => a + b, 0) / 7, 6)
    // Ratios are shares of all assets, whatever the filter: market cap dominance.
    const all = await get(`metrics=market/marketcap_usd&page_size=${maxAssetListPageSize}`)
    const shares = all.body?.data.map((r) => r.data['market/marketcap_usd']?.ratio ?? 0) ?? []
    expect(shares.reduce((a, b) => a + b, 0)).toBeCloseTo(1, 9)
    const eth = all.body?.data.find((r) => r.asset.symbol === 'ETH')
    expect(row?.data['market/marketcap_usd']?.ratio).toBe(eth?.data['market/marketcap_usd']?.ratio)
    expect(row?.position).toBe(2)
  })

  it('gives null for a metric the asset lacks', async () => {
    const { body } = await get('a=usdt,btc&metrics=market/mvrv_z_score,market/price_usd_close')
    expect(body).toBeNull()
    const open = await get('a=usdt,btc&metrics=supply/current,indicators/fear_greed')
    const usdt = open.body?.data.find((row) => row.asset.symbol === 'USDT')
    expect(open.body?.data.map((row) => row.asset.symbol)).toEqual(['BTC', 'USDT'])
    expect(usdt?.data['indicators/fear_greed']).toBeNull()
    expect(usdt?.data['supply/current']?.latest).toBeGreaterThan(0)
  })

  it('paginates: totals, the last page, a page beyond the end', async () => {
    const size = 7
    const pages = Math.ceil(assetCount / size)
    const last = await get(`page=${pages}&page_size=${size}`)
    expect(last.body?.meta.pagination).toEqual({ page: pages, pageSize: size, total: assetCount })
    expect(last.body?.data.length).toBe(assetCount - (pages - 1) * size)
    expect(last.body?.data[0]?.position).toBe((pages - 1) * size + 1)
    const beyond = await get(`page=${pages + 1}&page_size=${size}`)
    expect(beyond.body?.data).toEqual([])
    expect(beyond.body?.meta.pagination.total).toBe(assetCount)
  })

  it('checks page and page_size bounds', async () => {
    expect((await get(`page_size=${maxAssetListPageSize}`)).res.statusCode).toBe(200)
    expectError(
      (await get('page_size=501')).res,
      400,
      'parameter page_size=501 is invalid, expected an integer from 1 to 500',
    )
    expectError(
      (await get('page_size=0')).res,
      400,
      'parameter page_size=0 is invalid, expected an integer from 1 to 500',
    )
    expectError(
      (await get('page=-1')).res,
      400,
      'parameter page=-1 is invalid, expected an integer of at least 1',
    )
  })

  it('filters by asset tag', async () => {
    const { body } = await get('asset_tag=stablecoin')
    const expected = source.assets().filter((asset) => asset.tags.includes('stablecoin'))
    expect(body?.data.map((row) => row.asset.symbol).sort()).toEqual(
      expected.map((asset) => asset.symbol).sort(),
    )
    expect(body?.meta.pagination.total).toBe(expected.length)
    expect(body?.data.map((row) => row.position)).toEqual(
      ['USDT', 'USDC'].map((s) => topAssets.indexOf(s as never) + 1),
    )
  })

  it('names the wrong parameter and the allowed values', async () => {
    const symbols = source.assets().map((asset) => asset.symbol)
    expectError(
      (await get('a=BTC,XYZ')).res,
      400,
      `parameter a=XYZ is invalid, allowed values: ${symbols.join(', ')}`,
    )
    const unknown = await get('metrics=market/nope')
    expectError(
      unknown.res,
      400,
      expect.stringMatching(
        /^parameter metrics=market\/nope is invalid, allowed values: market\/price_usd_close, /,
      ),
    )
    expectError(
      (await get('asset_tag=shiny')).res,
      400,
      expect.stringMatching(
        /^parameter asset_tag=shiny is invalid, allowed values: top, stablecoin,/,
      ),
    )
  })

  it('answers a metric above the guest plan 403', async () => {
    const { res } = await get('metrics=market/mvrv')
    expect(res.statusCode).toBe(403)
    expect(apiErrorSchema.parse(res.json())).toMatchObject({
      message: 'Forbidden: Please upgrade to the Advanced plan.',
      allowed_plans: ['advanced', 'professional', 'professional_ml'],
    })
  })
})
