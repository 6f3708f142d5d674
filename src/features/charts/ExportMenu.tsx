import type { ReactNode, RefObject } from 'react'
import type { CatalogMetric } from '@/core/api/catalog'
import { productName } from '@/core/brand'
import { analytics } from '@/lib/analytics/analytics'
import type { MetricData } from '@/lib/charts/metricData'
import type { ChartView } from '@/lib/charts/engine/chartView'
import { downloadChartPng, type ExportTemplate } from '@/lib/charts/exportPng'
import { Dropdown } from '@/lib/ui/Dropdown'

/** The legend of an export: the series a reader sees (plugin-only columns have no item). */
export function legendOf(
  series: readonly { label: string; color: string; visible: boolean; kind?: string }[],
): ExportContent['legend'] {
  return series
    .filter((s) => s.visible && s.kind !== 'data')
    .map(({ label, color }) => ({ label, color }))
}

/** What a chart tells its export: the template's kind, the asset, the range, the key. */
export type ExportContent = Omit<ExportTemplate, 'title' | 'productName'>

/**
 * The chart's Export menu (charts.md §9: PNG download only): the chart drawn into its kind's
 * export template with its title (the metric's or the workbench's name), the asset, the dates
 * shown and the legend or colour scale. `content` is read when the menu item is chosen, so it
 * reflects the legend at that time. `subject` names the chart to analytics.
 */
export function ExportMenu({
  view,
  title,
  subject,
  content,
}: {
  view: RefObject<ChartView | undefined>
  title: string
  subject: { metricCode: string } | { chartUuid: string | null }
  content: () => ExportContent
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
            const template = { ...content(), title, productName }
            analytics.track('chart_export', {
              format: 'png',
              kind: template.kind,
              ...subject,
              asset: template.asset,
            })
            void downloadChartPng(view.current.plot, template)
          },
        },
      ]}
    />
  )
}

/**
 * The actions at the right of every chart panel's bar: the panel's own controls (`children`),
 * the Demo data label when the series came from the demo dataset, and Export.
 */
export function ChartActions({
  data,
  children,
  view,
  metric,
  content,
}: {
  data: MetricData
  children?: ReactNode
  view: RefObject<ChartView | undefined>
  metric: CatalogMetric
  content: () => ExportContent
}) {
  return (
    <div className="chart-panel-actions">
      {children}
      {data.source === 'demo' && <span className="badge">Demo data</span>}
      <ExportMenu
        view={view}
        title={metric.name}
        subject={{ metricCode: metric.metricCode }}
        content={content}
      />
    </div>
  )
}
