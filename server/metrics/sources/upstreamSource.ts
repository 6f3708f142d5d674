import type { MetricDescriptor } from '@/core/api/metrics'
import { ByteLru } from '../byteLru'
import type { MetricQuery, MetricSource, SeriesColumns } from '../metricSource'
import { seriesBytes, sliceSeries } from '../seriesSlice'
import {
  createUpstreamClient,
  unexpectedAnswer,
  type UpstreamClientOptions,
} from './upstreamClient'
import { upstreamAssets, upstreamDescriptors, upstreamEndpointsSchema } from './upstreamCatalog'
import { pointsToColumns } from './upstreamPoints'

export interface UpstreamSourceOptions extends UpstreamClientOptions {
  /** How long a fetched history is served before asking again (10 minutes by default). */
  ttlMs?: number
  /** Budget of fetched histories (32 MiB by default). */
  cacheBytes?: number
  clock?: () => number
}

/**
 * A proxy to a provider that speaks the public Glassnode API. The metric listing is loaded once
 * at start (a server that cannot reach its provider should say so at once, not on the first
 * chart); series are fetched whole per path, asset, interval, currency and extra parameters,
 * kept for the TTL in a byte-bounded cache, and concurrent requests for one series share one
 * upstream call.
 */
export async function createUpstreamSource(options: UpstreamSourceOptions): Promise<MetricSource> {
  const client = createUpstreamClient(options)
  const clock = options.clock ?? Date.now
  const ttlMs = options.ttlMs ?? 10 * 60 * 1000
  const cacheBytes = options.cacheBytes ?? 32 * 1024 * 1024

  let listing
  try {
    const parsed = upstreamEndpointsSchema.safeParse(await client.getJson('/v1/metrics/endpoints'))
    if (!parsed.success) throw unexpectedAnswer()
    listing = parsed.data
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error)
    throw new Error(
      `Could not load the metric list from the upstream service at ${options.url}: ${reason}`,
      { cause: error },
    )
  }
  const descriptors: readonly MetricDescriptor[] = upstreamDescriptors(listing)
  const assets = upstreamAssets(listing)
  const byPath = new Map(descriptors.map((descriptor) => [descriptor.path, descriptor]))

  const cache = new ByteLru<{ series: SeriesColumns; fetchedAt: number }>(
    cacheBytes,
    cacheBytes / 2,
  )
  const pending = new Map<string, Promise<SeriesColumns>>()

  async function fetchSeries(key: string, path: string, query: MetricQuery) {
    const body = await client.getJson(`/v1/metrics/${path}`, {
      a: query.asset,
      i: query.interval,
      c: query.currency,
      ...query.params,
    })
    const series = pointsToColumns(body)
    cache.set(key, { series, fetchedAt: clock() }, seriesBytes(series))
    return series
  }

  return {
    name: 'upstream',
    assets: () => assets,
    descriptors: () => descriptors,
    descriptor: (path) => byPath.get(path),

    async series(path, query, now) {
      const key = JSON.stringify([path, query.asset, query.interval, query.currency, query.params])
      const cached = cache.get(key)
      let series: SeriesColumns
      if (cached !== undefined && clock() - cached.fetchedAt < ttlMs) {
        series = cached.series
      } else {
        let inFlight = pending.get(key)
        if (inFlight === undefined) {
          inFlight = fetchSeries(key, path, query).finally(() => pending.delete(key))
          pending.set(key, inFlight)
        }
        series = await inFlight
      }
      // Sources answer nothing after `now`.
      return sliceSeries(series, undefined, now)
    },
  }
}
