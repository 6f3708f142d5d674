import { useMemo, useState } from 'react'
import type { CatalogMetric } from '@/core/api/catalog'
import {
  asCostBasisDocuments,
  costBasisHeatmap,
  heatmapCellAt,
  heatmapPriceRange,
  heatmapResizeStepPx,
  heatmapRamp,
  keyedHeatmap,
  snapHeatmapHeight,
  type Heatmap,
} from '@/core/charts/heatmap'
import type { ChartSettings } from '@/core/charts/chartSettings'
import { priceLineColor } from '@/core/charts/palette'
import { rangeFor, type TimeRange } from '@/core/charts/timeRange'
import { alignSeries, type TimeSeries } from '@/core/series/align'
import { UPlotChart } from '@/lib/charts/UPlotChart'
import { useChartView } from '@/lib/charts/useChartView'
import type { ChartSpec } from '@/lib/charts/engine/chartSpec'
import type { MetricData } from '@/lib/charts/metricData'
import { dragZoomPlugin } from '@/lib/charts/plugins/dragZoomPlugin'
import { heatmapPlugin } from '@/lib/charts/plugins/heatmapPlugin'
import { drawnValue, tooltipPlugin } from '@/lib/charts/plugins/tooltipPlugin'
import { ChartActions } from './ExportMenu'
import { EmptyState } from '@/lib/ui/EmptyState'

/** The heatmap a metric's data makes, if it makes one (charts.md §3 "Heatmap"). */
export function heatmapOf(metric: CatalogMetric, data: MetricData): Heatmap | undefined {
  if (metric.studioMetricConfig.chartType !== 'heatmap') return undefined
  const series = data.series
  if (series.kind === 'keyed') return keyedHeatmap(series.t, series.o)
  if (series.kind === 'documents') {
    const days = asCostBasisDocuments(series.d)
    return days && costBasisHeatmap(series.t, days)
  }
  return undefined
}

/**
 * A heatmap chart: cells painted by the heatmap plugin under an optional price line. Rows of a
 * keyed metric (one per exchange) are named on the axis; the cost-basis heatmap sits on a log
 * price axis padded 0.99/1.01 around the price. The chart is resized by dragging its handle or
 * with the arrow keys, in 15 px steps.
 */
export function HeatmapChart({
  metric,
  settings,
  heatmap,
  data,
  price,
  customRange,
  onSelectRange,
}: {
  metric: CatalogMetric
  settings: ChartSettings
  heatmap: Heatmap
  data: MetricData
  price: MetricData | undefined
  customRange: TimeRange | undefined
  onSelectRange: (range: TimeRange) => void
}) {
  const [height, setHeight] = useState(480)
  const [view, onView] = useChartView()
  const keyed = heatmap.rowLabels !== undefined
  const priceSeries = price?.series
  const priceLine = useMemo<TimeSeries | undefined>(
    () =>
      !keyed && priceSeries?.kind === 'values' ? { t: priceSeries.t, v: priceSeries.v } : undefined,
    [keyed, priceSeries],
  )
  const aligned = useMemo(
    () =>
      alignSeries([
        { t: heatmap.t, v: new Float64Array(heatmap.t.length).fill(Number.NaN) },
        ...(priceLine ? [priceLine] : []),
      ]),
    [heatmap, priceLine],
  )
  const firstT = heatmap.t[0]
  const lastT = heatmap.t.at(-1)
  const viewFrom = customRange?.from
  const viewTo = customRange?.to
  // The range in view decides the price axis (charts.md §9: the price padded 0.99/1.01).
  const viewRange = useMemo(
    () =>
      firstT === undefined || lastT === undefined
        ? undefined
        : viewFrom !== undefined && viewTo !== undefined
          ? { from: viewFrom, to: viewTo }
          : rangeFor(settings.zoom, lastT, firstT),
    [firstT, lastT, viewFrom, viewTo, settings.zoom],
  )
  const yRange = useMemo((): readonly [number, number] | undefined => {
    if (keyed) return [0, heatmap.rows]
    if (priceLine && viewRange) {
      return heatmapPriceRange(priceLine.v, { t: priceLine.t, ...viewRange })
    }
    let lo = Number.POSITIVE_INFINITY
    let hi = 0
    for (let i = 0; i < heatmap.lo.length; i += 1) {
      const low = heatmap.lo[i] as number
      const high = heatmap.hi[i] as number
      if (low > 0 && low < lo) lo = low
      if (high > hi) hi = high
    }
    return lo < hi ? [lo, hi] : undefined
  }, [keyed, heatmap, priceLine, viewRange])
  const spec = useMemo<ChartSpec>(
    () => ({
      series: [
        {
          id: 'heatmap',
          label: metric.name,
          color: priceLineColor,
          kind: 'data',
          axis: 'y',
          visible: true,
        },
        ...(priceLine
          ? [
              {
                id: 'price',
                label: 'Price',
                color: priceLineColor,
                kind: 'line' as const,
                axis: 'y' as const,
                visible: true,
              },
            ]
          : []),
      ],
      scales: { y: keyed ? 'lin' : 'log', price: 'log' },
      resolution: settings.resolution,
      height,
      layout: 'default',
      ...(yRange ? { yRange } : {}),
      ...(heatmap.rowLabels ? { yLabels: heatmap.rowLabels } : {}),
    }),
    [metric.name, priceLine, keyed, settings.resolution, height, yRange, heatmap.rowLabels],
  )
  const resolution = settings.resolution
  const plugins = useMemo(
    () => [
      heatmapPlugin(heatmap),
      tooltipPlugin(
        () => resolution,
        (u, seriesIdx, idx) => {
          // The heatmap's own series holds no values: the tooltip reads the cell under the cursor.
          if (seriesIdx !== 1) return drawnValue(u, seriesIdx, idx)
          const t = u.data[0][idx]
          const top = u.cursor.top
          if (t === undefined || top === undefined || top < 0) return null
          return heatmapCellAt(heatmap, t, u.posToVal(top, 'y')) ?? null
        },
      ),
      dragZoomPlugin((from, to) => onSelectRange({ from, to })),
    ],
    [heatmap, resolution, onSelectRange],
  )
  if (!viewRange || lastT === undefined) return <EmptyState />
  const range = viewRange
  const last = lastT

  const resizeBy = (delta: number) => setHeight((h) => snapHeatmapHeight(h + delta))
  const startDrag = (event: React.PointerEvent<HTMLButtonElement>) => {
    const startY = event.clientY
    const startHeight = height
    const target = event.currentTarget
    target.setPointerCapture(event.pointerId)
    const move = (e: PointerEvent) => setHeight(snapHeatmapHeight(startHeight + e.clientY - startY))
    const end = () => {
      target.removeEventListener('pointermove', move)
      target.removeEventListener('pointerup', end)
    }
    target.addEventListener('pointermove', move)
    target.addEventListener('pointerup', end)
  }

  return (
    <div className="chart-panel">
      <div className="chart-panel-bar">
        <span className="chart-heatmap-scale" aria-label="Colour scale: low to high">
          Low <span className="chart-heatmap-ramp" /> High
        </span>
        <ChartActions
          data={data}
          view={view}
          metric={metric}
          content={() => ({
            kind: 'heatmap',
            asset: settings.asset,
            from: Math.max(firstT ?? range.from, range.from),
            to: Math.min(last, range.to),
            legend: [],
            ramp: heatmapRamp(),
          })}
        />
      </div>
      <UPlotChart
        spec={spec}
        series={aligned}
        range={range}
        plugins={plugins}
        label={`${metric.name} heatmap for ${settings.asset}`}
        onView={onView}
      />
      <button
        type="button"
        className="chart-resize"
        aria-label={`Resize the chart (${height} px); arrow keys move ${heatmapResizeStepPx} px`}
        onPointerDown={startDrag}
        onKeyDown={(event) => {
          if (event.key === 'ArrowDown') resizeBy(heatmapResizeStepPx)
          else if (event.key === 'ArrowUp') resizeBy(-heatmapResizeStepPx)
          else return
          event.preventDefault()
        }}
      />
    </div>
  )
}
