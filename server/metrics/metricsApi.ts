import type { MetricsRequest } from '@/core/api/metricsQuery'
import { badRequest, notFound } from '../http/httpError'
import { allowEveryCaller, type MetricAuthorizer, type MetricCaller } from './authorize'
import { ByteLru } from './byteLru'
import { bulkSeries } from './bulkApi'
import { CheckedQueries } from './checkedQueries'
import type { ContentCoding } from './etag'
import type { MetricQuery, MetricSource, SeriesColumns } from './metricSource'
import { ResponseCache, type CachedResponse } from './responseCache'
import { encodeJson, encodeSeries } from './seriesEncoding'
import { seriesBytes, sliceSeries } from './seriesSlice'

/** Metric data changes every 10 minutes: `now` is the wall clock floored to this step. */
export const dataStepSeconds = 600

export function currentStep(clockMs: number): number {
  return Math.floor(clockMs / 1000 / dataStepSeconds) * dataStepSeconds
}

export interface MetricsApiOptions {
  source: MetricSource
  /** Wall clock in milliseconds (Date.now by default); tests pin it. */
  clock?: () => number
  /** Plan gating and rate limits; everything is allowed until accounts exist. */
  authorize?: MetricAuthorizer
  /** Budget of the encoded-response cache (64 MiB by default). */
  cacheBytes?: number
  /** Budget of the cache of whole histories from the source (32 MiB by default). */
  seriesCacheBytes?: number
}

/**
 * The metrics API without HTTP: validates requests against the source's descriptors, asks the
 * source, slices, encodes and caches. Every method answers a CachedResponse in the requested
 * coding, or throws an HttpError. Both caches are keyed by the 10-minute step and the source's
 * data version (a new import changes it), so entries of a past step or version are never read
 * again and age out of the LRU.
 */
export function createMetricsApi(options: MetricsApiOptions) {
  const { source } = options
  const clock = options.clock ?? Date.now
  const authorize = options.authorize ?? allowEveryCaller
  const responses = new ResponseCache(options.cacheBytes)
  const seriesBytesBudget = options.seriesCacheBytes ?? 32 * 1024 * 1024
  // Whole histories, so that other windows (s, u) and formats of one series skip the source.
  const histories = new ByteLru<SeriesColumns>(seriesBytesBudget, seriesBytesBudget / 2)
  const checkedQueries = new CheckedQueries()

  async function history(path: string, query: MetricQuery, now: number): Promise<SeriesColumns> {
    const key = JSON.stringify([
      path,
      query.asset,
      query.interval,
      query.currency,
      query.params,
      now,
      source.version?.(),
    ])
    const cached = histories.get(key)
    if (cached !== undefined) return cached
    const series = await source.series(path, query, now)
    histories.set(key, series, seriesBytes(series))
    return series
  }

  /** A JSON body that depends only on its key and the step (listings, metadata). */
  async function cachedJson(key: unknown[], coding: ContentCoding, value: () => unknown) {
    await source.refresh?.()
    const now = currentStep(clock())
    const cacheKey = JSON.stringify([...key, now, source.version?.()])
    return responses.get(cacheKey, coding, () => encodeJson(value()))
  }

  return {
    sourceName: source.name,

    /** GET /v1/metrics/{group}/{metric}. */
    async series(
      path: string,
      query: unknown,
      {
        coding,
        apiKeyHeader,
        ip,
        session,
        rawQuery,
      }: {
        coding: ContentCoding
        apiKeyHeader: string | undefined
        ip?: string
        session?: MetricCaller['session']
        /** The query string `query` was parsed from, which lets a repeated query skip checks. */
        rawQuery?: string
      },
    ): Promise<CachedResponse> {
      await source.refresh?.()
      const descriptor = source.descriptor(path)
      if (descriptor === undefined) throw notFound(`Metric not found: ${path}`)
      const parsed = checkedQueries.check(path, descriptor, query, rawQuery)
      if (!parsed.success) throw badRequest(parsed.message)
      const request = parsed.data
      const caller: MetricCaller = {
        apiKey: apiKeyHeader ?? request.apiKey,
        ip,
        ...(session === undefined ? {} : { session }),
      }
      await authorize({ descriptor }, caller)

      const now = currentStep(clock())
      // The source has nothing after `now`: a `u` at or past it (clients often send the current
      // time) asks for the same points as no `u`, and shares its cache entry.
      const until = request.until !== undefined && request.until < now ? request.until : undefined
      const key = JSON.stringify([
        path,
        request.asset,
        request.interval,
        request.currency,
        request.params,
        request.since,
        until,
        request.format,
        request.timestampFormat,
        now,
        source.version?.(),
      ])
      const response = await responses.get(key, coding, async () => {
        const full = await history(path, metricQuery(request), now)
        const window = sliceSeries(full, request.since, until)
        return encodeSeries(window, descriptor.shape, request.format, request.timestampFormat)
      })
      const dataSource = source.seriesSource?.(path, metricQuery(request))
      return dataSource === undefined ? response : { ...response, dataSource }
    },

    /** GET /v1/metrics/assets. */
    assets(coding: ContentCoding): Promise<CachedResponse> {
      return cachedJson(['assets'], coding, () => source.assets())
    },

    /** GET /v1/metrics/endpoints. */
    endpoints(coding: ContentCoding): Promise<CachedResponse> {
      return cachedJson(['endpoints'], coding, () => source.descriptors())
    },

    /** GET /v1/metrics/{group}/{metric}/bulk (bulkApi.ts). */
    bulk(
      path: string,
      query: unknown,
      { coding, ...caller }: { coding: ContentCoding } & MetricCaller,
    ): Promise<CachedResponse> {
      const deps = { source, history, responses, authorize, now: () => currentStep(clock()) }
      return bulkSeries(deps, path, query, coding, caller)
    },

    /** Whole histories through the cache, for the metadata endpoints (timerange, stats). */
    history,
  }
}

export type MetricsApi = ReturnType<typeof createMetricsApi>

function metricQuery(request: MetricsRequest): MetricQuery {
  return {
    asset: request.asset,
    interval: request.interval,
    currency: request.currency,
    params: request.params,
  }
}
