import type { RefObject } from 'react'
import type { CatalogMetric } from '@/core/api/catalog'
import { productName } from '@/core/brand'
import { analytics } from '@/lib/analytics/analytics'
import type { ChartView } from '@/lib/charts/engine/chartView'
import { downloadChartPng } from '@/lib/charts/exportPng'
import { Dropdown } from '@/lib/ui/Dropdown'

/**
 * The chart's Export menu (charts.md §9: PNG download only): the chart drawn into the export
 * template with the metric's name, the asset and the date of the last point shown.
 */
export function ExportMenu({
  view,
  metric,
  asset,
  date,
}: {
  view: RefObject<ChartView | undefined>
  metric: CatalogMetric
  asset: string
  /** Unix seconds of the last point shown. */
  date: number
}) {
  return (
    <Dropdown
      label="Export"
      className="button"
      trigger="Export"
      align="end"
      items={[
        {
          key: 'png',
          label: 'Download PNG',
          onSelect: () => {
            if (!view.current) return
            analytics.track('chart_export', { format: 'png', metricCode: metric.metricCode, asset })
            void downloadChartPng(view.current.plot, {
              title: metric.name,
              asset,
              date,
              productName,
            })
          },
        },
      ]}
    />
  )
}
