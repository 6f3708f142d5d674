import { alignColumns } from '../align'
import { annualizationSqrt } from '../constants'
import { difference, movingAverage, movingStd, percentChange } from '../../series/operators'
import { rollingCorrelation } from '../../series/rollingCorrelation'
import { freshSeries } from '../values'
import type { FormulaFunction } from './types'

/*
 * Rolling statistics. Returns are taken between consecutive valid points, and annualised with
 * 365 days and √365 (spec section 9: crypto trades every day), which assumes daily points; on
 * other resolutions the figures are per-period values scaled as if each point were a day.
 */

/** Sample standard deviation of log returns over the last `window` returns, times √365. */
export function annualizedVolatility(prices: Float64Array, window: number): Float64Array {
  const logs = new Float64Array(prices.length)
  for (let i = 0; i < prices.length; i += 1) {
    const p = prices[i] as number
    // A price of 0 or below has no logarithm: a gap, which the returns skip.
    logs[i] = p > 0 ? Math.log(p) : Number.NaN
  }
  const out = movingStd(difference(logs), window)
  for (let i = 0; i < out.length; i += 1) out[i] = (out[i] as number) * annualizationSqrt
  return out
}

/** Mean over sample standard deviation of simple returns over the last `window`, times √365. */
export function annualizedSharpe(prices: Float64Array, window: number): Float64Array {
  const returns = percentChange(prices)
  for (let i = 0; i < returns.length; i += 1) returns[i] = (returns[i] as number) / 100
  const out = movingAverage(returns, window)
  const sd = movingStd(returns, window)
  for (let i = 0; i < out.length; i += 1) {
    const s = sd[i] as number
    out[i] = s > 0 ? ((out[i] as number) / s) * annualizationSqrt : Number.NaN
  }
  return out
}

export const statisticsFunctions: FormulaFunction[] = [
  {
    name: 'corr',
    params: [
      { name: 'a', kind: 'series' },
      { name: 'b', kind: 'series' },
      { name: 'window', kind: 'window' },
    ],
    usage: 'corr(m1, m2, 30)',
    summary: 'Rolling Pearson correlation of the last window points where both have data',
    evaluate: (args) => {
      const a = args.series(0)
      const b = args.series(1)
      const window = args.window(2)
      const aligned = alignColumns([a, b])
      const [x, y] = aligned.columns as [Float64Array, Float64Array]
      return freshSeries(aligned.t, rollingCorrelation(x, y, window))
    },
  },
  {
    name: 'volatility',
    params: [
      { name: 'series', kind: 'series' },
      { name: 'window', kind: 'window' },
    ],
    usage: 'volatility(m1, 30)',
    summary: 'Annualised volatility: moving std of log returns times √365',
    evaluate: (args) => {
      const series = args.series(0)
      return freshSeries(series.t, annualizedVolatility(series.v, args.window(1)))
    },
  },
  {
    name: 'sharpe',
    params: [
      { name: 'series', kind: 'series' },
      { name: 'window', kind: 'window' },
    ],
    usage: 'sharpe(m1, 365)',
    summary: 'Annualised Sharpe ratio of simple returns (no risk-free rate) times √365',
    evaluate: (args) => {
      const series = args.series(0)
      return freshSeries(series.t, annualizedSharpe(series.v, args.window(1)))
    },
  },
]
