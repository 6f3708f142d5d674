import type { MetricDescriptor } from '@/core/api/metrics'
import { assetsMetadataQuerySchema, metricMetadataQuerySchema } from '@/core/api/metricsMetadata'
import { invalidParameter, queryTextSchema } from '@/core/api/metricsQuery'
import { metricPathQuerySchema, type MetricStats } from '@/core/api/publicMetadata'
import { resolutions, type Resolution } from '@/core/resolution'
import { badRequest, HttpError, notFound } from '../http/httpError'
import type { MetricAuthorizer, MetricCaller } from '../metrics/authorize'
import { lagPercentiles, statsWindowSeconds } from '../metrics/availability'
import type { ContentCoding } from '../metrics/etag'
import { currentStep } from '../metrics/metricsApi'
import type { MetricQuery, MetricSource, SeriesColumns } from '../metrics/metricSource'
import { ResponseCache, type CachedResponse } from '../metrics/responseCache'
import { encodeJson } from '../metrics/seriesEncoding'
import { appMetricMetadata } from './appMetricMetadata'
import { compileAssetFilter } from './assetFilter'
import { CelFilterError } from './celParser'
import { pitBasePath, publicMetricMetadata, toPublicAsset } from './publicMetric'

export interface MetadataApiOptions {
  source: MetricSource
  /** Whole histories through the series cache (metricsApi.ts), for `timerange` with `a`. */
  history(path: string, query: MetricQuery, now: number): Promise<SeriesColumns>
  clock?: () => number
  authorize: MetricAuthorizer
  /** PUBLIC_ORIGIN, for absolute `refs.studio` and `logo_url` links. */
  origin?: string
}

/**
 * The metadata endpoints (docs/api.md, "Metadata"): the public API's shapes, and the app's own
 * `?code=` form of the metric metadata. Bodies depend on the query, the 10-minute step and the
 * source's version, and are cached by them like the series.
 */
export function createMetadataApi(options: MetadataApiOptions) {
  const { source, authorize } = options
  const clock = options.clock ?? Date.now
  const origin = options.origin ?? ''
  const responses = new ResponseCache(8 * 1024 * 1024)

  async function answer(
    caller: MetricCaller,
    coding: ContentCoding,
    key: unknown[],
    build: (now: number) => unknown,
  ): Promise<CachedResponse> {
    await authorize({}, caller)
    await source.refresh?.()
    const now = currentStep(clock())
    const cacheKey = JSON.stringify([...key, now, source.version?.()])
    return responses.get(cacheKey, coding, async () => encodeJson(await build(now)))
  }

  function descriptorOf(path: string): MetricDescriptor {
    const descriptor = source.descriptor(path)
    if (descriptor === undefined) throw notFound(`Metric not found: /${path}`)
    return descriptor
  }

  /** `a`, `i`, `c` and declared extra parameters that were given, checked against the metric. */
  function queriedParameters(query: unknown, descriptor: MetricDescriptor): Record<string, string> {
    const raw = (typeof query === 'object' && query !== null ? query : {}) as Record<
      string,
      unknown
    >
    const domains: Record<string, readonly string[]> = {
      a: descriptor.assets,
      c: descriptor.currencies,
      i: descriptor.resolutions,
      ...descriptor.parameters,
    }
    const queried: Record<string, string> = {}
    for (const [name, allowed] of Object.entries(domains)) {
      const value = queryTextSchema(name).safeParse(raw[name])
      if (!value.success) throw badRequest(value.error.issues[0]?.message ?? `parameter ${name}`)
      if (value.data === undefined) continue
      const match = allowed.find((item) => item.toLowerCase() === value.data?.toLowerCase())
      if (match === undefined) throw badRequest(invalidParameter(name, value.data, allowed))
      queried[name] = match
    }
    return queried
  }

  async function timerange(descriptor: MetricDescriptor, asset: string | undefined, now: number) {
    const genesis = new Map(source.assets().map((item) => [item.symbol, item.genesis]))
    const assets = asset === undefined ? descriptor.assets : [asset]
    const starts = assets.map((symbol) => genesis.get(symbol) ?? now)
    const range = { min: Math.min(now, ...starts), max: now }
    if (asset === undefined) return range
    // One asset: its actual first and last points at the metric's default interval.
    const interval: Resolution = descriptor.resolutions.includes('24h')
      ? '24h'
      : (descriptor.resolutions[0] ?? '24h')
    const currency = descriptor.currencies.length === 1 ? descriptor.currencies[0] : 'native'
    let series: SeriesColumns
    try {
      series = await options.history(
        descriptor.path,
        { asset, interval, currency: currency ?? 'native', params: {} },
        now,
      )
    } catch (error) {
      // An asset only imports have, at other intervals: its first day is all we can say.
      if (error instanceof HttpError && error.status === 400) return range
      throw error
    }
    const first = series.t[0]
    const last = series.t[series.t.length - 1]
    return first === undefined || last === undefined ? range : { min: first, max: last }
  }

  return {
    /** GET /v1/metadata/assets?filter=…. */
    assets(query: unknown, coding: ContentCoding, caller: MetricCaller) {
      const parsed = assetsMetadataQuerySchema.safeParse(query)
      if (!parsed.success) throw badRequest(parsed.error.issues[0]?.message ?? 'invalid query')
      const { filter } = parsed.data
      let matches: ((asset: ReturnType<typeof toPublicAsset>) => boolean) | undefined
      try {
        matches = filter === undefined ? undefined : compileAssetFilter(filter).matches
      } catch (error) {
        if (error instanceof CelFilterError) throw badRequest(error.message)
        throw error
      }
      return answer(caller, coding, ['assets', filter], () => {
        const all = source.assets().map((asset) => toPublicAsset(asset, origin))
        return { data: matches === undefined ? all : all.filter(matches) }
      })
    },

    /** GET /v1/metadata/metric: `?path=` in the public shape, `?code=` in the app's. */
    metric(query: unknown, coding: ContentCoding, caller: MetricCaller) {
      const raw = (typeof query === 'object' && query !== null ? query : {}) as Record<
        string,
        unknown
      >
      if (raw.path === undefined && raw.code !== undefined) {
        const parsed = metricMetadataQuerySchema.safeParse(query)
        if (!parsed.success) throw badRequest(parsed.error.issues[0]?.message ?? 'invalid query')
        const { code, a } = parsed.data
        const descriptor = source.descriptors().find((item) => item.code === code)
        if (descriptor === undefined) throw notFound(`Metric not found: ${code}`)
        if (
          a !== undefined &&
          !descriptor.assets.some((s) => s.toLowerCase() === a.toLowerCase())
        ) {
          throw badRequest(invalidParameter('a', a, descriptor.assets))
        }
        const isPit = pitBasePath(descriptor.path) !== undefined
        return answer(caller, coding, ['code', code], () => appMetricMetadata(descriptor, isPit))
      }
      const path = metricPathQuerySchema.safeParse(raw.path)
      if (!path.success) throw badRequest(path.error.issues[0]?.message ?? 'invalid path')
      const descriptor = descriptorOf(path.data)
      const queried = queriedParameters(query, descriptor)
      return answer(caller, coding, ['path', path.data, queried], async (now) =>
        publicMetricMetadata(descriptor, {
          hasPath: (other) => source.descriptor(other) !== undefined,
          queried,
          timerange: await timerange(descriptor, queried.a, now),
          modified: now,
          origin,
        }),
      )
    },

    /** GET /v1/metadata/metrics: every metric path, optionally those with `a`, `i` or `c`. */
    metrics(query: unknown, coding: ContentCoding, caller: MetricCaller) {
      const raw = (typeof query === 'object' && query !== null ? query : {}) as Record<
        string,
        unknown
      >
      const wanted: Record<'a' | 'i' | 'c', string | undefined> = {
        a: undefined,
        i: undefined,
        c: undefined,
      }
      for (const name of ['a', 'i', 'c'] as const) {
        const value = queryTextSchema(name).safeParse(raw[name])
        if (!value.success) throw badRequest(value.error.issues[0]?.message ?? `parameter ${name}`)
        wanted[name] = value.data?.toLowerCase()
      }
      return answer(caller, coding, ['metrics', wanted], () =>
        source
          .descriptors()
          .filter(
            (descriptor) =>
              has(descriptor.assets, wanted.a) &&
              has(descriptor.resolutions, wanted.i) &&
              has(descriptor.currencies, wanted.c),
          )
          .map((descriptor) => `/${descriptor.path}`),
      )
    },

    /** GET /v1/metadata/metric/stats?path=…: lag percentiles over the last 30 days. */
    stats(query: unknown, coding: ContentCoding, caller: MetricCaller) {
      const raw = (typeof query === 'object' && query !== null ? query : {}) as Record<
        string,
        unknown
      >
      const path = metricPathQuerySchema.safeParse(raw.path)
      if (!path.success) throw badRequest(path.error.issues[0]?.message ?? 'invalid path')
      const descriptor = descriptorOf(path.data)
      const { a, i } = queriedParameters(query, descriptor)
      return answer(caller, coding, ['stats', path.data, a, i], async (now) => {
        const window = { from: now - statsWindowSeconds, to: now }
        const byResolution: MetricStats['lag'][number]['resolution'] = {}
        for (const interval of resolutions) {
          if (!descriptor.resolutions.includes(interval) || (i !== undefined && i !== interval)) {
            continue
          }
          const availability = await source.availability?.(
            descriptor.path,
            { asset: a, interval },
            window,
          )
          const percentiles = availability === undefined ? undefined : lagPercentiles(availability)
          if (percentiles !== undefined) byResolution[interval] = percentiles
        }
        const stats: MetricStats = {
          lag:
            Object.keys(byResolution).length === 0
              ? []
              : [{ unit: 'seconds', window: '30d', resolution: byResolution }],
        }
        return stats
      })
    },
  }
}

export type MetadataApi = ReturnType<typeof createMetadataApi>

function has(values: readonly string[], wanted: string | undefined): boolean {
  return wanted === undefined || values.some((value) => value.toLowerCase() === wanted)
}
