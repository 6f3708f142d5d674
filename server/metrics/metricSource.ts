import type { Asset } from '@/core/api/assets'
import type { MetricDescriptor } from '@/core/api/metrics'
import type { Resolution } from '@/core/resolution'
import type { PointAvailability } from './availability'

/**
 * Series in columns, ascending by `t` (unix seconds). Scalar metrics fill `v`; object-valued
 * metrics (OHLC, breakdowns, per-exchange values) fill `o` with one column per key. A missing
 * value is NaN. Document metrics (nested values such as options by strike) fill `d` with one
 * JSON value per point.
 */
export interface SeriesColumns {
  t: Float64Array
  v?: Float64Array
  o?: Record<string, Float64Array>
  d?: readonly unknown[]
}

export interface MetricQuery {
  asset: string
  interval: Resolution
  currency: 'native' | 'usd'
  /** Validated extra parameters the metric declares (e, miner, network, maturity, period, …). */
  params: Readonly<Record<string, string>>
}

export type MetricSourceName = 'demo' | 'import' | 'upstream'

/**
 * Where metric data comes from: the deterministic demo dataset, series imported into the
 * database, or an upstream provider (sources/). The API layer validates requests against the
 * descriptors, slices `s`/`u`, encodes and caches; a source only produces full histories.
 * Listings stay synchronous (sources load them at start and refresh them in the background);
 * series may be read from a database or a network, so they may come as a promise.
 */
export interface MetricSource {
  /** Labels responses (an `X-Data-Source: demo` header for the demo dataset). */
  readonly name: MetricSourceName
  assets(): readonly Asset[]
  descriptors(): readonly MetricDescriptor[]
  descriptor(path: string): MetricDescriptor | undefined
  /**
   * The whole history of a metric for a validated query, up to and including `now` (unix
   * seconds, already floored to the 10-minute step), at `query.interval`. Deterministic: the
   * same arguments give the same numbers on every machine.
   */
  series(path: string, query: MetricQuery, now: number): SeriesColumns | Promise<SeriesColumns>
  /**
   * Where one series comes from, when that is not `name` for every series (a layered source
   * answers `import` for imported series). Labels the `X-Data-Source` header.
   */
  seriesSource?(path: string, query: MetricQuery): MetricSourceName
  /**
   * Changes whenever the data changes other than by time passing (a new import); the API's
   * caches include it in their keys, so a change is visible at once.
   */
  version?(): string
  /** Picks up changes made elsewhere (another process importing); cheap, awaited per request. */
  refresh?(): Promise<void>
  /**
   * When the points whose interval ended within `(window.from, window.to]` became available,
   * for the lag statistics (availability.ts); every asset's when `asset` is undefined. Absent or
   * undefined when the source cannot tell (the upstream provider does not say).
   */
  availability?(
    path: string,
    query: { asset: string | undefined; interval: Resolution },
    window: { from: number; to: number },
  ): PointAvailability | undefined | Promise<PointAvailability | undefined>
}
