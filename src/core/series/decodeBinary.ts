import { z } from 'zod'
import {
  alignTo8,
  littleEndianPlatform,
  seriesBinaryHeaderOffset,
  seriesBinaryHeaderSchema,
  seriesBinaryKinds,
  seriesBinaryMagic,
  type SeriesBinaryKind,
} from './binaryLayout'
import { SeriesDecodeError, type DecodedSeries } from './decodeColumns'

/*
 * Decoding of the binary columnar form (`f=binary`, layout in binaryLayout.ts) into the same
 * DecodedSeries as the JSON columns. Nothing is parsed per point: on a little-endian platform
 * (every one in use) the columns are Float64Array views on the response's own buffer, so a
 * 525,600-point series costs a few checks and a scan of `t`. Every length is checked against
 * the buffer before a view is taken, so truncated or corrupt bytes fail with a message rather
 * than with a RangeError or a wrong chart.
 */

const documentsSchema = z.array(z.record(z.string(), z.unknown()))

export function decodeSeriesBinary(buffer: ArrayBuffer): DecodedSeries {
  const size = buffer.byteLength
  if (size < seriesBinaryHeaderOffset) {
    throw new SeriesDecodeError(
      `The binary series is truncated: ${size} bytes, shorter than its ${seriesBinaryHeaderOffset}-byte prefix`,
    )
  }
  const view = new DataView(buffer)
  const bytes = new Uint8Array(buffer)
  const magic = String.fromCharCode(...bytes.subarray(0, 4))
  if (magic !== seriesBinaryMagic) {
    throw new SeriesDecodeError(
      `The series does not start with ${seriesBinaryMagic}: not the binary form`,
    )
  }
  const kindCode = view.getUint8(4)
  const kind = kindByCode.get(kindCode)
  if (kind === undefined) throw new SeriesDecodeError(`Unknown binary series kind ${kindCode}`)
  if (view.getUint8(5) !== 0 || view.getUint8(6) !== 0 || view.getUint8(7) !== 0) {
    throw new SeriesDecodeError('Bytes 5 to 7 of the binary series are not zero')
  }
  const n = view.getUint32(8, true)
  const headerLength = view.getUint32(12, true)
  const headerEnd = seriesBinaryHeaderOffset + headerLength
  if (headerEnd > size) {
    throw new SeriesDecodeError(
      `The binary series is truncated: its header ends at byte ${headerEnd} of ${size}`,
    )
  }
  const keys = headerKeys(bytes.subarray(seriesBinaryHeaderOffset, headerEnd), kind)

  const tOffset = alignTo8(headerEnd)
  const afterT = tOffset + 8 * n
  if (kind === 'documents') {
    if (afterT + 4 > size) throw truncated(afterT + 4, size, n)
    const documentsLength = view.getUint32(afterT, true)
    const end = afterT + 4 + documentsLength
    checkSize(end, size, n)
    const d = documentsOf(bytes.subarray(afterT + 4, end), n)
    return { kind, t: times(buffer, tOffset, n), d }
  }

  const columnCount = kind === 'values' ? 1 : keys.length
  checkSize(afterT + 8 * n * columnCount, size, n)
  const t = times(buffer, tOffset, n)
  const column = (index: number) => float64s(buffer, afterT + 8 * n * index, n)
  if (kind === 'values') return { kind, t, v: column(0) }
  // fromEntries defines own properties, so even a key such as `__proto__` stays a column.
  return { kind, t, o: Object.fromEntries(keys.map((key, index) => [key, column(index)])) }
}

const kindByCode = new Map<number, SeriesBinaryKind>(
  Object.entries(seriesBinaryKinds).map(([name, code]) => [code, name as SeriesBinaryKind]),
)

/** The header's keys: required for a keyed series, absent otherwise. */
function headerKeys(bytes: Uint8Array, kind: SeriesBinaryKind): string[] {
  const parsed = seriesBinaryHeaderSchema.safeParse(parseJson(bytes, 'header'))
  if (!parsed.success) {
    throw new SeriesDecodeError(
      `The binary series header is invalid: ${parsed.error.issues[0]?.message ?? 'unexpected shape'}`,
    )
  }
  const { keys } = parsed.data
  if (kind === 'keyed' && keys === undefined) {
    throw new SeriesDecodeError('The binary series header of a keyed series has no keys')
  }
  if (kind !== 'keyed' && keys !== undefined) {
    throw new SeriesDecodeError(`The binary series header of a ${kind} series has keys`)
  }
  return keys ?? []
}

function documentsOf(bytes: Uint8Array, n: number): Record<string, unknown>[] {
  const parsed = documentsSchema.safeParse(parseJson(bytes, 'documents'))
  if (!parsed.success) throw new SeriesDecodeError('The binary series documents are not objects')
  if (parsed.data.length !== n) throw new SeriesDecodeError('d and t differ in length')
  return parsed.data
}

function parseJson(bytes: Uint8Array, what: string): unknown {
  try {
    return JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(bytes))
  } catch {
    throw new SeriesDecodeError(`The binary series ${what} is not valid UTF-8 JSON`)
  }
}

/**
 * The body ends at the last column (or the documents) padded to a multiple of 8: shorter is
 * truncated, longer is not what the prefix describes.
 */
function checkSize(end: number, size: number, n: number): void {
  const expected = alignTo8(end)
  if (size < expected) throw truncated(expected, size, n)
  if (size > expected) {
    throw new SeriesDecodeError(
      `The binary series has ${size} bytes where its ${n} points take ${expected}`,
    )
  }
}

function truncated(expected: number, size: number, n: number): SeriesDecodeError {
  return new SeriesDecodeError(
    `The binary series is truncated: ${size} bytes where its ${n} points take ${expected}`,
  )
}

/** `t`, checked: a time is always a finite number (values may be NaN gaps). */
function times(buffer: ArrayBuffer, offset: number, n: number): Float64Array {
  const t = float64s(buffer, offset, n)
  for (let i = 0; i < n; i += 1) {
    if (!Number.isFinite(t[i])) throw new SeriesDecodeError(`t[${i}] is not a finite time`)
  }
  return t
}

/**
 * `n` little-endian float64 at `offset`: a view on the buffer on little-endian platforms, a
 * copy read through a DataView elsewhere.
 */
function float64s(buffer: ArrayBuffer, offset: number, n: number): Float64Array {
  if (littleEndianPlatform) return new Float64Array(buffer, offset, n)
  const view = new DataView(buffer, offset, 8 * n)
  const out = new Float64Array(n)
  for (let i = 0; i < n; i += 1) out[i] = view.getFloat64(8 * i, true)
  return out
}
