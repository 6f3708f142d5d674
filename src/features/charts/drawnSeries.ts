import type { StackDirection } from '@/core/series/stack'
import type { TimeSeries } from '@/core/series/align'
import type { ChartBand, ChartSeriesSpec } from '@/lib/charts/engine/chartSpec'

// What the chart page draws, built by drawnChart.ts with the paired (pairedSeries.ts) and stacked
// (stackedSeries.ts) series.

export interface DrawnSeries extends TimeSeries {
  spec: ChartSeriesSpec
}

/** What the chart draws: its series in uPlot's order, the fills between them and how stacked. */
export interface DrawnChart {
  series: DrawnSeries[]
  bands: ChartBand[]
  /** Per series, its stack for stacked areas (the tooltip unstacks with it). */
  stacks?: (StackDirection | undefined)[]
}
