import { transfer, wrap, type Remote } from 'comlink'
import type { DecodedSeries, SeriesDecodeApi } from '@/core/series/decodeColumns'

let worker: Remote<SeriesDecodeApi> | undefined

/**
 * Decodes a columnar series response off the main thread: the response bytes are transferred to
 * the worker and the Float64Array columns transferred back, so neither side copies them.
 */
export async function decodeSeriesResponse(response: Response): Promise<DecodedSeries> {
  const bytes = await response.arrayBuffer()
  worker ??= wrap<SeriesDecodeApi>(
    new Worker(new URL('../../workers/seriesDecode.worker.ts', import.meta.url), {
      type: 'module',
      name: 'series-decode',
    }),
  )
  return worker.decode(transfer(bytes, [bytes]))
}
