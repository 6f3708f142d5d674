import type { CatalogMetric } from '@/core/api/catalog'
import type { ChartInput } from '@/core/api/udm'
import { metricCodeSchema, type ChartItem } from '@/core/api/udmItems'
import type { ChartSettings } from '@/core/charts/chartSettings'
import type { MovingMathMethod } from '@/core/charts/movingMath'
import { mainMetricColor } from '@/core/charts/palette'
import { rankSubsets } from '@/core/charts/rankSubsets'
import { subsetLabel } from '@/core/charts/subsetLabels'
import { metaOfSettings } from '@/core/workbench/itemSettings'
import { newMetricItem, priceItem, splitSubsets } from '@/core/workbench/workbenchItems'
import type { MetricData } from '@/lib/charts/metricData'

/**
 * The chart the metric page shows, as a chart of items to edit: the metric with the page's
 * settings and moving math (a metric with subsets split into one item per subset), and the price
 * when the chart draws it.
 */
export function metricChartInput(
  metric: CatalogMetric,
  settings: ChartSettings,
  movingMath: { method: MovingMathMethod; window: number } | undefined,
  withPrice: boolean,
  data: MetricData | undefined,
): ChartInput {
  const uuid = () => crypto.randomUUID()
  const item = newMetricItem(uuid(), metaOfSettings(metric.metricCode, settings, movingMath), [], {
    name: metric.name,
    lineColor: mainMetricColor,
    scale: settings.scale,
    chartStyle: settings.chartStyle,
  })
  const subsets = data?.series.kind === 'keyed' ? rankSubsets(data.series.o) : []
  let items: ChartItem[]
  if (subsets.length > 1) {
    items = splitSubsets(item, subsets, uuid, withPrice).map((split) =>
      split.configType === 'metric' && split.meta.subset
        ? {
            ...split,
            extra: {
              ...split.extra,
              name: `${metric.name}: ${subsetLabel(split.meta.subset, subsets)}`,
            },
          }
        : split,
    )
  } else {
    items = [item]
    if (withPrice) {
      const price = priceItem(uuid(), settings.asset, items)
      items.push({ ...price, extra: { ...price.extra, scale: settings.priceScale } })
    }
  }
  return {
    name: metric.name,
    description: '',
    configType: 'metric',
    categoryUuid: null,
    items,
    since: null,
    until: null,
    zoom: settings.zoom,
    range: null,
    date: null,
  }
}

/** At most this many metrics are added from the address's `metrics` list. */
export const maxComparedMetrics = 10

/** The metric codes of `metrics=CodeA,CodeB`: well-formed ones, each once, at most ten. */
export function comparedCodes(metrics: string | undefined): string[] {
  if (!metrics) return []
  const codes = metrics
    .split(',')
    .map((code) => code.trim())
    .filter((code) => metricCodeSchema.safeParse(code).success)
  return [...new Set(codes)].slice(0, maxComparedMetrics)
}

/** A metric's chart with more metrics of the asset added after its own items. */
export function comparisonInput(
  chart: ChartInput,
  codes: readonly string[],
  asset: string,
): ChartInput {
  const items = [...chart.items]
  for (const metricCode of codes) {
    items.push(newMetricItem(crypto.randomUUID(), { asset, metricCode }, items))
  }
  return { ...chart, configType: 'workbench', items }
}
