import type { LightMyRequestResponse } from 'fastify'
import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import { apiErrorSchema } from '@/core/api/error'
import { assetSchema } from '@/core/api/assets'
import { dataPointSchema, metricDescriptorSchema, seriesColumnsSchema } from '@/core/api/metrics'
import { metricMetadataSchema } from '@/core/api/metricsMetadata'
import { publicAssetListSchema } from '@/core/api/publicMetadata'
import { decodeSeriesBinary } from '@/core/series/decodeBinary'
import { fakeAssets, fakeDescriptors, fakeStart } from '../metrics/testing/fakeMetricSource'
import { plainHeaders, useMetricsTestApp } from '../metrics/testing/metricsTestApp'

const day = 86_400
/** The pinned clock's 10-minute step: 2024-03-01T00:00:00Z, the 61st daily point. */
const now = Date.UTC(2024, 2, 1) / 1000

describe('metrics routes', () => {
  const { app, get } = useMetricsTestApp()

  const expectError = (res: LightMyRequestResponse, status: number, message: string) => {
    expect(res.statusCode).toBe(status)
    expect(apiErrorSchema.strict().parse(res.json())).toEqual({
      status,
      error: status === 400 ? 'Bad Request' : 'Not Found',
      message,
    })
  }

  describe('contract: bodies match the src/core schemas', () => {
    it('GET /v1/metrics/assets answers the source assets', async () => {
      const res = await get('/v1/metrics/assets')
      expect(res.statusCode).toBe(200)
      expect(z.array(assetSchema.strict()).parse(res.json())).toEqual(fakeAssets)
    })

    it('GET /v1/metrics/endpoints answers every descriptor', async () => {
      const res = await get('/v1/metrics/endpoints')
      expect(res.statusCode).toBe(200)
      expect(z.array(metricDescriptorSchema.strict()).parse(res.json())).toEqual(fakeDescriptors)
    })

    it('a value metric answers [{t, v}] ascending, NaN as null', async () => {
      const res = await get('/v1/metrics/addresses/active_count?a=BTC')
      expect(res.statusCode).toBe(200)
      expect(res.headers['content-type']).toBe('application/json; charset=utf-8')
      const points = z.array(dataPointSchema).parse(res.json())
      expect(points).toHaveLength(61)
      expect(points.slice(0, 5)).toEqual([
        { t: fakeStart, v: 1 },
        { t: fakeStart + day, v: 2 },
        { t: fakeStart + 2 * day, v: 3 },
        { t: fakeStart + 3 * day, v: null },
        { t: fakeStart + 4 * day, v: 5 },
      ])
      expect(points.at(-1)).toEqual({ t: now, v: 61 })
    })

    it('an object metric answers [{t, o}]', async () => {
      const res = await get(`/v1/metrics/market/price_usd_ohlc?a=ETH&u=${fakeStart + day}`)
      expect(z.array(dataPointSchema).parse(res.json())).toEqual([
        { t: fakeStart, o: { o: 100, h: 102, l: 99, c: 101 } },
        { t: fakeStart + day, o: { o: 101, h: null, l: 100, c: 102 } },
      ])
    })

    it('f=columns answers one array per column, for value and object metrics', async () => {
      const value = await get(
        `/v1/metrics/addresses/active_count?a=ETH&f=columns&u=${fakeStart + 4 * day}`,
      )
      expect(seriesColumnsSchema.parse(value.json())).toEqual({
        t: [0, 1, 2, 3, 4].map((k) => fakeStart + k * day),
        v: [10, 20, 30, null, 50],
      })
      const object = await get(
        `/v1/metrics/market/price_usd_ohlc?a=BTC&f=columns&u=${fakeStart + day}`,
      )
      expect(seriesColumnsSchema.parse(object.json())).toEqual({
        t: [fakeStart, fakeStart + day],
        o: { o: [100, 101], h: [102, null], l: [99, 100], c: [101, 102] },
      })
    })

    it('f=binary answers the same columns as raw float64, NaN for gaps', async () => {
      const arrayBuffer = (res: LightMyRequestResponse) => new Uint8Array(res.rawPayload).buffer
      const value = await get(
        `/v1/metrics/addresses/active_count?a=ETH&f=binary&u=${fakeStart + 4 * day}`,
      )
      expect(value.statusCode).toBe(200)
      expect(value.headers['content-type']).toBe('application/octet-stream')
      expect(value.rawPayload.subarray(0, 4).toString('latin1')).toBe('STS1')
      expect(decodeSeriesBinary(arrayBuffer(value))).toEqual({
        kind: 'values',
        t: Float64Array.from([0, 1, 2, 3, 4], (k) => fakeStart + k * day),
        v: Float64Array.from([10, 20, 30, NaN, 50]),
      })
      const object = await get(
        `/v1/metrics/market/price_usd_ohlc?a=BTC&f=BINARY&u=${fakeStart + day}`,
      )
      expect(decodeSeriesBinary(arrayBuffer(object))).toEqual({
        kind: 'keyed',
        t: Float64Array.from([fakeStart, fakeStart + day]),
        o: {
          o: Float64Array.from([100, 101]),
          h: Float64Array.from([102, NaN]),
          l: Float64Array.from([99, 100]),
          c: Float64Array.from([101, 102]),
        },
      })
    })

    it('GET /v1/metadata/metric describes a metric by code', async () => {
      const res = await get('/v1/metadata/metric?code=DistributionBalanceExchanges&a=BTC')
      expect(res.statusCode).toBe(200)
      expect(metricMetadataSchema.strict().parse(res.json())).toEqual({
        code: 'DistributionBalanceExchanges',
        path: 'distribution/balance_exchanges',
        name: 'Balance on Exchanges',
        tier: 2,
        parameters: {
          a: ['ETH', 'BTC'],
          i: ['1h', '24h'],
          c: ['native', 'usd'],
          e: ['aggregated', 'binance', 'coinbase'],
        },
        descriptors: {
          description: 'Coins held on exchange addresses.',
          group: 'distribution',
          shape: 'value',
        },
        refs: { metric_variant: 'base' },
      })
    })

    it('GET /v1/metadata/assets answers the public shape, filtered by a CEL expression', async () => {
      const symbols = async (filter: string) => {
        const res = await get(`/v1/metadata/assets?filter=${encodeURIComponent(filter)}`)
        expect(res.statusCode).toBe(200)
        return publicAssetListSchema
          .strict()
          .parse(res.json())
          .data.map((asset) => asset.symbol)
      }
      expect(await symbols('')).toEqual(['BTC', 'ETH', 'SOL'])
      expect(await symbols("asset.symbol == 'ETH'")).toEqual(['ETH'])
      expect(await symbols("asset.symbol in ['SOL', 'BTC']")).toEqual(['BTC', 'SOL'])
      expect(await symbols("asset.id == 'eth'")).toEqual(['ETH'])
      expect(await symbols("!(asset.symbol == 'ETH')")).toEqual(['BTC', 'SOL'])
      // Not a substring match: the filter is an expression, and a bare word is none.
      expectError(
        await get('/v1/metadata/assets?filter=eth'),
        400,
        'filter: unknown name "eth" at position 0',
      )
    })
  })

  describe('query parameters', () => {
    const active = '/v1/metrics/addresses/active_count?a=BTC'

    it('s and u are inclusive bounds', async () => {
      const res = await get(`${active}&s=${fakeStart + day}&u=${fakeStart + 3 * day}`)
      expect(res.json()).toEqual([
        { t: fakeStart + day, v: 2 },
        { t: fakeStart + 2 * day, v: 3 },
        { t: fakeStart + 3 * day, v: null },
      ])
      const between = await get(`${active}&s=${fakeStart + 1}&u=${fakeStart + 2 * day - 1}`)
      expect(between.json()).toEqual([{ t: fakeStart + day, v: 2 }])
      const empty = await get(`${active}&s=${now + 1}`)
      expect(empty.json()).toEqual([])
    })

    it('13-digit s and u are milliseconds', async () => {
      const seconds = await get(`${active}&s=${fakeStart + day}&u=${fakeStart + 2 * day}`)
      const millis = await get(
        `${active}&s=${(fakeStart + day) * 1000}&u=${(fakeStart + 2 * day) * 1000}`,
      )
      expect(millis.statusCode).toBe(200)
      expect(millis.body).toBe(seconds.body)
      expect(millis.json()).toHaveLength(2)
    })

    it('timestamp_format=humanized writes RFC 3339 timestamps', async () => {
      const res = await get(`${active}&u=${fakeStart + day}&timestamp_format=humanized`)
      expect(res.json()).toEqual([
        { t: '2024-01-01T00:00:00Z', v: 1 },
        { t: '2024-01-02T00:00:00Z', v: 2 },
      ])
      const tenMinutes = await get(
        `/v1/metrics/market/price_usd_ohlc?a=BTC&i=10m&s=${now - 600}&f=columns&timestamp_format=humanized`,
      )
      expect(tenMinutes.json()).toMatchObject({
        t: ['2024-02-29T23:50:00Z', '2024-03-01T00:00:00Z'],
      })
    })

    it('f=csv answers timestamp,value or timestamp,{keys}', async () => {
      const value = await get(`${active}&u=${fakeStart + 3 * day}&f=csv`)
      expect(value.statusCode).toBe(200)
      expect(value.headers['content-type']).toBe('text/csv; charset=utf-8')
      expect(value.body).toBe(
        'timestamp,value\n1704067200,1\n1704153600,2\n1704240000,3\n1704326400,\n',
      )
      const object = await get(
        `/v1/metrics/market/price_usd_ohlc?a=BTC&u=${fakeStart + day}&f=CSV&timestamp_format=humanized`,
      )
      expect(object.body).toBe(
        'timestamp,o,h,l,c\n2024-01-01T00:00:00Z,100,102,99,101\n2024-01-02T00:00:00Z,101,,100,102\n',
      )
    })

    it('i picks the interval; weeks and months start where the source says', async () => {
      const weekly = await get(`${active}&i=1w&f=columns`)
      expect(weekly.json()).toMatchObject({
        t: [0, 1, 2, 3, 4, 5, 6, 7, 8].map((k) => fakeStart + k * 7 * day),
      })
      const monthly = await get(`${active}&i=1month&f=columns`)
      expect(monthly.json()).toMatchObject({
        t: [Date.UTC(2024, 0, 1), Date.UTC(2024, 1, 1), Date.UTC(2024, 2, 1)].map(
          (ms) => ms / 1000,
        ),
      })
    })

    it('c defaults to native, or to the metric’s only currency', async () => {
      const exchanges =
        '/v1/metrics/distribution/balance_exchanges?a=BTC&f=columns&u=' + (fakeStart + day)
      expect((await get(exchanges)).json()).toMatchObject({ v: [1, 2] })
      expect((await get(`${exchanges}&c=USD`)).json()).toMatchObject({ v: [1000, 2000] })
      const price = await get(`/v1/metrics/market/price_usd_ohlc?a=BTC&u=${fakeStart}`)
      expect(price.statusCode).toBe(200)
    })

    it('declared extra parameters reach the source; undeclared ones are ignored', async () => {
      const exchanges =
        '/v1/metrics/distribution/balance_exchanges?a=ETH&f=columns&u=' + (fakeStart + day)
      expect((await get(`${exchanges}&e=binance`)).json()).toMatchObject({ v: [2, 4] })
      expect((await get(`${exchanges}&e=coinbase&c=usd`)).json()).toMatchObject({ v: [3000, 6000] })
      const without = await get(active)
      const withExtras = await get(`${active}&e=binance&miner=none&referrer=newsletter`)
      expect(withExtras.statusCode).toBe(200)
      expect(withExtras.headers.etag).toBe(without.headers.etag)
    })

    it('accepts api_key and X-Api-Key, and keeps the key out of the log', async () => {
      const query = await get(`${active}&api_key=secret-query-key`)
      expect(query.statusCode).toBe(200)
      const header = await get(active, { ...plainHeaders, 'x-api-key': 'secret-header-key' })
      expect(header.statusCode).toBe(200)
      const log = JSON.stringify(app().logs())
      expect(log).not.toContain('secret-query-key')
      expect(log).toContain('api_key=[redacted]')
    })
  })

  describe('errors', () => {
    it('unknown asset: 400 listing the metric’s assets in source order', async () => {
      expectError(
        await get('/v1/metrics/distribution/balance_exchanges?a=XYZ'),
        400,
        'parameter a=XYZ is invalid, allowed values: ETH, BTC',
      )
      expectError(
        await get('/v1/metrics/addresses/active_count?a=SOL'),
        400,
        'parameter a=SOL is invalid, allowed values: BTC, ETH',
      )
    })

    it('missing a: 400', async () => {
      expectError(
        await get('/v1/metrics/addresses/active_count'),
        400,
        'parameter a is required, allowed values: BTC, ETH',
      )
    })

    it('unsupported interval, currency or extra parameter value: 400 with the allowed values', async () => {
      expectError(
        await get('/v1/metrics/addresses/active_count?a=BTC&i=10m'),
        400,
        'parameter i=10m is invalid, allowed values: 24h, 1w, 1month',
      )
      expectError(
        await get('/v1/metrics/market/price_usd_ohlc?a=BTC&c=native'),
        400,
        'parameter c=native is invalid, allowed values: usd',
      )
      expectError(
        await get('/v1/metrics/distribution/balance_exchanges?a=BTC&e=kraken'),
        400,
        'parameter e=kraken is invalid, allowed values: aggregated, binance, coinbase',
      )
      expectError(
        await get('/v1/metrics/addresses/active_count?a=BTC&f=xml'),
        400,
        'parameter f=xml is invalid, allowed values: json, csv, columns, binary',
      )
      expectError(
        await get('/v1/metrics/addresses/active_count?a=BTC&f=binary&timestamp_format=humanized'),
        400,
        'parameter timestamp_format=humanized is not available with f=binary, whose times are unix seconds',
      )
      expectError(
        await get('/v1/metrics/addresses/active_count?a=BTC&timestamp_format=iso'),
        400,
        'parameter timestamp_format=iso is invalid, allowed values: unix, humanized',
      )
    })

    it('unknown metric path: 404', async () => {
      expectError(await get('/v1/metrics/market/nope?a=BTC'), 404, 'Metric not found: market/nope')
    })

    it('s after u, or a timestamp that is not a number: 400 with a readable message', async () => {
      expectError(
        await get(`/v1/metrics/addresses/active_count?a=BTC&s=${fakeStart + day}&u=${fakeStart}`),
        400,
        `parameter s=${fakeStart + day} is after u=${fakeStart}: the start of the range must not be later than its end`,
      )
      expectError(
        await get('/v1/metrics/addresses/active_count?a=BTC&s=yesterday'),
        400,
        'parameter s=yesterday is invalid, expected unix seconds (or 13-digit milliseconds)',
      )
    })

    it('a parameter given twice: 400', async () => {
      expectError(
        await get('/v1/metrics/addresses/active_count?a=BTC&a=ETH'),
        400,
        'parameter a must be given once',
      )
    })

    it('metadata: missing or unknown code, unsupported asset', async () => {
      expectError(await get('/v1/metadata/metric'), 400, 'parameter path is required')
      expectError(await get('/v1/metadata/metric?code=Nope'), 404, 'Metric not found: Nope')
      expectError(
        await get('/v1/metadata/metric?code=AddressesActiveCount&a=SOL'),
        400,
        'parameter a=SOL is invalid, allowed values: BTC, ETH',
      )
    })
  })
})
