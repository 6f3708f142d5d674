import { createHash } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { MetricDescriptor } from '@/core/api/metrics'
import { buildTestApp, type TestApp } from '../testing/testApp'
import { allowEveryCaller } from './authorize'
import type { MetricSource, SeriesColumns } from './metricSource'
import { fakeAssets, fakeDescriptors, fakeStart } from './testing/fakeMetricSource'
import { plainHeaders, testClockMs } from './testing/metricsTestApp'

/*
 * The API's CSV (GET /v1/metrics/{path}?f=csv, docs/api.md "f=csv") byte for byte as the
 * hand-written writer of seriesEncoding.ts wrote it before csv-stringify took over: the expected
 * bodies below were recorded from that writer through these routes. Quotes, commas, line breaks
 * and empty keys in the header, gaps, infinities, numbers of many digits, fractional times, JSON
 * documents, both timestamp formats, and a long series (by its SHA-256).
 */

const day = 86_400
const times = (count: number, step = day) =>
  Float64Array.from({ length: count }, (_, k) => fakeStart + k * step)

const digits = Float64Array.from([
  0.1 + 0.2,
  1e21,
  5e-324,
  -0,
  123456789.12345679,
  1 / 3,
  -1.7976931348623157e308,
  NaN,
  Infinity,
  -Infinity,
  42,
  2 ** 53 + 2,
  1e-7,
  0.000001,
])

const keyed: Record<string, Float64Array> = {
  plain: Float64Array.from([1, 2, 3]),
  'a,b': Float64Array.from([NaN, 2.5, -3]),
  'say "hi"': Float64Array.from([4, NaN, 6]),
  'line\nbreak': Float64Array.from([7, 8, NaN]),
  'carriage\rreturn': Float64Array.from([9, 10, 11]),
  '': Float64Array.from([12, 13, 14]),
  ünïcødé: Float64Array.from([15, 16, 17]),
  '=SUM(A1)': Float64Array.from([18, 19, 20]),
  ' spaced ': Float64Array.from([21, 22, 23]),
  '-dash': Float64Array.from([-24, 25, 26]),
}

const documents: unknown[] = [
  { a: 1 },
  'text, with a comma',
  'a "quoted" word',
  'two\nlines',
  null,
  42,
  [1, 'x', null],
  { nested: { k: 'v,"w"' } },
  undefined,
  true,
  '',
]

/** A long series: 8,000 ten-minute points of many digits (exact arithmetic), a gap every 97. */
const longTimes = times(8000, 600)
const long = Float64Array.from(longTimes, (_, k) =>
  k % 97 === 0 ? NaN : (((k * 7919) % 100_003) - 50_000) / 7 + k / 1e6,
)

const series: Record<string, SeriesColumns> = {
  'csvcheck/digits': { t: times(digits.length), v: digits },
  'csvcheck/keys': { t: times(3), o: keyed },
  'csvcheck/documents': { t: times(documents.length), d: documents },
  'csvcheck/fractional': { t: Float64Array.from([fakeStart + 0.5, fakeStart + day + 0.25]) },
  'csvcheck/empty': { t: new Float64Array(0), v: new Float64Array(0) },
  'csvcheck/long': { t: longTimes, v: long },
}

const shapes: Record<string, MetricDescriptor['shape']> = {
  'csvcheck/keys': 'object',
  'csvcheck/documents': 'document',
}

const base = fakeDescriptors[0] as MetricDescriptor
const descriptors: MetricDescriptor[] = Object.keys(series).map((path) => ({
  ...base,
  path,
  code: path,
  name: path,
  group: 'csvcheck',
  assets: ['BTC'],
  resolutions: ['10m', '24h'],
  shape: shapes[path] ?? 'value',
}))

const source: MetricSource = {
  name: 'demo',
  assets: () => fakeAssets,
  descriptors: () => descriptors,
  descriptor: (path) => descriptors.find((descriptor) => descriptor.path === path),
  series: (path) => {
    const found = series[path]
    if (found === undefined) throw new Error(`no series ${path}`)
    return found
  },
}

let test: TestApp

beforeAll(async () => {
  test = await buildTestApp(
    {},
    { metricSource: source, clock: () => testClockMs, metricAccess: allowEveryCaller },
  )
})
afterAll(() => test.close())

async function csv(path: string, query = '') {
  const res = await test.app.inject({
    url: `/v1/metrics/${path}?a=BTC&f=csv${query.includes('i=') ? '' : '&i=24h'}${query}`,
    headers: plainHeaders,
  })
  expect(res.statusCode).toBe(200)
  expect(res.headers['content-type']).toBe('text/csv; charset=utf-8')
  return res.body
}

describe("the API's CSV", () => {
  it('writes numbers of many digits, gaps and infinities as before', async () => {
    expect(await csv('csvcheck/digits')).toBe(
      'timestamp,value\n1704067200,0.30000000000000004\n1704153600,1e+21\n1704240000,5e-324\n' +
        '1704326400,0\n1704412800,123456789.12345679\n1704499200,0.3333333333333333\n' +
        '1704585600,-1.7976931348623157e+308\n1704672000,\n1704758400,\n1704844800,\n' +
        '1704931200,42\n1705017600,9007199254740994\n1705104000,1e-7\n1705190400,0.000001\n',
    )
  })

  it('quotes the keys that need it, in both timestamp formats, as before', async () => {
    const header =
      'timestamp,plain,"a,b","say ""hi""","line\nbreak","carriage\rreturn",,ünïcødé,=SUM(A1), spaced ,-dash\n'
    expect(await csv('csvcheck/keys')).toBe(
      header +
        '1704067200,1,,4,7,9,12,15,18,21,-24\n' +
        '1704153600,2,2.5,,8,10,13,16,19,22,25\n' +
        '1704240000,3,-3,6,,11,14,17,20,23,26\n',
    )
    expect(await csv('csvcheck/keys', '&timestamp_format=humanized')).toBe(
      header +
        '2024-01-01T00:00:00Z,1,,4,7,9,12,15,18,21,-24\n' +
        '2024-01-02T00:00:00Z,2,2.5,,8,10,13,16,19,22,25\n' +
        '2024-01-03T00:00:00Z,3,-3,6,,11,14,17,20,23,26\n',
    )
  })

  it('writes each document as one JSON field, quoted when it needs it, as before', async () => {
    expect(await csv('csvcheck/documents')).toBe(
      'timestamp,value\n' +
        '1704067200,"{""a"":1}"\n' +
        '1704153600,"""text, with a comma"""\n' +
        '1704240000,"""a \\""quoted\\"" word"""\n' +
        '1704326400,"""two\\nlines"""\n' +
        '1704412800,null\n' +
        '1704499200,42\n' +
        '1704585600,"[1,""x"",null]"\n' +
        '1704672000,"{""nested"":{""k"":""v,\\""w\\""""}}"\n' +
        '1704758400,null\n' +
        '1704844800,true\n' +
        '1704931200,""""""\n',
    )
  })

  it('writes fractional times, a value series without values, an empty series as before', async () => {
    expect(await csv('csvcheck/fractional')).toBe(
      'timestamp,value\n1704067200.5,\n1704153600.25,\n',
    )
    expect(await csv('csvcheck/fractional', '&timestamp_format=humanized')).toBe(
      'timestamp,value\n2024-01-01T00:00:00.500Z,\n2024-01-02T00:00:00.250Z,\n',
    )
    expect(await csv('csvcheck/empty')).toBe('timestamp,value\n')
  })

  it('writes a long series as before', async () => {
    const sha256 = (text: string) => createHash('sha256').update(text).digest('hex')
    const body = await csv('csvcheck/long', '&i=10m')
    expect(body.split('\n')).toHaveLength(8002)
    expect(sha256(body)).toBe('c6f23967b2fe4b5967d3fce726e39442c170fa23496eb5c8f3ebea79a104c1f3')
    const humanized = await csv('csvcheck/long', '&i=10m&timestamp_format=humanized')
    expect(sha256(humanized)).toBe(
      'e6b7df2304bcb28aaf0f231331de689b09857bc9525f0e55b7f136dac60d2eb7',
    )
  })
})
