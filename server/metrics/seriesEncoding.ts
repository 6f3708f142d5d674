import { stringify } from 'csv-stringify/sync'
import type { MetricDescriptor, MetricFormat, TimestampFormat } from '@/core/api/metrics'
import { seriesBinaryContentType } from '@/core/series/binaryLayout'
import type { DecodedSeries } from '@/core/series/decodeColumns'
import { encodeSeriesBinary } from '@/core/series/encodeBinary'
import type { SeriesColumns } from './metricSource'

export const jsonContentType = 'application/json; charset=utf-8'
export const csvContentType = 'text/csv; charset=utf-8'
export const binaryContentType = seriesBinaryContentType

export interface EncodedBody {
  body: Buffer
  contentType: string
}

/**
 * Writes a series in the requested format. JSON goes through JSON.stringify, whose native number
 * formatting measured faster than building the text by hand (and it writes NaN as null, which
 * is the contract); CSV is quoted by csv-stringify, a missing value an empty field; the binary
 * form copies the Float64Array columns into one buffer. Binary times are unix seconds only (the
 * query check answers 400 for `timestamp_format=humanized` with `f=binary`).
 */
export function encodeSeries(
  series: SeriesColumns,
  shape: MetricDescriptor['shape'],
  format: MetricFormat,
  timestampFormat: TimestampFormat,
): EncodedBody {
  if (format === 'binary') {
    if (timestampFormat !== 'unix') throw new Error('The binary form holds unix seconds only')
    return encodeBinary(series, shape)
  }
  const times = timestampFormat === 'humanized' ? humanizedTimes(series.t) : Array.from(series.t)
  if (shape === 'document') return encodeDocuments(times, series.d ?? [], format)
  const columns = valueColumns(series, shape)
  switch (format) {
    case 'json':
      return encodeJson(points(times, columns))
    case 'columns':
      return encodeJson(columnar(times, columns))
    case 'csv':
      return { body: Buffer.from(csv(times, columns)), contentType: csvContentType }
  }
}

/**
 * Nested values: `[{"t":…,"o":{…}}]` as the public API writes them, `{"t":[…],"d":[…]}` in the
 * columnar form, and in CSV the JSON text of each value in one quoted field.
 */
function encodeDocuments(
  times: readonly Time[],
  documents: readonly unknown[],
  format: TextFormat,
): EncodedBody {
  switch (format) {
    case 'json':
      return encodeJson(times.map((t, i) => ({ t, o: documents[i] ?? null })))
    case 'columns':
      return encodeJson({ t: times, d: documents })
    case 'csv': {
      const rows = times.map((t, i) => [String(t), JSON.stringify(documents[i] ?? null)])
      return {
        body: Buffer.from(stringify([['timestamp', 'value'], ...rows], csvOptions)),
        contentType: csvContentType,
      }
    }
  }
}

type TextFormat = Exclude<MetricFormat, 'binary'>

/**
 * The binary columnar form (src/core/series/binaryLayout.ts, docs/api.md), written by the same
 * encoder the service worker uses for stored series: the columns go in as they are.
 */
function encodeBinary(series: SeriesColumns, shape: MetricDescriptor['shape']): EncodedBody {
  const t = series.t
  const decoded: DecodedSeries =
    shape === 'document'
      ? { kind: 'documents', t, d: (series.d ?? []) as Record<string, unknown>[] }
      : shape === 'object'
        ? {
            kind: 'keyed',
            t,
            o: Object.fromEntries(valueColumns(series, shape).map((c) => [c.key ?? 'v', c.values])),
          }
        : { kind: 'values', t, v: valueColumns(series, shape)[0]?.values ?? new Float64Array(0) }
  return { body: Buffer.from(encodeSeriesBinary(decoded)), contentType: binaryContentType }
}

/** JSON for any value (series, asset lists, descriptors, metadata). */
export function encodeJson(value: unknown): EncodedBody {
  return { body: Buffer.from(JSON.stringify(value)), contentType: jsonContentType }
}

/** `key` is null for a scalar series (`v`), the object key otherwise (`o.key`). */
interface ValueColumn {
  key: string | null
  values: Float64Array
}

function valueColumns(series: SeriesColumns, shape: MetricDescriptor['shape']): ValueColumn[] {
  if (shape === 'object') {
    return Object.entries(series.o ?? {}).map(([key, values]) => ({ key, values }))
  }
  // A value metric without values is all gaps rather than an error for the client.
  return [{ key: null, values: series.v ?? new Float64Array(series.t.length).fill(NaN) }]
}

type Time = number | string

/** `[{"t":…,"v":…}]` or `[{"t":…,"o":{"key":…}}]`. */
function points(times: readonly Time[], columns: readonly ValueColumn[]): unknown[] {
  const out = new Array<unknown>(times.length)
  const first = columns[0]
  if (columns.length === 1 && first?.key === null) {
    for (let i = 0; i < times.length; i++) out[i] = { t: times[i], v: first.values[i] }
    return out
  }
  for (let i = 0; i < times.length; i++) {
    const o: Record<string, number | undefined> = {}
    for (const column of columns) o[column.key ?? 'v'] = column.values[i]
    out[i] = { t: times[i], o }
  }
  return out
}

/** `{"t":[…],"v":[…]}` or `{"t":[…],"o":{"key":[…]}}`: the columnar form (docs/api.md). */
function columnar(times: readonly Time[], columns: readonly ValueColumn[]): unknown {
  const first = columns[0]
  if (columns.length === 1 && first?.key === null) {
    return { t: times, v: Array.from(first.values) }
  }
  return {
    t: times,
    o: Object.fromEntries(columns.map((column) => [column.key, Array.from(column.values)])),
  }
}

/**
 * RFC 4180 quoting (a field holding a comma, a quote, a line feed or a carriage return), `\n`
 * after every record. Naming the delimiter turns off quoting for `\r` unless asked for.
 */
const csvOptions = { eof: true, record_delimiter: 'unix', quote_record_delimiter: true } as const

/**
 * `timestamp,value` or `timestamp,key1,key2`, then one line per point, a gap an empty field.
 * csv-stringify writes the header, whose keys may need quoting. The points are joined directly:
 * a number, a time or an empty field never needs quoting, and csv-stringify took about twice
 * as long over every field of a 100,000-point series (bench/csvEncoding.bench.ts, docs/api.md).
 */
function csv(times: readonly Time[], columns: readonly ValueColumn[]): string {
  const header = ['timestamp', ...columns.map((column) => column.key ?? 'value')]
  const lines = new Array<string>(times.length + 1)
  lines[0] = stringify([header], { ...csvOptions, eof: false })
  for (let i = 0; i < times.length; i++) {
    let line = String(times[i])
    for (const column of columns) {
      const value = column.values[i]
      line += value !== undefined && Number.isFinite(value) ? `,${value}` : ','
    }
    lines[i + 1] = line
  }
  return `${lines.join('\n')}\n`
}

const daySeconds = 86_400

/**
 * RFC 3339 in UTC, without fractions for whole seconds: 1706659200 -> 2024-01-31T00:00:00Z.
 * Date#toISOString is slow enough to dominate a 100k-point series, so the date part is computed
 * once per day and the time of day by arithmetic.
 */
function humanizedTimes(t: Float64Array): string[] {
  const out = new Array<string>(t.length)
  let day = NaN
  let datePrefix = ''
  for (let i = 0; i < t.length; i++) {
    const seconds = t[i] ?? NaN
    if (!Number.isInteger(seconds)) {
      out[i] = rfc3339(seconds)
      continue
    }
    const secondOfDay = ((seconds % daySeconds) + daySeconds) % daySeconds
    const thisDay = (seconds - secondOfDay) / daySeconds
    if (thisDay !== day) {
      day = thisDay
      datePrefix = new Date(day * daySeconds * 1000).toISOString().slice(0, 11)
    }
    out[i] =
      `${datePrefix}${pad2(Math.floor(secondOfDay / 3600))}:` +
      `${pad2(Math.floor(secondOfDay / 60) % 60)}:${pad2(secondOfDay % 60)}Z`
  }
  return out
}

/** One timestamp in RFC 3339 (UTC); fractions of a second only when there are some. */
export function rfc3339(t: number): string {
  const date = new Date(t * 1000)
  if (Number.isNaN(date.getTime())) return ''
  const iso = date.toISOString()
  return iso.endsWith('.000Z') ? `${iso.slice(0, -5)}Z` : iso
}

function pad2(value: number): string {
  return value < 10 ? `0${value}` : String(value)
}
