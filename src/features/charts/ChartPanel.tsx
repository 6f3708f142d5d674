import { useQueries } from '@tanstack/react-query'
import { useMemo, useRef } from 'react'
import type { CatalogMetric } from '@/core/api/catalog'
import { chartErrorText, hasNonPositive, logScaleMessage } from '@/core/charts/chartErrors'
import type { ChartSettings } from '@/core/charts/chartSettings'
import { annotationsFor } from '@/core/charts/annotations'
import { mainMetricColor } from '@/core/charts/palette'
import { chartKindOf, type ChartKind } from '@/core/charts/chartKind'
import { rangeFor, type TimeRange } from '@/core/charts/timeRange'
import { defaultChartHeight, tenMinuteHistoryNotice } from '@/core/constants'
import { formatDateTime } from '@/core/format/date'
import { alignSeries } from '@/core/series/align'
import { candleUnitFor } from '@/core/series/candles'
import { offlineNote } from '@/core/series/offlineSeries'
import type { StackDirection } from '@/core/series/stack'
import { analytics } from '@/lib/analytics/analytics'
import { ApiError, errorMessage } from '@/lib/api/apiError'
import { ChartLegend } from '@/lib/charts/ChartLegend'
import { NavigatorStrip } from '@/lib/charts/NavigatorStrip'
import { HalvingChart, halvingOf } from './HalvingChart'
import { HeatmapChart, heatmapOf } from './HeatmapChart'
import { SnapshotChart, snapshotsOf } from './SnapshotChart'
import { UPlotChart } from '@/lib/charts/UPlotChart'
import { useChartView } from '@/lib/charts/useChartView'
import { useMetricReadDecision } from '@/lib/charts/metricReadAccess'
import { useHiddenSeries } from '@/lib/charts/useHiddenSeries'
import { useElementWidth } from '@/lib/browser/useElementWidth'
import type { ChartSpec } from '@/lib/charts/engine/chartSpec'
import { metricDataQuery, type MetricData, type MetricDataRequest } from '@/lib/charts/metricData'
import { annotationsPlugin } from '@/lib/charts/plugins/annotationsPlugin'
import { candlestickPlugin } from '@/lib/charts/plugins/candlestickPlugin'
import { dragZoomPlugin } from '@/lib/charts/plugins/dragZoomPlugin'
import { tooltipPlugin } from '@/lib/charts/plugins/tooltipPlugin'
import { trendScorePlugin } from '@/lib/charts/plugins/trendScorePlugin'
import { unstackedValue } from '@/lib/charts/plugins/unstackedValue'
import { ChartActions, legendOf } from './ExportMenu'
import { EmptyState } from '@/lib/ui/EmptyState'
import { ForbiddenNotice } from '@/lib/ui/ForbiddenNotice'
import { Placeholder } from '@/lib/ui/Placeholder'
import type { MovingMathValue } from './MovingMathPicker'
import { drawnChart } from './drawnChart'
import type { DrawnChart } from './drawnSeries'
import { useAlertOverlay } from './useAlertOverlay'
import { candleSeriesIndices, candleUnitNote, trendScoreSeriesIndices } from './pairedSeries'

const pricePath = 'market/price_usd_close'

export interface ChartPanelProps {
  metric: CatalogMetric
  /** The price overlay's catalog entry when the metric's config draws it. */
  withPrice: boolean
  settings: ChartSettings
  movingMath: MovingMathValue | undefined
  /** A dragged range from the address (s and u); otherwise the zoom button decides. */
  customRange: TimeRange | undefined
  onSelectRange: (range: TimeRange) => void
  /** The day a snapshot chart shows (YYYY-MM-DD, the address's `date`), and how to change it. */
  date: string | undefined
  onDate: (date: string) => void
  /** The address's `alert`: an alert of the user's whose levels and firings are drawn. */
  alertUuid?: string
}

/** The request of the metric's own series (the page also reads it to pick its controls). */
export function mainRequestOf(metric: CatalogMetric, settings: ChartSettings): MetricDataRequest {
  return {
    path: metric.path,
    a: settings.asset,
    i: settings.resolution,
    c: settings.currency,
    params: settings.params,
  }
}

/** The chart area: its series, loading/empty/error states, legend, messages and export. */
export function ChartPanel(props: ChartPanelProps) {
  const { metric, withPrice, settings } = props
  // A metric above the viewer's plan is shown locked without asking (the server would say 403).
  const access = useMetricReadDecision()(metric.tier)
  const requests = useMemo(() => {
    const main = mainRequestOf(metric, settings)
    const price: MetricDataRequest = { path: pricePath, a: settings.asset, i: settings.resolution }
    return withPrice && metric.path !== pricePath ? [main, price] : [main]
  }, [metric, withPrice, settings])
  const [main, price] = useQueries({
    queries: requests.map((r) => ({ ...metricDataQuery(r), enabled: access.kind === 'read' })),
  })

  if (access.kind === 'locked') {
    return <ForbiddenNotice allowedPlans={access.allowedPlans} className="chart-error" />
  }
  // A series already drawn stays while a refresh fails (offline); the states only without it.
  if (main?.data === undefined) {
    if (main?.isError) return <ChartError error={main.error} asset={settings.asset} />
    return <Placeholder kind="chart" />
  }
  const cycles = halvingOf(main.data)
  if (cycles) {
    return <HalvingChart metric={metric} settings={settings} cycles={cycles} data={main.data} />
  }
  const snapshots = snapshotsOf(main.data, props.date)
  if (snapshots) {
    return (
      <SnapshotChart
        metric={metric}
        settings={settings}
        data={main.data}
        {...snapshots}
        onDate={props.onDate}
      />
    )
  }
  const heatmap = heatmapOf(metric, main.data)
  if (heatmap) {
    return (
      <HeatmapChart
        metric={metric}
        settings={settings}
        heatmap={heatmap}
        data={main.data}
        price={price?.data}
        customRange={props.customRange}
        onSelectRange={props.onSelectRange}
      />
    )
  }
  return (
    <LoadedChart
      {...props}
      data={main.data}
      price={price?.data}
      priceFailed={price?.isError === true}
    />
  )
}

function LoadedChart({
  metric,
  settings,
  movingMath,
  customRange,
  onSelectRange,
  data,
  price,
  priceFailed,
  alertUuid,
}: ChartPanelProps & { data: MetricData; price: MetricData | undefined; priceFailed: boolean }) {
  const [hidden, onLegendChange] = useHiddenSeries()
  const [view, onView] = useChartView()
  const panel = useRef<HTMLDivElement>(null)
  const panelWidth = useElementWidth(panel)

  const kind = kindOfData(metric, data)
  const extent = timeExtent(data, price)
  const range = extent && (customRange ?? rangeFor(settings.zoom, extent.last, extent.first))
  // Candles are aggregated here, before the engine, rather than decimated by it: min/max
  // decimation keeps whole points of each column and would pair one candle's high with another's
  // low. The unit depends on the range and the plot's width (about 72 px go to the axis and
  // padding), and only a change of unit recomputes the series.
  const candleUnit =
    kind === 'candlestick' && range && panelWidth > 0
      ? candleUnitFor(settings.resolution, range.to - range.from, panelWidth - 72)
      : undefined
  const regroupTo = candleUnit === settings.resolution ? undefined : candleUnit
  // Only stacked areas restack when a layer is hidden; other charts keep their series.
  const stackHidden = kind === 'stackedArea' ? hidden : noneHidden
  const drawn = useMemo(
    () =>
      drawnChart({
        kind,
        metric,
        settings,
        movingMath,
        data,
        price,
        hidden: stackHidden,
        candleUnit: regroupTo,
      }),
    [kind, metric, settings, movingMath, data, price, stackHidden, regroupTo],
  )
  const aligned = useMemo(() => alignSeries(drawn.series), [drawn])
  const spec: ChartSpec = useMemo(
    () => ({
      series: drawn.series.map((s) => ({ ...s.spec, visible: hidden[s.spec.id] !== true })),
      bands: drawn.bands,
      zeroBased: kind === 'stackedArea',
      scales: { y: settings.scale, price: settings.priceScale },
      resolution: settings.resolution,
      ...pageLayout(),
      boost: settings.boost,
    }),
    [drawn, hidden, kind, settings.scale, settings.priceScale, settings.resolution, settings.boost],
  )
  const resolution = settings.resolution
  const stacks = useStableStacks(drawn.stacks)
  const annotations = annotationsFor(metric)
  const alertOverlay = useAlertOverlay(alertUuid, view)
  const alertPlugins = alertOverlay.plugins
  const plugins = useMemo(
    () => [
      ...(annotations.length > 0 ? [annotationsPlugin(annotations)] : []),
      ...alertPlugins,
      ...(kind === 'candlestick' ? [candlestickPlugin(candleSeriesIndices)] : []),
      ...(kind === 'trendScore' ? [trendScorePlugin(trendScoreSeriesIndices)] : []),
      tooltipPlugin(() => resolution, stacks ? unstackedValue(stacks) : undefined),
      dragZoomPlugin((from, to) => onSelectRange({ from, to })),
    ],
    [annotations, alertPlugins, kind, stacks, resolution, onSelectRange],
  )

  if (data.series.kind === 'documents') {
    return <EmptyState title="This chart type is not available in the studio yet" />
  }
  if (!extent || !range || aligned.t.length === 0) {
    return <EmptyState />
  }
  const metricColumns = drawn.series.filter((s) => s.spec.axis === 'y').map((s) => s.v)
  const logProblem = settings.scale === 'log' && metricColumns.some(hasNonPositive)

  return (
    <div className="chart-panel" ref={panel}>
      <div className="chart-panel-bar">
        <ChartLegend
          items={spec.series.filter((s) => s.kind !== 'data')}
          onChange={onLegendChange}
          onReport={(action, series) =>
            analytics.track('chart_legend_click', {
              action,
              series,
              metricCode: metric.metricCode,
              asset: settings.asset,
            })
          }
        />
        <ChartActions
          data={data}
          view={view}
          metric={metric}
          content={() => ({
            kind: 'timeSeries',
            asset: settings.asset,
            from: Math.max(extent.first, range.from),
            to: Math.min(extent.last, range.to),
            legend: legendOf(spec.series),
          })}
        />
      </div>
      {logProblem && (
        <p className="chart-message" role="status">
          {logScaleMessage}
        </p>
      )}
      {data.offlineAsOf !== undefined && (
        <p className="chart-message" role="status">
          {offlineNote(formatDateTime(data.offlineAsOf))}
        </p>
      )}
      {alertOverlay.note && (
        <p className="chart-message" role="note">
          {alertOverlay.note}
        </p>
      )}
      {priceFailed && (
        <p className="chart-message" role="status">
          No price
        </p>
      )}
      {settings.resolution === '10m' && (
        <p className="chart-message" role="note">
          {tenMinuteHistoryNotice}
        </p>
      )}
      {regroupTo && (
        <p className="chart-message" role="note">
          {candleUnitNote(regroupTo)}
        </p>
      )}
      <UPlotChart
        spec={spec}
        series={aligned}
        range={range}
        plugins={plugins}
        label={`${metric.name} chart for ${settings.asset}`}
        onView={onView}
      />
      <NavigatorStrip
        series={aligned}
        color={spec.series[0]?.color ?? mainMetricColor}
        range={range}
        onSelectRange={onSelectRange}
      />
    </div>
  )
}

const noneHidden: Readonly<Record<string, boolean>> = {}

/** What the metric's answer draws: candles, bands, one line or column per key… */
export function kindOfData(metric: CatalogMetric, data: MetricData): ChartKind {
  return chartKindOf(metric.studioMetricConfig.chartType, keysOf(data))
}

function keysOf(data: MetricData): string[] | undefined {
  return data.series.kind === 'keyed' ? Object.keys(data.series.o) : undefined
}

/** The first and last time of the metric and the price overlay together. */
function timeExtent(
  data: MetricData,
  price: MetricData | undefined,
): { first: number; last: number } | undefined {
  const columns = [data.series.t, ...(price ? [price.series.t] : [])].filter((t) => t.length > 0)
  if (columns.length === 0) return undefined
  return {
    first: Math.min(...columns.map((t) => t[0] as number)),
    last: Math.max(...columns.map((t) => t[t.length - 1] as number)),
  }
}

/**
 * The stack of each series, the same array as long as the layout is: the tooltip plugin is built
 * from it, and a new plugin list builds a new chart.
 */
function useStableStacks(
  stacks: DrawnChart['stacks'],
): readonly (StackDirection | undefined)[] | undefined {
  const key = stacks?.map((d) => d ?? '-').join(',')
  return useMemo(
    () =>
      key === undefined
        ? undefined
        : key.split(',').map((d) => (d === 'up' || d === 'down' ? d : undefined)),
    [key],
  )
}

/**
 * Phones get the compact layout (narrower axes, no drag zoom: a drag there scrolls the page;
 * the range selector and navigator choose the range) at 400 px; wider screens the default.
 */
export function pageLayout(): Pick<ChartSpec, 'height' | 'layout'> {
  const small = typeof window !== 'undefined' && window.matchMedia('(max-width: 767.98px)').matches
  return small
    ? { height: 400, layout: 'compact' }
    : { height: Math.min(defaultChartHeight, 560), layout: 'default' }
}

function ChartError({ error, asset }: { error: Error; asset: string }) {
  if (error instanceof ApiError && error.status === 403) {
    return <ForbiddenNotice allowedPlans={error.allowedPlans} className="chart-error" />
  }
  return (
    <div className="chart-error" role="alert">
      <p>{chartErrorText(errorMessage(error), asset)}</p>
    </div>
  )
}
