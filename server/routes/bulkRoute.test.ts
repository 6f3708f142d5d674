import type { LightMyRequestResponse } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { apiErrorSchema } from '@/core/api/error'
import { bulkResponseSchema } from '@/core/api/publicMetadata'
import { rateLimits } from '@/core/metricAccess'
import { apiKeyUser } from '../testing/apiKeyUser'
import {
  buildPublicApiApp,
  publicApiNow,
  publicApiOrigin,
  type PublicApiApp,
} from '../testing/publicApiApp'

/*
 * GET /v1/metrics/{path}/bulk against the demo dataset with an imported series over it: the
 * public API's shape, values equal to the single series they replace, entries without a value
 * left out, the range limits per resolution, plan gating and rate limits.
 */

const day = 86_400
const today = Math.floor(publicApiNow / day) * day
const price = '/v1/metrics/market/price_usd_close'
// An imported BTC series with a gap, beside the demo's: a bulk entry is absent, never null.
const gapDays = Array.from({ length: 5 }, (_, i) => today - (5 - i) * day)

describe('GET /v1/metrics/{path}/bulk', () => {
  let test: PublicApiApp
  let advancedKey: string
  const get = (url: string, headers: Record<string, string> = {}, ip = '10.0.0.1') =>
    test.app.inject({ url, headers: { 'accept-encoding': '', ...headers }, remoteAddress: ip })
  const expectError = (res: LightMyRequestResponse, status: number, message: RegExp | string) => {
    expect(res.statusCode).toBe(status)
    const body = apiErrorSchema.strict().parse(res.json())
    expect(body.message).toMatch(message)
    return body
  }
  const bulk = async (url: string, headers: Record<string, string> = {}) => {
    const res = await get(url, headers)
    expect(res.statusCode, res.body).toBe(200)
    return bulkResponseSchema.strict().parse(res.json()).data
  }
  /** The single-series values the bulk answer replaces, by asset and time. */
  const single = async (asset: string, query: string) => {
    const res = await get(`${price}?a=${asset}&${query}`)
    return new Map(res.json<{ t: number; v: number | null }[]>().map((p) => [p.t, p.v]))
  }

  beforeAll(async () => {
    test = await buildPublicApiApp([
      {
        key: { path: 'custom/gappy', asset: 'BTC', resolution: '24h' },
        points: { t: Float64Array.from(gapDays), v: Float64Array.from([1, NaN, 3, NaN, 5]) },
        importedAtMs: publicApiNow * 1000,
      },
      {
        key: { path: 'custom/gappy', asset: 'ETH', resolution: '24h' },
        points: { t: Float64Array.from(gapDays), v: Float64Array.from([10, 20, NaN, NaN, 50]) },
        importedAtMs: publicApiNow * 1000,
      },
    ])
    advancedKey = await apiKeyUser(test, 'bulk@example.com', publicApiOrigin, 'advanced')
  })
  afterAll(() => test.close())

  it('answers every asset at once over the largest daily range, equal to the single calls', async () => {
    // 31 days back from now (12:00): the days from 30 days ago to today's open one.
    const since = publicApiNow - 31 * day
    const data = await bulk(`${price}/bulk?a=*&s=${since}`)
    expect(data.map((row) => row.t)).toEqual(
      Array.from({ length: 31 }, (_, i) => today - 30 * day + i * day),
    )
    const assets = test.source.descriptor('market/price_usd_close')?.assets ?? []
    for (const asset of assets) {
      const values = await single(asset, `s=${since}`)
      expect(data.map((row) => row.bulk.find((entry) => entry.a === asset)?.v)).toEqual(
        data.map((row) => values.get(row.t as number)),
      )
    }
    // No `a` means every asset too; entries follow the metric's asset order.
    expect(await bulk(`${price}/bulk?s=${since}`)).toEqual(data)
    expect(data[0]?.bulk.map((entry) => entry.a)).toEqual(assets)
  })

  it('takes repeated a, any case, in the order of the metric', async () => {
    const data = await bulk(`${price}/bulk?a=eth&a=BTC&s=${today - 2 * day}&u=${today - day}`)
    expect(data).toHaveLength(2)
    for (const row of data) expect(row.bulk.map((entry) => entry.a)).toEqual(['BTC', 'ETH'])
  })

  it('leaves out entries without a value, and times without any', async () => {
    const data = await bulk(`/v1/metrics/custom/gappy/bulk?a=*&s=${gapDays[0]}`)
    expect(data).toEqual([
      {
        t: gapDays[0],
        bulk: [
          { a: 'BTC', v: 1 },
          { a: 'ETH', v: 10 },
        ],
      },
      { t: gapDays[1], bulk: [{ a: 'ETH', v: 20 }] },
      { t: gapDays[2], bulk: [{ a: 'BTC', v: 3 }] },
      {
        t: gapDays[4],
        bulk: [
          { a: 'BTC', v: 5 },
          { a: 'ETH', v: 50 },
        ],
      },
    ])
    const res = await get(`/v1/metrics/custom/gappy/bulk?s=${gapDays[0]}`)
    expect(res.headers['x-data-source']).toBe('import')
  })

  it('holds the public range limits per resolution, and answers 400 beyond them', async () => {
    const limits = { '10m': 10, '1h': 10, '24h': 31, '1w': 93, '1month': 93 }
    for (const [i, days] of Object.entries(limits)) {
      const edge = await get(`${price}/bulk?a=BTC&i=${i}&s=${publicApiNow - days * day}`)
      expect(edge.statusCode, i).toBe(200)
      expectError(
        await get(`${price}/bulk?a=BTC&i=${i}&s=${publicApiNow - days * day - 600}`),
        400,
        `too large time range: a bulk request covers at most ${days} days at i=${i}`,
      )
    }
    // The range is measured to `u`, or to now when `u` is later or absent.
    const old = today - 400 * day
    expect((await get(`${price}/bulk?a=BTC&s=${old}&u=${old + 31 * day}`)).statusCode).toBe(200)
    const tenMinutes = await bulk(`${price}/bulk?a=BTC&a=ETH&i=10m&s=${publicApiNow - 3600}`)
    expect(tenMinutes.map((row) => row.t)).toEqual(
      Array.from({ length: 7 }, (_, k) => publicApiNow - 3600 + k * 600),
    )
  })

  it('answers humanized timestamps when asked', async () => {
    const [row] = await bulk(
      `${price}/bulk?a=BTC&s=${today - day}&u=${today - day}&timestamp_format=humanized`,
    )
    expect(row?.t).toBe(new Date((today - day) * 1000).toISOString().replace('.000Z', 'Z'))
  })

  it('answers wrong requests with the public wording', async () => {
    expectError(
      await get(`${price}/bulk?a=BTC`),
      400,
      'parameter s is required: a bulk request covers at most 31 days at i=24h',
    )
    expectError(
      await get(`${price}/bulk?a=NOPE&s=${today}`),
      400,
      /^parameter a=NOPE is invalid, allowed values: BTC, ETH/,
    )
    expectError(
      await get(`${price}/bulk?f=csv&s=${today}`),
      400,
      'parameter f=csv is invalid, allowed values: json',
    )
    expectError(await get(`${price}/bulk?i=2h&s=${today}`), 400, /^parameter i=2h is invalid/)
    expectError(
      await get(`${price}/bulk?s=${today}&u=${today - day}`),
      400,
      /^parameter s=\d+ is after u=/,
    )
    expectError(await get('/v1/metrics/market/nope/bulk?s=1'), 404, 'Metric not found: market/nope')
    expectError(
      await get(`/v1/metrics/market/price_usd_ohlc/bulk?s=${today}`),
      404,
      'Metric market/price_usd_ohlc has no bulk variant: its points are not single values',
    )
  })

  it('gates plans as a single series does, by X-Api-Key or api_key', async () => {
    const sopr = `/v1/metrics/indicators/sopr/bulk?a=*&s=${today - 7 * day}`
    const forbidden = expectError(
      await get(sopr, {}, '10.0.0.2'),
      403,
      'Forbidden: Please upgrade to the Advanced plan.',
    )
    expect(forbidden.allowed_plans).toEqual(['advanced', 'professional', 'professional_ml'])
    expect((await get(sopr, { 'x-api-key': advancedKey })).statusCode).toBe(200)
    const byParam = await get(`${sopr}&api_key=${advancedKey}`)
    expect(byParam.statusCode).toBe(200)
    expect(byParam.headers['cache-control']).toBe('private, max-age=60')
    expectError(await get(sopr, { 'x-api-key': 'made-up' }), 401, 'Invalid API key')
  })

  it('takes one rate-limit token per asset asked for; metadata keeps its own limit', async () => {
    const ip = '10.0.0.3'
    const assets = test.source.descriptor('market/price_usd_close')?.assets.length ?? 0
    const url = `${price}/bulk?a=*&s=${today - day}`
    const allowed = Math.floor(rateLimits.guest.requests / assets)
    for (let k = 0; k < allowed; k++) expect((await get(url, {}, ip)).statusCode).toBe(200)
    const limited = await get(url, {}, ip)
    expectError(limited, 429, /^Too many requests, retry in \d+ s$/)
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0)
    // A one-asset bulk still fits in what is left; single series share the bucket.
    const left = rateLimits.guest.requests - allowed * assets
    for (let k = 0; k < left; k++) {
      expect((await get(`${price}/bulk?a=BTC&s=${today}`, {}, ip)).statusCode).toBe(200)
    }
    expect((await get(`${price}?a=BTC`, {}, ip)).statusCode).toBe(429)
    expect((await get('/v1/metadata/metric?path=/market/price_usd_close', {}, ip)).statusCode).toBe(
      200,
    )
  })
})
