import type { CatalogMetric } from '../api/catalog'
import type { ExtraParameterName } from '../api/metricsQuery'
import type { Resolution } from '../resolution'
import type { ChartStyle, Currency, Scale, Zoom } from '../searchParams'
import { defaultChartZoom } from './timeRange'

/** The chart's address parameters this module reads (a subset of chartSearchSchema's output). */
export interface ChartSearch {
  a?: string
  i?: Resolution
  c?: Currency
  mScl?: Scale
  pScl?: Scale
  chartStyle?: ChartStyle
  zoom?: Zoom
  boostMode?: boolean
  e?: string
  from_exchange?: string
  to_exchange?: string
  miner?: string
  network?: string
  maturity?: string
  period?: string
  contractExpiration?: string
}

/** What the chart draws, every value settled: from the address, else the metric's defaults. */
export interface ChartSettings {
  asset: string
  resolution: Resolution
  currency: Currency
  scale: Scale
  priceScale: Scale
  chartStyle: ChartStyle
  zoom: Zoom
  /** Decimate long series (boost mode); `boostMode=false` in the address draws every point. */
  boost: boolean
  /** Extra query parameters of the series request, by API name. */
  params: Partial<Record<ExtraParameterName, string>>
}

/** The price overlay's scale when the address names none ("Default … log scale, grey line"). */
export const defaultPriceScale: Scale = 'log'

/**
 * The scale rule of app.md §4 and charts.md §4: the wanted scale if the metric allows it, else
 * the configured default if allowed, else the first allowed scale.
 */
export function chooseScale(
  wanted: Scale | undefined,
  config: CatalogMetric['studioMetricConfig'],
): Scale {
  if (wanted !== undefined && config.scales.includes(wanted)) return wanted
  if (config.scales.includes(config.defaultScale)) return config.defaultScale
  return config.scales[0] ?? 'lin'
}

/** Allowed values the chart knows for its request (from GET /v1/metadata/metric). */
export interface AllowedParameters {
  i?: readonly Resolution[]
  c?: readonly Currency[]
  [name: string]: readonly string[] | undefined
}

/**
 * Settles every control of the chart page. A value from the address is used when the metric
 * allows it (a copied link reopens the same chart); a missing or no longer allowed one falls
 * back to the studio config's default, so a stale link still opens a chart.
 */
export function resolveChartSettings(
  search: ChartSearch,
  metric: CatalogMetric,
  asset: string,
  allowed: AllowedParameters = {},
): ChartSettings {
  const config = metric.studioMetricConfig
  const pick = <T extends string>(
    wanted: T | undefined,
    fallback: T,
    list: readonly T[] | undefined,
  ): T =>
    wanted !== undefined && (list === undefined || list.includes(wanted)) ? wanted : fallback
  const params: ChartSettings['params'] = {}
  const extra: Array<[ExtraParameterName, string | undefined, string | null]> = [
    ['e', search.e, config.defaultExchange],
    ['from_exchange', search.from_exchange, config.defaultExchangeFrom],
    ['to_exchange', search.to_exchange, config.defaultExchangeTo],
    ['miner', search.miner, config.defaultMiner],
    ['network', search.network, config.defaults.network ?? null],
    ['maturity', search.maturity, config.defaultMaturity],
    ['period', search.period, config.defaultPeriod],
    ['contract_expiration', search.contractExpiration, config.defaults.contractExpiration ?? null],
  ]
  for (const [name, wanted, fallback] of extra) {
    const list = allowed[name]
    const value =
      wanted !== undefined && (list === undefined || list.includes(wanted)) ? wanted : fallback
    if (value !== null && value !== undefined) params[name] = value
  }
  return {
    asset,
    resolution: pick(search.i, config.defaultResolution, allowed.i),
    currency: pick(search.c, config.defaultCurrency, allowed.c),
    scale: chooseScale(search.mScl, config),
    priceScale: search.pScl ?? defaultPriceScale,
    chartStyle: search.chartStyle ?? config.defaultChartStyle,
    zoom: search.zoom ?? defaultChartZoom,
    boost: search.boostMode ?? true,
    params,
  }
}
