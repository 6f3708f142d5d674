import { queryOptions } from '@tanstack/react-query'
import type { ExtraParameterName } from '@/core/api/metricsQuery'
import type { Currency } from '@/core/searchParams'
import type { Resolution } from '@/core/resolution'
import type { DecodedSeries } from '@/core/series/decodeColumns'
import { request } from '@/lib/api/client'
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

export async function fetchMetricData(
  req: MetricDataRequest,
  signal?: AbortSignal,
): Promise<MetricData> {
  const response = await request(`/v1/metrics/${req.path}`, {
    query: { a: req.a, i: req.i, c: req.c, f: 'binary', ...req.params },
    headers: { Accept: 'application/octet-stream, application/json' },
    signal,
  })
  const source = response.headers.get('X-Data-Source') ?? undefined
  return { series: await decodeSeriesResponse(response), source }
}
