import type { Asset } from '@/core/api/assets'
import type { CatalogMetric, StudioMetricConfig } from '@/core/api/catalog'
import type { MetricDescriptor } from '@/core/api/metrics'
import { demoAssets } from './assets'
import type { MetricDefinition } from './metrics/definition'
import { describe, metricDefinitions } from './metrics/registry'

/** Groups of home-page widgets: served as metrics, never listed in the catalog. */
const hiddenGroups = new Set(['internal'])

/**
 * The metric catalog of the demo dataset (app.md section 3, "Catalog metric"): one entry per
 * definition, its presentation derived from the definition and then overridden by the
 * definition's `studio` fields. Codes ending in `Deprecated` are dropped, as the app drops them.
 */
export function catalogMetrics(
  definitions: readonly MetricDefinition[] = metricDefinitions,
  assets: readonly Asset[] = demoAssets,
): CatalogMetric[] {
  const genesis = new Map(assets.map((asset) => [asset.symbol, asset.genesis]))
  return definitions.flatMap((definition) => {
    const descriptor = describe(definition)
    if (hiddenGroups.has(descriptor.group) || descriptor.code.endsWith('Deprecated')) return []
    // Point-in-time variants are for API clients (backtests); the studio charts the base metric.
    if (descriptor.path.endsWith('_pit')) return []
    return [
      {
        metricCode: descriptor.code,
        name: descriptor.name,
        shortName: definition.shortName ?? descriptor.name,
        path: descriptor.path,
        tier: descriptor.tier,
        group: descriptor.group,
        description: descriptor.description,
        isSoldSeparately: definition.isSoldSeparately ?? false,
        metricAssets: [...descriptor.assets],
        metricCategories: [...(definition.categories ?? [groupLabel(descriptor.group)])],
        studioMetricConfig: {
          ...defaultStudioConfig(definition, descriptor, genesis),
          ...definition.studio,
        },
      },
    ]
  })
}

/** `market` → `Market`, `derivatives_options` → `Derivatives Options`. */
export function groupLabel(group: string): string {
  return group
    .split('_')
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(' ')
}

/** Parameters with a dedicated control in the chart sidebar; the rest go to `defaults`. */
const dedicatedParameters = new Set([
  'e',
  'from_exchange',
  'to_exchange',
  'miner',
  'maturity',
  'period',
  'contract_expiration',
])

/**
 * What the studio offers for a metric, read from its definition: value series get moving
 * averages, alerts and the workbench; object series (candles, breakdowns) and documents do not.
 * Prices and capitalisations span orders of magnitude and start on a log scale; other metrics
 * are drawn with the price line, prices obviously are not.
 */
function defaultStudioConfig(
  definition: MetricDefinition,
  descriptor: MetricDescriptor,
  genesis: ReadonlyMap<string, number>,
): StudioMetricConfig {
  const parameters = definition.parameters ?? {}
  const first = (name: string) => parameters[name]?.[0] ?? null
  const has = (name: string) => name in parameters
  const isValue = definition.shape === 'value'
  const isPriceLike = /^market\/(price_|marketcap)/.test(definition.path)
  const resolutionsOffered = descriptor.resolutions
  return {
    chartType: chartTypeOf(definition),
    defaultChartStyle: 'line',
    defaultCurrency: definition.unit === 'usd' ? 'usd' : 'native',
    defaultExchange: first('e'),
    defaultExchangeFrom: first('from_exchange'),
    defaultExchangeTo: first('to_exchange'),
    defaultMaturity: first('maturity'),
    defaultMiner: first('miner'),
    defaultPeriod: first('period'),
    defaultResolution: resolutionsOffered.includes('24h')
      ? '24h'
      : (resolutionsOffered[0] ?? '24h'),
    defaultScale: isPriceLike ? 'log' : 'lin',
    logTickInterval: null,
    price: !isPriceLike,
    scales: ['lin', 'log'],
    resolutionOption: resolutionsOffered.length > 1,
    currencyOption: descriptor.currencies.length === 2,
    exchangeOption: has('e'),
    interExchangeOption: has('from_exchange') || has('to_exchange'),
    minerOption: has('miner'),
    movingAverageOption: isValue,
    movingMedianOption: isValue,
    expMovingAverageOption: isValue,
    maturityOption: has('maturity'),
    contractExpirationOption: has('contract_expiration'),
    // Snapshot documents (options by strike, distributions) are read one date at a time.
    datePickerOption: definition.shape === 'document',
    defaults: Object.fromEntries(
      Object.entries(parameters).flatMap(([name, values]) =>
        dedicatedParameters.has(name) || values[0] === undefined ? [] : [[name, values[0]]],
      ),
    ),
    workbench: isValue,
    studioOnly: definition.shape === 'document',
    alerts: isValue,
    upgradeOption: definition.tier > 1,
    start: Object.fromEntries(
      descriptor.assets.flatMap((symbol) => {
        const day = genesis.get(symbol)
        return day === undefined ? [] : [[symbol, day]]
      }),
    ),
    videoId: null,
  }
}

/** Named sub-series draw one line each; documents pick their type with a `studio` override. */
function chartTypeOf(definition: MetricDefinition): StudioMetricConfig['chartType'] {
  return definition.shape === 'object' && definition.kind === 'breakdown'
    ? 'timeSeriesMultiLine'
    : 'timeSeries'
}
