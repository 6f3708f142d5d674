import type { CatalogMetric } from '@/core/api/catalog'
import { candleUpColor, mainMetricColor, trendScoreColor } from '@/core/charts/palette'
import { subsetLabel } from '@/core/charts/subsetLabels'
import type { TimeSeries } from '@/core/series/align'
import { candleColumnsOf, regroupCandles } from '@/core/series/candles'
import type { RegroupUnit } from '@/core/series/regroup'
import { withAlpha } from '@/lib/charts/engine/buildOptions'
import type { CandleSeries } from '@/lib/charts/plugins/candlestickPlugin'
import type { TrendScoreSeries } from '@/lib/charts/plugins/trendScorePlugin'
import type { DrawnChart, DrawnSeries } from './drawnSeries'

/*
 * Keyed metrics whose keys are parts of one thing rather than subsets: candles (o, h, l, c),
 * Bollinger bands (v, l, h) and the trend score (price, score). Each is drawn in a fixed series
 * order, which the plugins that draw them rely on (the indices below are uPlot's: 0 is time).
 * Their parts are named by the subset dictionaries, like the items a split workbench makes.
 */

type Limit = (s: TimeSeries) => TimeSeries
type Columns = Readonly<Record<string, Float64Array>>

export const candleSeriesIndices: CandleSeries = { open: 1, high: 2, low: 3, close: 4 }
export const trendScoreSeriesIndices: TrendScoreSeries = { price: 1, score: 2 }

const candleUnitNames: Record<RegroupUnit, string> = {
  '10m': '10-minute',
  '1h': 'hourly',
  '4h': '4-hour',
  '24h': 'daily',
  '1w': 'weekly',
  '1month': 'monthly',
}

/** Says that candles were regrouped, and how to get the finer ones back. */
export function candleUnitNote(unit: RegroupUnit): string {
  return `Showing ${candleUnitNames[unit]} candles: zoom in for finer ones.`
}

/**
 * Candles: open, high and low as data for the candlestick plugin, the close as the series the
 * legend names. `unit`, when given, regroups them first (ChartPanel picks it so that candles stay
 * at least 3 px apart; see candleUnitFor).
 */
export function candleSeries(
  metric: CatalogMetric,
  limit: Limit,
  t: Float64Array,
  columns: Columns,
  unit: RegroupUnit | undefined,
): DrawnChart {
  const found = candleColumnsOf(t, columns)
  if (!found) return { series: [], bands: [] }
  const candles = unit === undefined ? found : regroupCandles(found, unit)
  const keys = ['o', 'h', 'l', 'c']
  const part = (id: string, v: Float64Array, spec: Partial<DrawnSeries['spec']>): DrawnSeries => ({
    ...limit({ t: candles.t, v }),
    spec: {
      id,
      label: subsetLabel(id, keys),
      color: candleUpColor,
      kind: 'data',
      axis: 'y',
      visible: true,
      ...spec,
    },
  })
  return {
    series: [
      part('o', candles.o, {}),
      part('h', candles.h, {}),
      part('l', candles.l, {}),
      part('c', candles.c, {
        label: metric.name,
        tooltipLabel: subsetLabel('c', keys),
        kind: 'candlestick',
      }),
    ],
    bands: [],
  }
}

/** Bollinger bands: the average as the main line inside a shaded band from l up to h. */
export function bollingerSeries(limit: Limit, t: Float64Array, columns: Columns): DrawnChart {
  const keys = ['h', 'v', 'l']
  const line = (id: string, width: number): DrawnSeries[] => {
    const v = columns[id]
    if (!v) return []
    const label = subsetLabel(id, keys)
    return [
      {
        ...limit({ t, v }),
        spec: { id, label, color: mainMetricColor, kind: 'line', axis: 'y', visible: true, width },
      },
    ]
  }
  return {
    series: [...line('h', 1), ...line('v', 1.5), ...line('l', 1)],
    bands: [{ from: 'h', to: 'l', direction: 'down', fill: withAlpha(mainMetricColor, 0.12) }],
  }
}

/**
 * The trend score: the price as a line the trend score plugin colours point by point, and the
 * score as data on a scale of its own (0..1 would flatten the price if they shared an axis).
 * The legend swatch takes the latest score's colour.
 */
export function trendScoreSeries(limit: Limit, t: Float64Array, columns: Columns): DrawnChart {
  const price = columns.price
  const score = columns.score
  if (!price || !score) return { series: [], bands: [] }
  return {
    series: [
      {
        ...limit({ t, v: price }),
        spec: {
          id: 'price',
          label: subsetLabel('price', ['price', 'score']),
          color: trendScoreColor(lastValue(score)),
          kind: 'line',
          axis: 'y',
          visible: true,
          width: 2,
        },
      },
      {
        ...limit({ t, v: score }),
        spec: {
          id: 'score',
          label: subsetLabel('score', ['price', 'score']),
          color: trendScoreColor(lastValue(score)),
          kind: 'data',
          axis: 'own',
          visible: true,
        },
      },
    ],
    bands: [],
  }
}

function lastValue(values: Float64Array): number {
  for (let i = values.length - 1; i >= 0; i -= 1) {
    const value = values[i] as number
    if (!Number.isNaN(value)) return value
  }
  return Number.NaN
}
