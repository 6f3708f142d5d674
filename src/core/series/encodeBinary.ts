import type { DecodedSeries } from './decodeColumns'
import {
  alignTo8,
  littleEndianPlatform,
  seriesBinaryHeaderOffset,
  seriesBinaryKinds,
  seriesBinaryMagic,
  type SeriesBinaryHeader,
} from './binaryLayout'

/**
 * Writes a series in the binary columnar form (binaryLayout.ts): the server answers `f=binary`
 * with it, and the service worker rebuilds a stored series into the same bytes when it answers
 * offline. One zero-filled buffer; each column is copied in with one `set`, never a value per
 * point as an object or string. A column shorter than `t` ends in NaN gaps.
 */
export function encodeSeriesBinary(series: DecodedSeries): ArrayBuffer {
  const n = series.t.length
  if (n > 0xffff_ffff) throw new Error(`A binary series holds at most 2^32 - 1 points, not ${n}`)
  const keys = series.kind === 'keyed' ? Object.keys(series.o) : []
  const columns =
    series.kind === 'values'
      ? [series.v]
      : series.kind === 'keyed'
        ? keys.map((key) => series.o[key] ?? new Float64Array(0))
        : []
  const header: SeriesBinaryHeader = series.kind === 'keyed' ? { keys } : {}
  const encoder = new TextEncoder()
  const headerBytes = encoder.encode(JSON.stringify(header))
  const tOffset = alignTo8(seriesBinaryHeaderOffset + headerBytes.length)
  const afterT = tOffset + 8 * n
  const documents =
    series.kind === 'documents' ? encoder.encode(JSON.stringify(series.d)) : new Uint8Array(0)
  const end =
    series.kind === 'documents' ? afterT + 4 + documents.length : afterT + 8 * n * columns.length

  const buffer = new ArrayBuffer(alignTo8(end))
  const bytes = new Uint8Array(buffer)
  const view = new DataView(buffer)
  for (let i = 0; i < seriesBinaryMagic.length; i += 1) {
    bytes[i] = seriesBinaryMagic.charCodeAt(i)
  }
  view.setUint8(4, seriesBinaryKinds[series.kind])
  view.setUint32(8, n, true)
  view.setUint32(12, headerBytes.length, true)
  bytes.set(headerBytes, seriesBinaryHeaderOffset)
  writeColumn(buffer, tOffset, series.t, n)
  columns.forEach((column, index) => writeColumn(buffer, afterT + 8 * n * index, column, n))
  if (series.kind === 'documents') {
    view.setUint32(afterT, documents.length, true)
    bytes.set(documents, afterT + 4)
  }
  return buffer
}

function writeColumn(buffer: ArrayBuffer, offset: number, values: Float64Array, n: number): void {
  const count = Math.min(n, values.length)
  if (littleEndianPlatform) {
    const target = new Float64Array(buffer, offset, n)
    target.set(count === values.length ? values : values.subarray(0, count))
    target.fill(Number.NaN, count)
    return
  }
  const view = new DataView(buffer)
  for (let i = 0; i < n; i += 1) {
    view.setFloat64(offset + 8 * i, i < count ? (values[i] ?? Number.NaN) : Number.NaN, true)
  }
}
