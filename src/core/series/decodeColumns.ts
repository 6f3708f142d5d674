import { z } from 'zod'

/*
 * Decoding of the columnar series form (`f=columns`, docs/api.md) into Float64Array columns. It
 * runs in a worker (src/workers/seriesDecode.worker.ts): the main thread hands over the bytes and
 * gets back buffers, so it never parses a 500k-point payload. Missing values become NaN, the gap
 * marker the chart engine understands. The binary form (`f=binary`, decodeBinary.ts) decodes
 * into the same DecodedSeries; decodeSeries.ts picks between them.
 */

export type DecodedSeries =
  | { kind: 'values'; t: Float64Array; v: Float64Array }
  | { kind: 'keyed'; t: Float64Array; o: Record<string, Float64Array> }
  | { kind: 'documents'; t: Float64Array; d: Record<string, unknown>[] }

// The envelope is checked with zod; the long arrays only as arrays here, then element by
// element while they are copied (a schema walk over 500k numbers would cost as much again).
const column = z.custom<unknown[]>((value) => Array.isArray(value), { error: 'an array' })
const envelopeSchema = z.union([
  z.object({ t: column, v: column }).strict(),
  z.object({ t: column, o: z.record(z.string(), column) }).strict(),
  z.object({ t: column, d: z.array(z.record(z.string(), z.unknown())) }).strict(),
])

export class SeriesDecodeError extends Error {
  override name = 'SeriesDecodeError'
}

export function decodeSeriesColumns(payload: ArrayBuffer | string): DecodedSeries {
  const text = typeof payload === 'string' ? payload : new TextDecoder().decode(payload)
  let json: unknown
  try {
    json = JSON.parse(text)
  } catch {
    throw new SeriesDecodeError('The series is not valid JSON')
  }
  const parsed = envelopeSchema.safeParse(json)
  if (!parsed.success) throw new SeriesDecodeError('The series is not in the columnar form')
  const body = parsed.data
  const t = toColumn(body.t, 't', false)
  if ('v' in body) return { kind: 'values', t, v: toColumn(body.v, 'v', true, t.length) }
  if ('o' in body) {
    const o: Record<string, Float64Array> = {}
    for (const [key, column] of Object.entries(body.o)) {
      o[key] = toColumn(column, `o.${key}`, true, t.length)
    }
    return { kind: 'keyed', t, o }
  }
  if (body.d.length !== t.length) throw new SeriesDecodeError('d and t differ in length')
  return { kind: 'documents', t, d: body.d }
}

function toColumn(
  values: unknown[],
  name: string,
  nullable: boolean,
  length = values.length,
): Float64Array {
  if (values.length !== length) throw new SeriesDecodeError(`${name} and t differ in length`)
  const out = new Float64Array(length)
  for (let i = 0; i < length; i += 1) {
    const value = values[i]
    if (typeof value === 'number') out[i] = value
    else if (value === null && nullable) out[i] = Number.NaN
    else throw new SeriesDecodeError(`${name}[${i}] is not a number`)
  }
  return out
}

/**
 * The buffers to transfer (not copy) back to the page, each once: the columns of a binary
 * series are views on one buffer, and naming a buffer twice in a transfer list throws.
 */
export function transferablesOf(series: DecodedSeries): ArrayBuffer[] {
  const columns =
    series.kind === 'values'
      ? [series.t, series.v]
      : series.kind === 'keyed'
        ? [series.t, ...Object.values(series.o)]
        : [series.t]
  return [...new Set(columns.map((column) => column.buffer as ArrayBuffer))]
}
