import { seriesBinaryContentType } from '../src/core/series/binaryLayout'
import { decodeSeriesBinary } from '../src/core/series/decodeBinary'
import { encodeSeriesBinary } from '../src/core/series/encodeBinary'
import { notViewedOfflineText, offlineAsOfHeader } from '../src/core/series/offlineSeries'
import { seriesRequestKey } from '../src/core/series/seriesChunks'
import { getSeries, putSeries } from './seriesStore'

/**
 * Series requests go to the network first; every binary answer is also written to the offline
 * store (after the page has its response). When the network is unreachable, the stored series is
 * answered in the same binary form, marked with the time it was fetched; a series never stored
 * answers 503 with a sentence the chart shows instead of spinning.
 */
export async function answerSeries(request: Request, waitUntil: (p: Promise<unknown>) => void) {
  const key = seriesRequestKey(new URL(request.url))
  let response: Response
  try {
    response = await fetch(request)
  } catch {
    return answerFromStore(key)
  }
  const type = response.headers.get('content-type') ?? ''
  if (response.ok && type.startsWith(seriesBinaryContentType)) {
    const copy = response.clone()
    waitUntil(
      (async () => {
        const series = decodeSeriesBinary(await copy.arrayBuffer())
        await putSeries(key, series, response.headers.get('x-data-source'))
      })().catch((error: unknown) => console.warn('Series not stored for offline use', error)),
    )
  }
  return response
}

async function answerFromStore(key: string): Promise<Response> {
  const stored = await getSeries(key).catch(() => undefined)
  if (!stored) {
    return Response.json(
      { status: 503, error: 'Service Unavailable', message: notViewedOfflineText },
      { status: 503, headers: { [offlineAsOfHeader]: 'none' } },
    )
  }
  const headers = new Headers({
    'content-type': seriesBinaryContentType,
    [offlineAsOfHeader]: String(stored.fetchedAt),
  })
  if (stored.source !== null) headers.set('x-data-source', stored.source)
  return new Response(encodeSeriesBinary(stored.series), { status: 200, headers })
}
