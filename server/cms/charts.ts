import type { CatalogMetric } from '@/core/api/catalog'
import type { ChartItemDefaults, ChartPage, ChartSidebar } from '@/core/api/cms'
import { groupLabel } from '../demo/catalog'

/** The sidebar's group order: market first, as the chart studio opens on price. */
const groupOrder = [
  'market',
  'indicators',
  'supply',
  'addresses',
  'transactions',
  'fees',
  'mining',
  'distribution',
]

const priceCode = 'MarketPriceUsdClose'

function rank(group: string): number {
  const index = groupOrder.indexOf(group)
  return index === -1 ? groupOrder.length : index
}

function sidebarMetric({ metricCode, name, shortName, path, tier }: CatalogMetric) {
  return { metricCode, name, shortName, path, tier }
}

/** The catalog metrics available for an asset, grouped for the chart sidebar. */
export function chartSidebar(catalog: readonly CatalogMetric[], asset: string): ChartSidebar {
  const groups = new Map<string, CatalogMetric[]>()
  for (const metric of catalog) {
    if (!metric.metricAssets.includes(asset)) continue
    groups.set(metric.group, [...(groups.get(metric.group) ?? []), metric])
  }
  return {
    asset,
    groups: [...groups.entries()]
      .sort(([a], [b]) => rank(a) - rank(b) || a.localeCompare(b))
      .map(([group, metrics]) => ({
        group,
        label: groupLabel(group),
        metrics: metrics.map(sidebarMetric),
      })),
  }
}

/**
 * The catalog metric a chart id names: its metric code (any letter case), or its slug, the last
 * segment of its path (`mvrv` for market/mvrv, as old /metrics?metric= links use), with dashes
 * or underscores. Undefined when nothing matches.
 */
export function findChartMetric(
  catalog: readonly CatalogMetric[],
  id: string,
): CatalogMetric | undefined {
  const code = id.toLowerCase()
  const slug = code.replaceAll('-', '_')
  return (
    catalog.find((entry) => entry.metricCode === id) ??
    catalog.find((entry) => entry.metricCode.toLowerCase() === code) ??
    catalog.find((entry) => entry.path.split('/')[1] === slug)
  )
}

/**
 * A chart by id (metric code or slug, see findChartMetric) and asset; undefined when the asset
 * has no such metric. The price joins the catalog metrics when the metric's config draws the
 * price line.
 */
export function chartPage(
  catalog: readonly CatalogMetric[],
  id: string,
  asset: string,
): ChartPage | undefined {
  const metric = findChartMetric(catalog, id)
  if (metric === undefined || !metric.metricAssets.includes(asset)) return undefined
  const price = catalog.find((entry) => entry.metricCode === priceCode)
  const withPrice =
    metric.studioMetricConfig.price && price !== undefined && price.metricAssets.includes(asset)
  return {
    id: metric.metricCode,
    asset,
    name: metric.name,
    catalogMetrics: withPrice && price !== metric ? [metric, price] : [metric],
    items: [chartItem(metric, asset)],
    nestedCharts: catalog
      .filter(
        (entry) =>
          entry.group === metric.group && entry !== metric && entry.metricAssets.includes(asset),
      )
      .map(sidebarMetric),
  }
}

/** The configuration item a new chart of the metric starts with (its studio defaults). */
export function chartItem(metric: CatalogMetric, asset: string): ChartItemDefaults {
  const config = metric.studioMetricConfig
  return {
    configType: 'metric',
    meta: {
      asset,
      metricCode: metric.metricCode,
      chartType: config.chartType,
      resolution: config.defaultResolution,
      currency: config.defaultCurrency,
      exchange: config.defaultExchange,
      exchangeFrom: config.defaultExchangeFrom,
      exchangeTo: config.defaultExchangeTo,
      miner: config.defaultMiner,
      maturity: config.defaultMaturity,
      period: config.defaultPeriod,
    },
    extra: {
      chartStyle: config.defaultChartStyle,
      scale: config.defaultScale,
      logTickInterval: config.logTickInterval,
      name: metric.name,
    },
  }
}
