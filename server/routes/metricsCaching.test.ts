import { brotliDecompressSync, gunzipSync } from 'node:zlib'
import { describe, expect, it } from 'vitest'
import { fakeStart } from '../metrics/testing/fakeMetricSource'
import { plainHeaders, testClockMs, useMetricsTestApp } from '../metrics/testing/metricsTestApp'
import { buildTestApp } from '../testing/testApp'

const day = 86_400
/** The pinned clock's 10-minute step: 2024-03-01T00:00:00Z, the 61st daily point. */
const now = Date.UTC(2024, 2, 1) / 1000

const { app, get } = useMetricsTestApp()

describe('HTTP caching and headers', () => {
  const ohlc = '/v1/metrics/market/price_usd_ohlc?a=BTC&i=10m'

  it('every response carries ETag, Cache-Control, Vary, X-Data-Source and the CSP', async () => {
    for (const url of [
      ohlc,
      '/v1/metrics/assets',
      '/v1/metrics/endpoints',
      '/v1/metadata/metric?code=MarketPriceUsdOhlc',
      '/v1/metadata/assets',
    ]) {
      const res = await get(url)
      expect(res.statusCode).toBe(200)
      expect(res.headers.etag).toMatch(/^"[\w-]{27}"$/)
      expect(res.headers['cache-control']).toBe('public, max-age=60')
      expect(res.headers.vary).toBe('Accept-Encoding')
      expect(res.headers['x-data-source']).toBe('demo')
      expect(res.headers['content-security-policy']).toContain("default-src 'self'")
      expect(res.headers['x-content-type-options']).toBe('nosniff')
    }
  })

  it('errors keep the security headers', async () => {
    const res = await get('/v1/metrics/addresses/active_count?a=XYZ')
    expect(res.statusCode).toBe(400)
    expect(res.headers['content-security-policy']).toContain("frame-ancestors 'self'")
  })

  it('If-None-Match with the current ETag answers 304 without a body', async () => {
    const first = await get(ohlc)
    const etag = String(first.headers.etag)
    for (const ifNoneMatch of [etag, `W/${etag}`, `"other", ${etag}`, '*']) {
      const res = await get(ohlc, { ...plainHeaders, 'if-none-match': ifNoneMatch })
      expect(res.statusCode).toBe(304)
      expect(res.body).toBe('')
      expect(res.headers.etag).toBe(etag)
      expect(res.headers['cache-control']).toBe('public, max-age=60')
      expect(res.headers['x-data-source']).toBe('demo')
      expect(res.headers['content-security-policy']).toBeDefined()
    }
    const stale = await get(ohlc, { ...plainHeaders, 'if-none-match': '"something-else"' })
    expect(stale.statusCode).toBe(200)
    expect(stale.body).toBe(first.body)
  })

  it('compresses with gzip or brotli when accepted, each coding with its own ETag', async () => {
    const identity = await get(ohlc)
    expect(identity.rawPayload.length).toBeGreaterThan(100_000)
    expect(identity.headers['content-encoding']).toBeUndefined()

    const gzip = await get(ohlc, { 'accept-encoding': 'gzip, deflate' })
    expect(gzip.headers['content-encoding']).toBe('gzip')
    expect(gzip.rawPayload.length).toBeLessThan(identity.rawPayload.length / 4)
    expect(gunzipSync(gzip.rawPayload).equals(identity.rawPayload)).toBe(true)
    expect(gzip.headers.etag).toBe(String(identity.headers.etag).replace(/"$/, '-gzip"'))

    const br = await get(ohlc, { 'accept-encoding': 'gzip, deflate, br' })
    expect(br.headers['content-encoding']).toBe('br')
    expect(brotliDecompressSync(br.rawPayload).equals(identity.rawPayload)).toBe(true)

    const refused = await get(ohlc, { 'accept-encoding': 'br;q=0, gzip' })
    expect(refused.headers['content-encoding']).toBe('gzip')

    // A client that got the gzip variant may revalidate without gzip.
    const revalidated = await get(ohlc, {
      ...plainHeaders,
      'if-none-match': String(gzip.headers.etag),
    })
    expect(revalidated.statusCode).toBe(304)
  })

  it('f=binary: its own ETag and cache entry, 304, gzip and brotli like the text forms', async () => {
    const binary = `${ohlc}&f=binary`
    const identity = await get(binary)
    expect(identity.statusCode).toBe(200)
    expect(identity.headers['content-type']).toBe('application/octet-stream')
    expect(identity.headers.etag).toMatch(/^"[\w-]{27}"$/)
    expect(identity.headers.etag).not.toBe((await get(`${ohlc}&f=columns`)).headers.etag)
    expect(identity.headers['cache-control']).toBe('public, max-age=60')
    expect(identity.headers.vary).toBe('Accept-Encoding')
    // 8641 ten-minute points, t and four keys as float64.
    expect(identity.rawPayload.length).toBeGreaterThan(8641 * 5 * 8)

    const calls = app().source.seriesCalls.length
    const again = await get(binary)
    expect(again.rawPayload.equals(identity.rawPayload)).toBe(true)
    expect(again.headers.etag).toBe(identity.headers.etag)

    const gzip = await get(binary, { 'accept-encoding': 'gzip' })
    expect(gzip.headers['content-encoding']).toBe('gzip')
    expect(gunzipSync(gzip.rawPayload).equals(identity.rawPayload)).toBe(true)
    expect(gzip.headers.etag).toBe(String(identity.headers.etag).replace(/"$/, '-gzip"'))
    expect(gzip.headers['content-type']).toBe('application/octet-stream')
    const br = await get(binary, { 'accept-encoding': 'gzip, br' })
    expect(br.headers['content-encoding']).toBe('br')
    expect(brotliDecompressSync(br.rawPayload).equals(identity.rawPayload)).toBe(true)
    expect(br.rawPayload.length).toBeLessThan(identity.rawPayload.length / 2)
    // Served from the response cache and the history cache: the source is not asked again.
    expect(app().source.seriesCalls).toHaveLength(calls)

    for (const etag of [identity.headers.etag, gzip.headers.etag, br.headers.etag]) {
      const res = await get(binary, { 'accept-encoding': 'br', 'if-none-match': String(etag) })
      expect(res.statusCode).toBe(304)
      expect(res.rawPayload.length).toBe(0)
    }
  })

  it('leaves tiny bodies uncompressed', async () => {
    const res = await get(`${ohlc}&u=${fakeStart}`, { 'accept-encoding': 'gzip, br' })
    expect(res.headers['content-encoding']).toBeUndefined()
    expect(res.json()).toHaveLength(1)
  })

  it('a repeated request is served from the cache: same bytes, no source call', async () => {
    const url = '/v1/metrics/distribution/balance_exchanges?a=BTC&i=1h&e=binance'
    const first = await get(url, { 'accept-encoding': 'gzip' })
    const calls = app().source.seriesCalls.length
    const second = await get(url, { 'accept-encoding': 'gzip' })
    expect(second.rawPayload.equals(first.rawPayload)).toBe(true)
    expect(second.headers.etag).toBe(first.headers.etag)
    expect(app().source.seriesCalls).toHaveLength(calls)

    // Other windows and formats of the same history reuse it too.
    await get(`${url}&s=${now - day}&f=csv`)
    // A `u` at or after now asks for the same points as no `u`.
    const untilLater = await get(`${url}&u=${now + 3600}`, { 'accept-encoding': 'gzip' })
    expect(untilLater.headers.etag).toBe(first.headers.etag)
    expect(app().source.seriesCalls).toHaveLength(calls)
  })

  it('the next 10-minute step reads the source again', async () => {
    const url = '/v1/metrics/market/price_usd_ohlc?a=SOL&i=1h'
    await get(url)
    const calls = app().source.seriesCalls.length
    app().setClock(testClockMs + 2 * 60_000) // 00:09, the same step
    await get(url)
    expect(app().source.seriesCalls).toHaveLength(calls)
    app().setClock(testClockMs + 3 * 60_000) // 00:10, the next step
    await get(url)
    expect(app().source.seriesCalls).toHaveLength(calls + 1)
    expect(app().source.seriesCalls.at(-1)?.now).toBe(now + 600)
  })
})

describe('without a metric source', () => {
  it('does not register the metrics routes', async () => {
    const test = await buildTestApp()
    try {
      const res = await test.app.inject('/v1/metrics/assets')
      expect(res.statusCode).toBe(404)
      expect(res.json()).toMatchObject({ message: 'No route for GET /v1/metrics/assets' })
    } finally {
      await test.close()
    }
  })
})
