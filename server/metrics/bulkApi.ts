import { parseBulkQuery, type BulkRequest } from '@/core/api/bulkQuery'
import type { MetricDescriptor } from '@/core/api/metrics'
import type { BulkResponse } from '@/core/api/publicMetadata'
import { badRequest, HttpError, notFound } from '../http/httpError'
import type { MetricAuthorizer, MetricCaller } from './authorize'
import type { ContentCoding } from './etag'
import type { MetricQuery, MetricSource, SeriesColumns } from './metricSource'
import type { CachedResponse, ResponseCache } from './responseCache'
import { encodeJson } from './seriesEncoding'
import { sliceSeries } from './seriesSlice'

/** What the bulk endpoint shares with the series endpoint (metricsApi.ts). */
export interface BulkDependencies {
  source: MetricSource
  /** Whole histories through the series endpoint's cache. */
  history(path: string, query: MetricQuery, now: number): Promise<SeriesColumns>
  responses: ResponseCache
  authorize: MetricAuthorizer
  /** The current 10-minute step, unix seconds. */
  now(): number
}

/**
 * GET /v1/metrics/{group}/{metric}/bulk: one metric for many assets at once, in the public API's
 * shape `{"data":[{"t":…,"bulk":[{"a":"BTC","v":…},…]},…]}`. Each asset's series is the one the
 * single-series endpoint answers (same histories, same cache); assets without a value at a time
 * are left out of its entry, and times where no asset has one are left out. A request takes one
 * rate-limit token per asset it asks for, as the public API counts bulk credits.
 */
export async function bulkSeries(
  deps: BulkDependencies,
  path: string,
  query: unknown,
  coding: ContentCoding,
  caller: MetricCaller,
): Promise<CachedResponse> {
  const { source } = deps
  await source.refresh?.()
  const descriptor = source.descriptor(path)
  if (descriptor === undefined) throw notFound(`Metric not found: ${path}`)
  if (descriptor.shape !== 'value') {
    throw notFound(`Metric ${path} has no bulk variant: its points are not single values`)
  }
  const now = deps.now()
  const parsed = parseBulkQuery(query, descriptor, now)
  if (!parsed.success) throw badRequest(parsed.message)
  const request = parsed.data
  const apiKey = caller.apiKey ?? request.apiKey
  await deps.authorize({ descriptor, cost: request.assets.length }, { ...caller, apiKey })

  const until = request.until !== undefined && request.until < now ? request.until : undefined
  const key = JSON.stringify([
    'bulk',
    path,
    request.assets,
    request.interval,
    request.currency,
    request.params,
    request.since,
    until,
    request.timestampFormat,
    now,
    source.version?.(),
  ])
  const response = await deps.responses.get(key, coding, async () =>
    encodeJson(await bulkBody(deps, descriptor, request, until, now)),
  )
  const imported = request.assets.some(
    (asset) => source.seriesSource?.(path, queryFor(request, asset)) === 'import',
  )
  return imported ? { ...response, dataSource: 'import' } : response
}

async function bulkBody(
  deps: BulkDependencies,
  descriptor: MetricDescriptor,
  request: BulkRequest,
  until: number | undefined,
  now: number,
): Promise<BulkResponse> {
  const byTime = new Map<number, BulkResponse['data'][number]['bulk']>()
  for (const asset of request.assets) {
    const series = await assetHistory(deps, descriptor, request, asset, now)
    if (series === undefined) continue
    const window = sliceSeries(series, request.since, until)
    const v = window.v ?? new Float64Array(0)
    for (let i = 0; i < window.t.length; i++) {
      const value = v[i] ?? NaN
      if (!Number.isFinite(value)) continue
      const t = window.t[i] ?? 0
      const entries = byTime.get(t)
      if (entries === undefined) byTime.set(t, [{ a: asset, v: value }])
      else entries.push({ a: asset, v: value })
    }
  }
  const times = [...byTime.keys()].sort((a, b) => a - b)
  const humanized = request.timestampFormat === 'humanized'
  return {
    data: times.map((t) => ({
      t: humanized ? new Date(t * 1000).toISOString().replace('.000Z', 'Z') : t,
      bulk: byTime.get(t) ?? [],
    })),
  }
}

/**
 * One asset's history, or undefined when the source has none at this interval (an asset known
 * only from imports at other intervals): its entries are simply absent, as values are.
 */
async function assetHistory(
  deps: BulkDependencies,
  descriptor: MetricDescriptor,
  request: BulkRequest,
  asset: string,
  now: number,
): Promise<SeriesColumns | undefined> {
  try {
    return await deps.history(descriptor.path, queryFor(request, asset), now)
  } catch (error) {
    if (error instanceof HttpError && error.status === 400) return undefined
    throw error
  }
}

function queryFor(request: BulkRequest, asset: string): MetricQuery {
  return {
    asset,
    interval: request.interval,
    currency: request.currency,
    params: request.params,
  }
}
