import { queryOptions } from '@tanstack/react-query'
import type { ExtraParameterName } from '@/core/api/metricsQuery'
import type { Currency } from '@/core/searchParams'
import type { Resolution } from '@/core/resolution'
import type { DecodedSeries } from '@/core/series/decodeColumns'
import { request } from '@/lib/api/client'
import { notViewedOfflineText, offlineAsOfHeader } from '@/core/series/offlineSeries'
import { requestPersistentStorage } from '@/lib/browser/persistentStorage'
import { decodeSeriesResponse } from './seriesDecoder'

/** One series request of a chart: the metric's path and its query parameters. */
export interface MetricDataRequest {
  path: string
  a: string
  i: Resolution
  c?: Currency
  /** Declared extra parameters (exchange, miner, …) that the chart sets. */
  params?: Partial<Record<ExtraParameterName, string>>
}

export interface MetricData {
  series: DecodedSeries
  /** `X-Data-Source` of the answer: `demo` data is labelled as such on the chart. */
  source: string | undefined
  /** Set when the answer came from the offline store: epoch ms of the stored network answer. */
  offlineAsOf?: number
}

/**
 * The cache entry of one series (charts.md §7): the literal "metric-data" plus the request
 * parameters, 10 minutes stale and kept (the client defaults), no retries. The answer is the
 * binary column form decoded in a worker; only the columns reach the page.
 */
export function metricDataQuery(req: MetricDataRequest) {
  return queryOptions({
    queryKey: ['metric-data', req] as const,
    queryFn: ({ signal }) => fetchMetricData(req, signal),
  })
}

/**
 * When an answer arrived offline, the time its data is from: the service worker's store marks
 * its answers; a copy from the browser's HTTP cache carries the Date of the original answer.
 */
function offlineAsOf(response: Response): number | undefined {
  const stored = Number(response.headers.get(offlineAsOfHeader))
  if (Number.isFinite(stored) && stored > 0) return stored
  if (navigator.onLine) return undefined
  const date = Date.parse(response.headers.get('Date') ?? '')
  return Number.isFinite(date) ? date : undefined
}

export async function fetchMetricData(
  req: MetricDataRequest,
  signal?: AbortSignal,
): Promise<MetricData> {
  let response: Response
  try {
    response = await request(`/v1/metrics/${req.path}`, {
      query: { a: req.a, i: req.i, c: req.c, f: 'binary', ...req.params },
      headers: { Accept: 'application/octet-stream, application/json' },
      signal,
    })
  } catch (error) {
    // Offline without the service worker (its first visit, or a browser without one): say why
    // rather than "Failed to fetch".
    if (error instanceof TypeError && !navigator.onLine)
      throw new Error(notViewedOfflineText, { cause: error })
    throw error
  }
  const source = response.headers.get('X-Data-Source') ?? undefined
  const series = await decodeSeriesResponse(response)
  requestPersistentStorage()
  return { series, source, offlineAsOf: offlineAsOf(response) }
}
