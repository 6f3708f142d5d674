import { useMemo, useRef } from 'react'
import type { CatalogMetric } from '@/core/api/catalog'
import type { ChartSettings } from '@/core/charts/chartSettings'
import { halvingChartDays, halvingCycles, type HalvingCycle } from '@/core/charts/halving'
import { seriesColor } from '@/core/charts/palette'
import { alignSeries } from '@/core/series/align'
import { ChartLegend } from '@/lib/charts/ChartLegend'
import type { ChartView } from '@/lib/charts/engine/chartView'
import { UPlotChart } from '@/lib/charts/UPlotChart'
import { useHiddenSeries } from '@/lib/charts/useHiddenSeries'
import type { ChartSpec } from '@/lib/charts/engine/chartSpec'
import type { MetricData } from '@/lib/charts/metricData'
import { tooltipPlugin } from '@/lib/charts/plugins/tooltipPlugin'
import { EmptyState } from '@/lib/ui/EmptyState'
import { ExportMenu, legendOf } from './ExportMenu'

/** The halving cycles in a metric's data (keys ratio, daysTillHalving, price), if it has them. */
export function halvingOf(data: MetricData): HalvingCycle[] | undefined {
  const series = data.series
  if (series.kind !== 'keyed') return undefined
  const { ratio, daysTillHalving, price } = series.o
  if (!ratio || !daysTillHalving || !price) return undefined
  return halvingCycles(series.t, price, daysTillHalving)
}

const dayLabel = (day: number) => `Day ${Math.round(day)}`
const fullRange = { from: 0, to: halvingChartDays }

/**
 * The halving chart: one line per cycle, the price relative to the halving day's close against
 * the days since that halving (0 to 1420), so cycles can be compared side by side. The legend
 * toggles and isolates cycles like any other.
 */
export function HalvingChart({
  metric,
  settings,
  cycles,
  data,
}: {
  metric: CatalogMetric
  settings: ChartSettings
  cycles: HalvingCycle[]
  data: MetricData
}) {
  const [hidden, onLegendChange] = useHiddenSeries()
  const view = useRef<ChartView | undefined>(undefined)
  const aligned = useMemo(
    () => alignSeries(cycles.map((cycle) => ({ t: cycle.days, v: cycle.ratio }))),
    [cycles],
  )
  const spec = useMemo<ChartSpec>(
    () => ({
      series: cycles.map((cycle, i) => ({
        id: cycle.label,
        label: `Halving ${cycle.label}`,
        color: seriesColor(i),
        kind: 'line',
        axis: 'y',
        visible: hidden[cycle.label] !== true,
      })),
      scales: { y: settings.scale, price: 'log' },
      resolution: settings.resolution,
      height: 480,
      layout: 'default',
      xAxis: { label: dayLabel },
    }),
    [cycles, hidden, settings.scale, settings.resolution],
  )
  const resolution = settings.resolution
  const plugins = useMemo(
    () => [tooltipPlugin(() => resolution, undefined, dayLabel)],
    [resolution],
  )
  if (cycles.length === 0) return <EmptyState />
  return (
    <div className="chart-panel">
      <div className="chart-panel-bar">
        <ChartLegend items={spec.series} onChange={onLegendChange} />
        <div className="chart-panel-actions">
          {data.source === 'demo' && <span className="badge">Demo data</span>}
          <ExportMenu
            view={view}
            metric={metric}
            content={() => ({
              kind: 'timeSeries',
              asset: settings.asset,
              from: data.series.t[0] ?? 0,
              to: data.series.t.at(-1) ?? 0,
              legend: legendOf(spec.series),
            })}
          />
        </div>
      </div>
      <UPlotChart
        spec={spec}
        series={aligned}
        range={fullRange}
        plugins={plugins}
        label={`${metric.name} by halving cycle for ${settings.asset}`}
        onView={(v) => {
          view.current = v
        }}
      />
    </div>
  )
}
