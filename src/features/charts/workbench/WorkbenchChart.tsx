import { useMemo } from 'react'
import { metricAssets } from '@/core/api/udm'
import type { ChartItem } from '@/core/api/udmItems'
import { logScaleMessage, hasNonPositive } from '@/core/charts/chartErrors'
import { rangeFor, type TimeRange } from '@/core/charts/timeRange'
import type { Zoom } from '@/core/searchParams'
import { alignSeries } from '@/core/series/align'
import type { RegroupUnit } from '@/core/series/regroup'
import { ChartLegend } from '@/lib/charts/ChartLegend'
import { NavigatorStrip } from '@/lib/charts/NavigatorStrip'
import { UPlotChart } from '@/lib/charts/UPlotChart'
import { scaleOfAxis, type ChartSpec } from '@/lib/charts/engine/chartSpec'
import { dragZoomPlugin } from '@/lib/charts/plugins/dragZoomPlugin'
import { tooltipPlugin } from '@/lib/charts/plugins/tooltipPlugin'
import { useChartView } from '@/lib/charts/useChartView'
import { useHiddenSeries } from '@/lib/charts/useHiddenSeries'
import { finestResolution } from '@/core/workbench/viewResolution'
import { refOf } from '@/core/workbench/workbenchItems'
import { EmptyState } from '@/lib/ui/EmptyState'
import { Placeholder } from '@/lib/ui/Placeholder'
import { pageLayout } from '../ChartPanel'
import { ExportMenu, legendOf } from '../ExportMenu'
import { useAlertOverlay } from '../useAlertOverlay'
import { drawnItems, legendItems, type ItemState } from './drawnItems'

export interface WorkbenchChartProps {
  name: string
  /** The saved workbench's uuid (null before its first save), for the export's analytics. */
  chartUuid: string | null
  items: readonly ChartItem[]
  states: ReadonlyMap<string, ItemState>
  editing: boolean
  zoom: Zoom
  /** A dragged range (the chart's since and until), else the zoom decides. */
  customRange: TimeRange | undefined
  onSelectRange: (range: TimeRange) => void
  sameAxis: boolean
  /** A fixed range of the left axis (the address's sy and uy). */
  yRange: readonly [number, number] | undefined
  /** Every series regrouped to this interval (the address's `ai`). */
  aggregation: RegroupUnit | undefined
  /** The address's `alert`: a formula alert of this workbench, its levels and firings drawn. */
  alertUuid?: string
}

/** The workbench's chart: every item with data, the legend, Export, the range navigator. */
export function WorkbenchChart(props: WorkbenchChartProps) {
  const { items, states, editing, sameAxis, onSelectRange } = props
  const [hidden, onLegendChange] = useHiddenSeries()
  const drawn = useMemo(
    () => drawnItems(items, states, { sameAxis, hidden, aggregation: props.aggregation }),
    [items, states, sameAxis, hidden, props.aggregation],
  )
  const aligned = useMemo(() => alignSeries(drawn.series), [drawn.series])
  const resolution = finestResolution(items)
  const spec: ChartSpec = useMemo(
    () => ({
      ...drawn.spec,
      resolution,
      ...pageLayout(),
      ...(props.yRange ? { yRange: props.yRange } : {}),
    }),
    [drawn.spec, resolution, props.yRange],
  )
  const [view, onView] = useChartView()
  // A formula alert watches one formula item (`f1`): drawn on that item's axis.
  const alertOverlay = useAlertOverlay(props.alertUuid, view, (alert) => {
    const item = items.find((candidate) => refOf(candidate, items) === alert.source?.item)
    return spec.series.find((series) => series.id === item?.uuid)?.axis
  })
  const alertPlugins = alertOverlay.plugins
  const plugins = useMemo(
    () => [
      ...alertPlugins,
      tooltipPlugin(() => resolution),
      dragZoomPlugin((from, to) => onSelectRange({ from, to })),
    ],
    [alertPlugins, resolution, onSelectRange],
  )
  const loading = items.some((item) => states.get(item.uuid)?.status === 'loading')

  if (aligned.t.length === 0) {
    return loading ? <Placeholder kind="chart" /> : <EmptyState title="No data" />
  }
  const first = aligned.t[0] as number
  const last = aligned.t[aligned.t.length - 1] as number
  const range = props.customRange ?? rangeFor(props.zoom, last, first)
  const legend = legendItems(items, spec.series, editing)
  const logProblem = drawn.spec.series.some(
    (s, index) =>
      s.visible &&
      scaleOfAxis(spec, s.axis) === 'log' &&
      hasNonPositive(drawn.series[index]?.v ?? new Float64Array()),
  )

  return (
    <div className="chart-panel">
      <div className="chart-panel-bar">
        <ChartLegend items={legend} onChange={onLegendChange} />
        <div className="chart-panel-actions">
          <ExportMenu
            view={view}
            title={props.name || 'Untitled workbench'}
            subject={{ chartUuid: props.chartUuid }}
            content={() => ({
              kind: 'timeSeries',
              asset: metricAssets(items).join(', '),
              from: Math.max(first, range.from),
              to: Math.min(last, range.to),
              legend: legendOf(legend),
            })}
          />
        </div>
      </div>
      {logProblem && (
        <p className="chart-message" role="status">
          {logScaleMessage}
        </p>
      )}
      {alertOverlay.note && (
        <p className="chart-message" role="note">
          {alertOverlay.note}
        </p>
      )}
      <UPlotChart
        spec={spec}
        series={aligned}
        range={range}
        plugins={plugins}
        label={`${props.name} chart`}
        onView={onView}
      />
      <NavigatorStrip
        series={aligned}
        color={spec.series[0]?.color ?? '#2f6fdb'}
        range={range}
        onSelectRange={onSelectRange}
      />
    </div>
  )
}
