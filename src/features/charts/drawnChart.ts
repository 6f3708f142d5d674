import type { CatalogMetric } from '@/core/api/catalog'
import type { ChartKind } from '@/core/charts/chartKind'
import type { ChartSettings } from '@/core/charts/chartSettings'
import { applyMovingMath, movingMathLabels } from '@/core/charts/movingMath'
import { mainMetricColor, priceLineColor, seriesColor } from '@/core/charts/palette'
import { rankSubsets } from '@/core/charts/rankSubsets'
import { subsetLabels } from '@/core/charts/subsetLabels'
import { limitTenMinuteHistory } from '@/core/charts/timeRange'
import type { RegroupUnit } from '@/core/series/regroup'
import type { TimeSeries } from '@/core/series/align'
import type { ChartSeriesSpec } from '@/lib/charts/engine/chartSpec'
import type { MetricData } from '@/lib/charts/metricData'
import type { MovingMathValue } from './MovingMathPicker'
import { bollingerSeries, candleSeries, trendScoreSeries } from './pairedSeries'
import { stackedSeries } from './stackedSeries'
import type { DrawnChart, DrawnSeries } from './drawnSeries'

export interface DrawnChartInput {
  kind: ChartKind
  metric: CatalogMetric
  settings: ChartSettings
  movingMath: MovingMathValue | undefined
  data: MetricData
  price: MetricData | undefined
  /** Series hidden in the legend: stacked areas stack only the ones shown. */
  hidden: Readonly<Record<string, boolean>>
  /** The unit candles are drawn in, when coarser than the data (candleUnitFor). */
  candleUnit: RegroupUnit | undefined
}

/** The metric's series as its chart kind draws them, and the price overlay. */
export function drawnChart(input: DrawnChartInput): DrawnChart {
  const { kind, metric, settings, data, price } = input
  const limit = tenMinuteLimit(settings)
  const series = data.series
  let chart: DrawnChart = { series: [], bands: [] }
  if (series.kind === 'values') {
    chart = { series: [singleSeries(input, limit({ t: series.t, v: series.v }))], bands: [] }
  } else if (series.kind === 'keyed') {
    const t = series.t
    const columns = series.o
    switch (kind) {
      case 'candlestick':
        chart = candleSeries(metric, limit, t, columns, input.candleUnit)
        break
      case 'bollinger':
        chart = bollingerSeries(limit, t, columns)
        break
      case 'trendScore':
        chart = trendScoreSeries(limit, t, columns)
        break
      case 'stackedArea':
        chart = stackedSeries(limit, t, columns, input.hidden)
        break
      default:
        chart = { series: keyedLines(input, t, columns, kind === 'rankedLines'), bands: [] }
    }
  }
  // The trend score brings its own price (the line it colours), so no overlay doubles it.
  if (price?.series.kind === 'values' && kind !== 'trendScore') {
    chart.series.push({
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
  return chart
}

/** 10-minute data shows one year at most (charts.md §9); other resolutions are left alone. */
export function tenMinuteLimit(settings: ChartSettings): (s: TimeSeries) => TimeSeries {
  return (s) => {
    if (settings.resolution !== '10m') return s
    const start = limitTenMinuteHistory(s.t)
    return { t: s.t.subarray(start), v: s.v.subarray(start) }
  }
}

function lineKind(settings: ChartSettings): ChartSeriesSpec['kind'] {
  return settings.chartStyle === 'column' ? 'column' : 'line'
}

function withMath(movingMath: MovingMathValue | undefined) {
  const on = movingMath !== undefined && movingMath.window > 0
  return {
    apply: (v: Float64Array) => (on ? applyMovingMath(v, movingMath.method, movingMath.window) : v),
    suffix: on ? ` (${movingMathLabels[movingMath.method]} ${movingMath.window})` : '',
  }
}

function singleSeries(input: DrawnChartInput, s: TimeSeries): DrawnSeries {
  const math = withMath(input.movingMath)
  return {
    t: s.t,
    v: math.apply(s.v),
    spec: {
      id: input.metric.metricCode,
      label: `${input.metric.name}${math.suffix}`,
      color: mainMetricColor,
      kind: lineKind(input.settings),
      axis: 'y',
      visible: true,
    },
  }
}

/** One line (or column) per key; multi-line breakdowns list their largest subsets first. */
function keyedLines(
  input: DrawnChartInput,
  t: Float64Array,
  columns: Readonly<Record<string, Float64Array>>,
  ranked: boolean,
): DrawnSeries[] {
  const limit = tenMinuteLimit(input.settings)
  const math = withMath(input.movingMath)
  const keys = ranked ? rankSubsets(columns) : Object.keys(columns)
  const labels = subsetLabels(keys)
  return keys.map((key, index) => ({
    ...limit({ t, v: math.apply(columns[key] as Float64Array) }),
    spec: {
      id: key,
      label: labels[key] ?? key,
      color: seriesColor(index),
      kind: lineKind(input.settings),
      axis: 'y',
      visible: true,
    },
  }))
}
