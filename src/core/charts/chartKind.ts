import type { ChartType } from '../api/catalog'

/*
 * What a metric's chart draws, from its configured chart type and the keys of its data. Some
 * shapes are recognised by their keys because their chart type does not say it: candles come
 * as a plain timeSeries with keys o, h, l, c, and the Bollinger bands and the trend score are
 * timeSeriesMultiLine metrics whose keys belong together rather than being subsets.
 */
export type ChartKind =
  /** One values series: a line or columns, as the chart style says. */
  | 'single'
  /** Keys o, h, l, c: candlesticks. */
  | 'candlestick'
  /** Keys v, l, h: the average as a line inside a shaded band from l to h. */
  | 'bollinger'
  /** Keys price and score: the price line coloured by the score. */
  | 'trendScore'
  /** timeSeriesStackedArea: subsets stacked as areas. */
  | 'stackedArea'
  /** timeSeriesMultiLine: one line per subset, ranked by their recent values. */
  | 'rankedLines'
  /** Any other keyed series: one line (or column) per key, in the API's order. */
  | 'lines'

const has = (keys: readonly string[], wanted: readonly string[]) =>
  wanted.every((k) => keys.includes(k))

/** `keys` is undefined for a values series (one `v` column). */
export function chartKindOf(chartType: ChartType, keys: readonly string[] | undefined): ChartKind {
  if (keys === undefined) return 'single'
  if (has(keys, ['o', 'h', 'l', 'c'])) return 'candlestick'
  if (keys.length === 3 && has(keys, ['v', 'l', 'h'])) return 'bollinger'
  if (has(keys, ['price', 'score'])) return 'trendScore'
  if (chartType === 'timeSeriesStackedArea') return 'stackedArea'
  if (chartType === 'timeSeriesMultiLine') return 'rankedLines'
  return 'lines'
}

/**
 * Whether the chart style (line or column) changes what the kind draws: a single series and
 * series per key do; candles, Bollinger bands, the trend score and stacked areas draw their own
 * way, so the Line/Column toggle is not offered for them.
 */
export function takesChartStyle(kind: ChartKind): boolean {
  return kind === 'single' || kind === 'lines' || kind === 'rankedLines'
}
