import type { Resolution } from '@/core/resolution'
import type { Scale } from '@/core/searchParams'

/*
 * What a chart draws, independent of the engine: the page (or a dashboard tile) describes its
 * series and scales here, buildChartOptions turns that into uPlot options. Data travels
 * separately (AlignedSeries) so new data never rebuilds the chart.
 */

/** How one series is drawn. `column` is the "column" chart style; candles need o/h/l/c data. */
export type SeriesKind = 'line' | 'area' | 'column'

/** The left axis belongs to the metric, the right one to the price overlay. */
export type AxisKey = 'y' | 'price'

export interface ChartSeriesSpec {
  id: string
  label: string
  color: string
  kind: SeriesKind
  axis: AxisKey
  visible: boolean
  /** Line width in CSS px (default 1.5). */
  width?: number
}

export interface ChartSpec {
  series: readonly ChartSeriesSpec[]
  scales: { y: Scale; price: Scale }
  /** Decides the tooltip's date format (hour and minute for intraday data). */
  resolution: Resolution
  height: number
  /** Tooltips, zoom by dragging and the axes; off for sparklines. */
  interactive: boolean
}
