import { useMemo } from 'react'
import type { DashboardMetricItem } from '@/core/api/dashboardItems'
import { hasNonPositive, logScaleMessage } from '@/core/charts/chartErrors'
import { resolveChartSettings } from '@/core/charts/chartSettings'
import { mainMetricColor } from '@/core/charts/palette'
import { rangeFor } from '@/core/charts/timeRange'
import type { Zoom } from '@/core/searchParams'
import { alignSeries } from '@/core/series/align'
import { searchOfItem } from '@/core/workbench/itemSettings'
import { UPlotChart } from '@/lib/charts/UPlotChart'
import type { ChartSpec } from '@/lib/charts/engine/chartSpec'
import { useMetricItemStores, type ItemStore } from '@/lib/charts/metricItemSeries'
import { tooltipPlugin } from '@/lib/charts/plugins/tooltipPlugin'
import { EmptyState } from '@/lib/ui/EmptyState'
import { ForbiddenNotice } from '@/lib/ui/ForbiddenNotice'
import { Placeholder } from '@/lib/ui/Placeholder'

/**
 * A metric tile: the metric drawn with its own settings (asset, resolution, currency, scale,
 * style, moving math, colour) in the chart engine's compact layout, through the chart page's
 * cached queries, so a tile and the chart it links to share their series.
 */
export function MetricTile({
  item,
  zoom,
  height,
}: {
  item: DashboardMetricItem
  zoom: Zoom
  height: number
}) {
  const items = useMemo(() => [item], [item])
  const store = useMetricItemStores(items).get(item.uuid) ?? { status: 'loading' }
  if (store.status === 'loading') return <Placeholder kind="chart" />
  if (store.status === 'error') {
    return store.requiredPlans?.length ? (
      <ForbiddenNotice allowedPlans={store.requiredPlans} className="dashboard-tile-message" />
    ) : (
      <div className="dashboard-tile-message" role="alert">
        <p>{store.message}</p>
      </div>
    )
  }
  return <TileChart item={item} store={store} zoom={zoom} height={height} />
}

function TileChart({
  item,
  store,
  zoom,
  height,
}: {
  item: DashboardMetricItem
  store: Extract<ItemStore, { status: 'data' }>
  zoom: Zoom
  height: number
}) {
  const settings = resolveChartSettings(searchOfItem(item), store.metric, item.meta.asset)
  const name = `${item.extra.name ?? store.metric.name} (${item.meta.asset})`
  const color = item.extra.lineColor ?? mainMetricColor
  const aligned = useMemo(() => alignSeries([store.series]), [store.series])
  const spec: ChartSpec = useMemo(
    () => ({
      series: [
        {
          id: item.uuid,
          label: name,
          color,
          kind: settings.chartStyle === 'column' ? 'column' : 'line',
          axis: 'y',
          visible: true,
          ...(item.extra.lineWidth ? { width: item.extra.lineWidth } : {}),
        },
      ],
      scales: { y: settings.scale, price: 'lin' },
      resolution: settings.resolution,
      height,
      layout: 'compact',
    }),
    [
      item.uuid,
      item.extra.lineWidth,
      name,
      color,
      settings.chartStyle,
      settings.scale,
      settings.resolution,
      height,
    ],
  )
  const resolution = settings.resolution
  const plugins = useMemo(() => [tooltipPlugin(() => resolution)], [resolution])

  if (aligned.t.length === 0) return <EmptyState />
  const first = aligned.t[0] as number
  const last = aligned.t[aligned.t.length - 1] as number
  const logProblem = settings.scale === 'log' && hasNonPositive(store.series.v)
  return (
    <div className="dashboard-tile-chart">
      {logProblem && (
        <p className="chart-message" role="status">
          {logScaleMessage}
        </p>
      )}
      <UPlotChart
        spec={spec}
        series={aligned}
        range={rangeFor(zoom, last, first)}
        plugins={plugins}
        label={`${name} chart`}
      />
    </div>
  )
}
