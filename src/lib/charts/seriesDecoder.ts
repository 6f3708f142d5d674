import { transfer, wrap, type Remote } from 'comlink'
import type { DecodedSeries } from '@/core/series/decodeColumns'
import { seriesPayloadFormat, type SeriesDecodeApi } from '@/core/series/decodeSeries'

let worker: Remote<SeriesDecodeApi> | undefined

/**
 * Decodes a series response off the main thread: the response bytes are transferred to the
 * worker and the Float64Array columns transferred back, so neither side copies them. The
 * Content-Type tells the form: `application/octet-stream` is `f=binary` (what charts request),
 * whose columns come back as views on the very bytes that went in; JSON is `f=columns`.
 */
export async function decodeSeriesResponse(response: Response): Promise<DecodedSeries> {
  const format = seriesPayloadFormat(response.headers.get('content-type'))
  const bytes = await response.arrayBuffer()
  worker ??= wrap<SeriesDecodeApi>(
    new Worker(new URL('../../workers/seriesDecode.worker.ts', import.meta.url), {
      type: 'module',
      name: 'series-decode',
    }),
  )
  return worker.decode(transfer(bytes, [bytes]), format)
}
