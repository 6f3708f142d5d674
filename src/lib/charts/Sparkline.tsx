import { useMemo } from 'react'
import { UPlotChart } from './UPlotChart'
import type { ChartSpec } from './engine/chartSpec'
import type { TimeRange } from './engine/chartView'
import {
  describeSparkline,
  isDrawable,
  sparklineColors,
  sparklineSeries,
  sparklineTrend,
  type SparklineValues,
} from './sparklineData'
import './charts.css'

export interface SparklineProps {
  /** Values at equal steps, oldest first; null (or NaN) is a gap. */
  values: SparklineValues
  /** The line's colour; by default green when it ends at or above its start, red when below. */
  color?: string
  /** CSS px; by default the width of the container. */
  width?: number
  height?: number
  /** What the line shows ("BTC price, last 7 days"); the trend is added ("up 3.4%"). */
  label: string
}

/** A sparkline has no plugins; one shared empty list keeps its instance from being rebuilt. */
const noPlugins: never[] = []

/**
 * A tiny line without axes, cursor or tooltip (the engine's sparkline layout), for table cells.
 * Built on the chart engine, so it is drawn only once it comes near the viewport.
 */
export function Sparkline({ values, color, width, height = 32, label }: SparklineProps) {
  const series = useMemo(() => sparklineSeries(values), [values])
  const stroke = color ?? sparklineColors[sparklineTrend(values)]
  const spec = useMemo<ChartSpec>(
    () => ({
      series: [{ id: 'sparkline', label, color: stroke, kind: 'line', axis: 'y', visible: true }],
      scales: { y: 'lin', price: 'lin' },
      resolution: '24h',
      height,
      layout: 'sparkline',
      // A handful of points: every one is drawn.
      boost: false,
      // x is the step number, not a time.
      xAxis: { label: String },
    }),
    [label, stroke, height],
  )
  const range = useMemo<TimeRange>(() => ({ from: 0, to: values.length - 1 }), [values.length])
  const fullLabel = `${label}: ${describeSparkline(values)}`

  return (
    <div className="sparkline" ref={boxSize(width, height)}>
      {isDrawable(values) ? (
        <UPlotChart
          spec={spec}
          series={series}
          range={range}
          plugins={noPlugins}
          label={fullLabel}
        />
      ) : (
        <div className="sparkline-empty" role="img" aria-label={fullLabel} />
      )}
    </div>
  )
}

/** The box takes its size through the DOM (inline style attributes are blocked). */
function boxSize(width: number | undefined, height: number) {
  return (node: HTMLDivElement | null) => {
    if (!node) return
    node.style.width = width === undefined ? '' : `${width}px`
    node.style.height = `${height}px`
  }
}
