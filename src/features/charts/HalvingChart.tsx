import { useMemo } from 'react'
import type { CatalogMetric } from '@/core/api/catalog'
import type { ChartSettings } from '@/core/charts/chartSettings'
import { halvingChartDays, halvingCycles, type HalvingCycle } from '@/core/charts/halving'
import { seriesColor } from '@/core/charts/palette'
import { alignSeries } from '@/core/series/align'
import { ChartLegend } from '@/lib/charts/ChartLegend'
import { UPlotChart } from '@/lib/charts/UPlotChart'
import { useChartView } from '@/lib/charts/useChartView'
import { useHiddenSeries } from '@/lib/charts/useHiddenSeries'
import type { ChartSpec } from '@/lib/charts/engine/chartSpec'
import type { MetricData } from '@/lib/charts/metricData'
import { tooltipPlugin } from '@/lib/charts/plugins/tooltipPlugin'
import { EmptyState } from '@/lib/ui/EmptyState'
import { ChartActions, legendOf } from './ExportMenu'

/** Whether a metric's data is halving cycles (keys ratio, daysTillHalving, price): a key check. */
export function isHalvingData(data: MetricData): boolean {
  const series = data.series
  return (
    series.kind === 'keyed' &&
    series.o.ratio !== undefined &&
    series.o.daysTillHalving !== undefined &&
    series.o.price !== undefined
  )
}

/** The halving cycles in a metric's data, if it has them. */
export function halvingOf(data: MetricData): HalvingCycle[] | undefined {
  const series = data.series
  if (series.kind !== 'keyed' || !isHalvingData(data)) return undefined
  const { daysTillHalving, price } = series.o
  if (!daysTillHalving || !price) return undefined
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
  const [view, onView] = useChartView()
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
        <ChartActions
          data={data}
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
      <UPlotChart
        spec={spec}
        series={aligned}
        range={fullRange}
        plugins={plugins}
        label={`${metric.name} by halving cycle for ${settings.asset}`}
        onView={onView}
      />
    </div>
  )
}
