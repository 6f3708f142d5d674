import { useQueries } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { useMemo, useRef, useState } from 'react'
import type { CatalogMetric } from '@/core/api/catalog'
import { productName } from '@/core/brand'
import { chartErrorText, hasNonPositive, logScaleMessage } from '@/core/charts/chartErrors'
import type { ChartSettings } from '@/core/charts/chartSettings'
import { applyMovingMath, movingMathLabels } from '@/core/charts/movingMath'
import { mainMetricColor, priceLineColor, seriesColor } from '@/core/charts/palette'
import { limitTenMinuteHistory, rangeFor, type TimeRange } from '@/core/charts/timeRange'
import { defaultChartHeight, tenMinuteHistoryNotice } from '@/core/constants'
import { forbiddenText } from '@/core/permissions'
import { lowestPlan } from '@/core/plans'
import { formatDateTime } from '@/core/format/date'
import { alignSeries, type TimeSeries } from '@/core/series/align'
import { offlineNote } from '@/core/series/offlineSeries'
import { ApiError, errorMessage } from '@/lib/api/apiError'
import { ChartLegend } from '@/lib/charts/ChartLegend'
import { UPlotChart } from '@/lib/charts/UPlotChart'
import type { ChartSeriesSpec, ChartSpec } from '@/lib/charts/engine/chartSpec'
import type { ChartView } from '@/lib/charts/engine/chartView'
import { downloadChartPng } from '@/lib/charts/exportPng'
import { metricDataQuery, type MetricData, type MetricDataRequest } from '@/lib/charts/metricData'
import { dragZoomPlugin } from '@/lib/charts/plugins/dragZoomPlugin'
import { tooltipPlugin } from '@/lib/charts/plugins/tooltipPlugin'
import { Dropdown } from '@/lib/ui/Dropdown'
import { EmptyState } from '@/lib/ui/EmptyState'
import { Placeholder } from '@/lib/ui/Placeholder'
import type { MovingMathValue } from './MovingMathPicker'

const pricePath = 'market/price_usd_close'

interface DrawnSeries extends TimeSeries {
  spec: ChartSeriesSpec
}

export interface ChartPanelProps {
  metric: CatalogMetric
  /** The price overlay's catalog entry when the metric's config draws it. */
  withPrice: boolean
  settings: ChartSettings
  movingMath: MovingMathValue | undefined
  /** A dragged range from the address (s and u); otherwise the zoom button decides. */
  customRange: TimeRange | undefined
  onSelectRange: (range: TimeRange) => void
}

/** The chart area: its series, loading/empty/error states, legend, messages and export. */
export function ChartPanel(props: ChartPanelProps) {
  const { metric, withPrice, settings } = props
  const requests = useMemo(() => {
    const main: MetricDataRequest = {
      path: metric.path,
      a: settings.asset,
      i: settings.resolution,
      c: settings.currency,
      params: settings.params,
    }
    const price: MetricDataRequest = { path: pricePath, a: settings.asset, i: settings.resolution }
    return withPrice && metric.path !== pricePath ? [main, price] : [main]
  }, [metric.path, withPrice, settings])
  const [main, price] = useQueries({ queries: requests.map((r) => metricDataQuery(r)) })

  if (!main || main.isPending) return <Placeholder kind="chart" />
  if (main.isError) return <ChartError error={main.error} asset={settings.asset} />
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
}: ChartPanelProps & { data: MetricData; price: MetricData | undefined; priceFailed: boolean }) {
  const [hidden, setHidden] = useState<Record<string, boolean>>({})
  const view = useRef<ChartView | undefined>(undefined)

  const drawn = useMemo(
    () => drawnSeries(metric, settings, movingMath, data, price),
    [metric, settings, movingMath, data, price],
  )
  const aligned = useMemo(() => alignSeries(drawn), [drawn])
  const spec: ChartSpec = useMemo(
    () => ({
      series: drawn.map((s) => ({ ...s.spec, visible: hidden[s.spec.id] !== true })),
      scales: { y: settings.scale, price: settings.priceScale },
      resolution: settings.resolution,
      height: chartHeight(),
      interactive: true,
    }),
    [drawn, hidden, settings.scale, settings.priceScale, settings.resolution],
  )
  const resolution = settings.resolution
  const plugins = useMemo(
    () => [
      tooltipPlugin(() => resolution),
      dragZoomPlugin((from, to) => onSelectRange({ from, to })),
    ],
    [resolution, onSelectRange],
  )

  const first = aligned.t[0]
  const last = aligned.t.at(-1)
  if (data.series.kind === 'documents') {
    return <EmptyState title="This chart type is not available in the studio yet" />
  }
  if (first === undefined || last === undefined) {
    return <EmptyState />
  }
  const range = customRange ?? rangeFor(settings.zoom, last, first)
  const metricColumns = drawn.filter((s) => s.spec.axis === 'y').map((s) => s.v)
  const logProblem = settings.scale === 'log' && metricColumns.some(hasNonPositive)

  return (
    <div className="chart-panel">
      <div className="chart-panel-bar">
        <ChartLegend
          items={spec.series.map((s) => ({
            id: s.id,
            label: s.label,
            color: s.color,
            visible: s.visible,
          }))}
          onChange={(visible) =>
            setHidden(Object.fromEntries(Object.entries(visible).map(([id, on]) => [id, !on])))
          }
        />
        <div className="chart-panel-actions">
          {data.source === 'demo' && <span className="badge">Demo data</span>}
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
                  if (view.current) {
                    void downloadChartPng(view.current.plot, {
                      title: metric.name,
                      asset: settings.asset,
                      date: Math.min(last, range.to),
                      productName,
                    })
                  }
                },
              },
            ]}
          />
        </div>
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
      <UPlotChart
        spec={spec}
        series={aligned}
        range={range}
        plugins={plugins}
        label={`${metric.name} chart for ${settings.asset}`}
        onView={(v) => {
          view.current = v
        }}
      />
    </div>
  )
}

function chartHeight(): number {
  const small = typeof window !== 'undefined' && window.matchMedia('(max-width: 767.98px)').matches
  return small ? 400 : Math.min(defaultChartHeight, 560)
}

/** The metric's series (one per key for keyed metrics) and the price overlay. */
function drawnSeries(
  metric: CatalogMetric,
  settings: ChartSettings,
  movingMath: MovingMathValue | undefined,
  data: MetricData,
  price: MetricData | undefined,
): DrawnSeries[] {
  const kind = settings.chartStyle === 'column' ? 'column' : 'line'
  const limit = (s: TimeSeries): TimeSeries => {
    if (settings.resolution !== '10m') return s
    const start = limitTenMinuteHistory(s.t)
    return { t: s.t.subarray(start), v: s.v.subarray(start) }
  }
  const math = (v: Float64Array) =>
    movingMath && movingMath.window > 0
      ? applyMovingMath(v, movingMath.method, movingMath.window)
      : v
  const suffix =
    movingMath && movingMath.window > 0
      ? ` (${movingMathLabels[movingMath.method]} ${movingMath.window})`
      : ''
  const out: DrawnSeries[] = []
  const series = data.series
  if (series.kind === 'values') {
    out.push({
      ...limit({ t: series.t, v: math(series.v) }),
      spec: {
        id: metric.metricCode,
        label: `${metric.name}${suffix}`,
        color: mainMetricColor,
        kind,
        axis: 'y',
        visible: true,
      },
    })
  } else if (series.kind === 'keyed') {
    Object.entries(series.o).forEach(([key, values], index) => {
      out.push({
        ...limit({ t: series.t, v: math(values) }),
        spec: { id: key, label: key, color: seriesColor(index), kind, axis: 'y', visible: true },
      })
    })
  }
  if (price?.series.kind === 'values') {
    out.push({
      ...limit({ t: price.series.t, v: price.series.v }),
      spec: {
        id: 'price',
        label: 'Price',
        color: priceLineColor,
        kind: 'line',
        axis: 'price',
        visible: true,
      },
    })
  }
  return out
}

function ChartError({ error, asset }: { error: Error; asset: string }) {
  if (error instanceof ApiError && error.status === 403) {
    const plan = lowestPlan(error.allowedPlans)
    return (
      <div className="chart-error" role="alert">
        <p>{forbiddenText(plan)}</p>
        {plan && (
          <Link
            to="/pricing"
            search={{ modal: 'upgrade', upgradePlan: plan }}
            className="button primary"
          >
            Upgrade
          </Link>
        )}
      </div>
    )
  }
  return (
    <div className="chart-error" role="alert">
      <p>{chartErrorText(errorMessage(error), asset)}</p>
    </div>
  )
}
