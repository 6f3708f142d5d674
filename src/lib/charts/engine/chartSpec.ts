import type { Resolution } from '@/core/resolution'
import type { Scale } from '@/core/searchParams'

/*
 * What a chart draws, independent of the engine: the page (or a dashboard tile) describes its
 * series and scales here, buildChartOptions turns that into uPlot options. Data travels
 * separately (AlignedSeries) so new data never rebuilds the chart.
 */

/**
 * How one series is drawn. `column` is the "column" chart style. Two kinds leave the drawing to
 * a plugin: `candlestick` is the close of candles (the series the legend and tooltip name; the
 * candlestick plugin draws the candles), and `data` is a column only plugins and the tooltip
 * read (a candle's open, high and low, the trend score): no line, no legend item, no cursor dot.
 */
export type SeriesKind = 'line' | 'area' | 'column' | 'candlestick' | 'data'

/**
 * The left axis belongs to the metric, the right one to the price overlay. `own` is a scale of
 * the series' own without an axis, for values that must not stretch the metric's axis (the trend
 * score's 0..1 next to a price). `y2`, `y3`, … are further axes of a workbench (its items on axis
 * 2 and up), alternating left and right, outward.
 */
export type AxisKey = 'y' | 'price' | 'own' | ExtraAxisKey
export type ExtraAxisKey = `y${number}`

/** The axis of a workbench item's `yAxis`: 0 left, 1 right, then `y2` left, `y3` right, … */
export function axisKeyOf(index: number): AxisKey {
  if (index <= 0) return 'y'
  return index === 1 ? 'price' : `y${index}`
}

/** The linear or log scale of an axis (undefined for `own` scales, which have no axis). */
export function scaleOfAxis(spec: Pick<ChartSpec, 'scales' | 'extraScales'>, axis: AxisKey) {
  if (axis === 'y' || axis === 'price') return spec.scales[axis]
  if (axis === 'own') return undefined
  return spec.extraScales?.[axis] ?? 'lin'
}

export interface ChartSeriesSpec {
  id: string
  label: string
  color: string
  kind: SeriesKind
  axis: AxisKey
  visible: boolean
  /** Line width in CSS px (default 1.5). */
  width?: number
  /** Dash pattern of the line in CSS px (segment, gap, …); solid when absent. */
  dash?: readonly number[]
  /** The fill under an area (default: the colour at 18%). */
  fill?: string
  /** The tooltip's name for the series when it differs from the legend's (candles: "Close"). */
  tooltipLabel?: string
  /** Columns sharing each x with another column series: -1 on the left half, 1 on the right. */
  barAlign?: -1 | 1
}

/**
 * A filled area between two series (uPlot's bands): `from`'s fill reaches toward `to`, down or
 * up, and stops at it. Stacked areas have one per layer, Bollinger bands one from h to l.
 */
export interface ChartBand {
  from: string
  to: string
  direction: 'down' | 'up'
  /** Default: the fill of `from`. */
  fill?: string
}

/**
 * The chart layouts of charts.md §2. `default`: axes, tooltip, drag to zoom (the chart page).
 * `compact`: the same reading with narrower axes and no drag zoom (dashboard tiles, phones).
 * `sparkline`: the line alone, no axes or cursor (table cells). `navigator`: an overview strip
 * whose only gesture is dragging out a range.
 */
export type ChartLayout = 'default' | 'compact' | 'sparkline' | 'navigator'

export interface ChartSpec {
  series: readonly ChartSeriesSpec[]
  /** Part of the options: a stacked chart whose shown layers change is built anew. */
  bands?: readonly ChartBand[]
  scales: { y: Scale; price: Scale }
  /** The scales of further axes (`y2`, …; linear when absent), drawn when a series uses one. */
  extraScales?: Readonly<Partial<Record<ExtraAxisKey, Scale>>>
  /** The metric's linear axis always shows zero (stacked areas are read against it). */
  zeroBased?: boolean
  /** Decides the tooltip's date format (hour and minute for intraday data). */
  resolution: Resolution
  height: number
  layout: ChartLayout
  /**
   * Decimate above the boost threshold (the default). Off (`boostMode=false` in the address),
   * every point in view is handed to uPlot: slower on long series, exact at every pixel.
   */
  boost?: boolean
  /** A fixed range of the metric's axis (heatmaps: their rows, or the padded price). */
  yRange?: readonly [number, number]
  /** Row names on the metric's axis, row r centred at r + 0.5 (heatmaps of keyed series). */
  yLabels?: readonly string[]
  /**
   * An x axis of values instead of time (snapshots by strike or exchange, days since a
   * halving): how an x value reads (a tick is given the axis's step), and where the axis
   * labels go (default: uPlot's choice).
   */
  xAxis?: { label: (x: number, step?: number) => string; splits?: readonly number[] }
}
