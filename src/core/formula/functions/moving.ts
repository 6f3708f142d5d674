import {
  difference,
  expMovingAverage,
  movingAverage,
  movingMedian,
  movingStd,
  movingSum,
  percentChange,
  rsi,
  shift,
} from '../../series/operators'
import { freshSeries } from '../values'
import type { FormulaFunction } from './types'

/*
 * The chart studio's moving and transform operators (src/core/series/operators.ts), under the
 * names formulas use. The operators are the one implementation: a window counts valid points
 * (gaps in between do not count), and the result is a gap until the window is full.
 */

function windowed(
  name: string,
  summary: string,
  operator: (values: Float64Array, window: number, out: Float64Array) => Float64Array,
  usage: string,
): FormulaFunction {
  return {
    name,
    params: [
      { name: 'series', kind: 'series' },
      { name: 'window', kind: 'window' },
    ],
    usage,
    summary,
    evaluate: (args) => {
      const series = args.series(0)
      return freshSeries(series.t, operator(series.v, args.window(1), args.outputFor(series)))
    },
  }
}

function lagged(
  name: string,
  summary: string,
  operator: (values: Float64Array, lag: number, out: Float64Array) => Float64Array,
): FormulaFunction {
  return {
    name,
    params: [
      { name: 'series', kind: 'series' },
      { name: 'lag', kind: 'window', optional: true, fallback: '1' },
    ],
    usage: `${name}(m1, 7)`,
    summary,
    evaluate: (args) => {
      const series = args.series(0)
      return freshSeries(series.t, operator(series.v, args.window(1, 1), args.outputFor(series)))
    },
  }
}

/** The usual RSI period when none is given. */
export const defaultRsiWindow = 14

export const movingFunctions: FormulaFunction[] = [
  windowed('sma', 'Simple moving average of the last window points', movingAverage, 'sma(m1, 30)'),
  windowed(
    'ema',
    'Exponential moving average, alpha = 2 / (window + 1), seeded with the simple one',
    expMovingAverage,
    'ema(m1, 30)',
  ),
  windowed('median', 'Moving median of the last window points', movingMedian, 'median(m1, 30)'),
  windowed('msum', 'Moving sum of the last window points', movingSum, 'msum(m1, 7)'),
  windowed(
    'mstd',
    'Moving sample standard deviation of the last window points',
    movingStd,
    'mstd(m1, 30)',
  ),
  lagged('pct_change', 'Percent change against the point lag points earlier', percentChange),
  lagged('diff', 'Difference from the point lag points earlier', difference),
  {
    name: 'rsi',
    params: [
      { name: 'series', kind: 'series' },
      { name: 'window', kind: 'window', optional: true, fallback: String(defaultRsiWindow) },
    ],
    usage: 'rsi(m1, 14)',
    summary: "Relative strength index with Wilder's smoothing",
    evaluate: (args) => {
      const series = args.series(0)
      const window = args.window(1, defaultRsiWindow)
      return freshSeries(series.t, rsi(series.v, window, args.outputFor(series)))
    },
  },
  {
    name: 'shift',
    params: [
      { name: 'series', kind: 'series' },
      { name: 'offset', kind: 'integer' },
    ],
    usage: 'shift(m1, 1)',
    summary: 'Values moved offset points later (negative: earlier)',
    evaluate: (args) => {
      const series = args.series(0)
      return freshSeries(series.t, shift(series.v, args.integer(1), args.outputFor(series)))
    },
  },
]
