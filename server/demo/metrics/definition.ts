import type { StudioMetricConfig } from '@/core/api/catalog'
import type { MetricTier } from '@/core/api/metrics'
import type { Resolution } from '@/core/resolution'
import type { Aggregation, Columns, OhlcColumns } from '../aggregate'
import type { DailySeries, DemoModel } from '../model'
import type { AssetProfile } from '../profile'

/** What a generator gets: the model (seed, memo), the asset, the time and the extra parameters. */
export interface MetricContext {
  model: DemoModel
  profile: AssetProfile
  now: number
  params: Readonly<Record<string, string>>
}

/**
 * The unit of a metric's values. `native` values (coins) can also be asked for in USD: they are
 * multiplied by the day's closing price. `usd` metrics are in dollars only; `none` covers ratios,
 * counts and rates, which have no currency (they answer to `c=native`).
 */
export type Unit = 'native' | 'usd' | 'none'

interface Common {
  path: string
  /** Defaults to the path in PascalCase (addresses/active_count → AddressesActiveCount). */
  code?: string
  name: string
  tier: MetricTier
  description: string
  assets: readonly string[]
  resolutions: readonly Resolution[]
  unit: Unit
  /** Allowed values of extra parameters; the first one is used when the query omits it. */
  parameters?: Record<string, string[]>
  /** Catalog fields (server/demo/catalog.ts derives the rest from the definition). */
  shortName?: string
  categories?: readonly string[]
  isSoldSeparately?: boolean
  /** Presentation overrides: chartType, defaultScale, price, defaults, start, … */
  studio?: Partial<StudioMetricConfig>
}

/** A metric with one value per point, generated daily and aggregated to weeks and months. */
export interface ValueMetric extends Common {
  shape: 'value'
  /** How daily values combine into weeks and months (aggregate.ts). */
  aggregation: Aggregation
  daily(ctx: MetricContext): DailySeries
  /** 10m and 1h points, for the metrics that list those resolutions. */
  intraday?(ctx: MetricContext, resolution: '10m' | '1h'): Columns
}

/** Candles (price OHLC): keys o, h, l, c. */
export interface CandleMetric extends Common {
  shape: 'object'
  kind: 'candles'
  candles(ctx: MetricContext, resolution: '1h' | '24h'): OhlcColumns
}

/** Daily values of several named sub-series from one start day (all columns the same length). */
export interface DailyBreakdown {
  start: number
  o: Record<string, Float64Array>
}

/**
 * Named sub-series (`o` keys): per exchange, age bands, wallet-size bands, ETF issuers, … Each key
 * is aggregated to weeks and months like a value metric. A `native` unit converts every key.
 */
export interface BreakdownMetric extends Common {
  shape: 'object'
  kind: 'breakdown'
  aggregation: Aggregation
  daily(ctx: MetricContext): DailyBreakdown
}

/** One point of a document metric: a JSON value (nested objects and arrays allowed). */
export type DocumentValue = Readonly<Record<string, unknown>>

/**
 * Snapshots whose value is a nested object, not numbers per key: options by strike, price
 * distribution partitions, per-asset maps of the home page. Served as `[{t, o: {…}}]`; the
 * generator returns the points of one resolution directly (no aggregation).
 */
export interface DocumentMetric extends Common {
  shape: 'document'
  documents(
    ctx: MetricContext,
    resolution: Resolution,
  ): { t: Float64Array; d: readonly DocumentValue[] }
}

export type MetricDefinition = ValueMetric | CandleMetric | BreakdownMetric | DocumentMetric

/** The path in PascalCase: the catalog's metric code convention. */
export function pascalCode(path: string): string {
  return path
    .split(/[/_]/)
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join('')
}
