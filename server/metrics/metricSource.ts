import type { Asset } from '@/core/api/assets'
import type { MetricDescriptor } from '@/core/api/metrics'
import type { Resolution } from '@/core/resolution'

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

/**
 * Where metric data comes from: the deterministic demo dataset by default; imported series or an
 * upstream provider later. The API layer validates requests against the descriptors, slices
 * `s`/`u`, encodes and caches; a source only produces full histories.
 */
export interface MetricSource {
  /** Labels responses (an `X-Data-Source: demo` header for the demo dataset). */
  readonly name: 'demo' | 'import' | 'upstream'
  assets(): readonly Asset[]
  descriptors(): readonly MetricDescriptor[]
  descriptor(path: string): MetricDescriptor | undefined
  /**
   * The whole history of a metric for a validated query, up to and including `now` (unix
   * seconds, already floored to the 10-minute step), at `query.interval`. Deterministic: the
   * same arguments give the same numbers on every machine.
   */
  series(path: string, query: MetricQuery, now: number): SeriesColumns
}
