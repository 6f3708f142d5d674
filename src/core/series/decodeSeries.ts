import { seriesBinaryContentType } from './binaryLayout'
import { decodeSeriesBinary } from './decodeBinary'
import { decodeSeriesColumns, SeriesDecodeError, type DecodedSeries } from './decodeColumns'

/** The two forms a series response may come in: JSON columns (`f=columns`) or `f=binary`. */
export type SeriesPayloadFormat = 'columns' | 'binary'

/**
 * The form of a series response by its Content-Type: `application/octet-stream` is the binary
 * form, anything else (`application/json`) the JSON columns.
 */
export function seriesPayloadFormat(contentType: string | null): SeriesPayloadFormat {
  const mediaType = contentType?.split(';')[0]?.trim().toLowerCase()
  return mediaType === seriesBinaryContentType ? 'binary' : 'columns'
}

export function decodeSeries(
  payload: ArrayBuffer | string,
  format: SeriesPayloadFormat,
): DecodedSeries {
  if (format === 'columns') return decodeSeriesColumns(payload)
  if (typeof payload === 'string') {
    throw new SeriesDecodeError('A binary series must be given as bytes, not as text')
  }
  return decodeSeriesBinary(payload)
}

/** What the decode worker offers through Comlink (src/workers/seriesDecode.worker.ts). */
export interface SeriesDecodeApi {
  decode(payload: ArrayBuffer | string, format: SeriesPayloadFormat): DecodedSeries
}
