import { broadcast } from '../broadcast'
import { defaultBacktestFee, defaultBacktestMultiplier } from '../constants'
import { messages } from '../messages'
import { lowerBound } from '../../series/search'
import { isValidPoint } from '../../series/validPoints'
import { freshSeries } from '../values'
import type { Args } from './args'
import type { FormulaFunction } from './types'

/*
 * Strategy simulations over a price series. A price is usable when it is a finite number above
 * 0; at any other point nothing can be bought or sold and the result is a gap.
 */

const usablePrice = (price: number) => isValidPoint(price) && price > 0

export interface BacktestOptions {
  fee: number
  multiplier: number
  /** Index of the first point the strategy may trade at. */
  from: number
}

/**
 * Equity curve, starting at 1, of holding `multiplier` times the asset whenever the signal is
 * above 0 and nothing otherwise. The signal is read at each point's close and the position taken
 * there earns the NEXT point's return, so the strategy never trades on a price it could not yet
 * know. Every change of position costs fee times the size of the change (entering and leaving a
 * 1x position each pay `fee` once). A gap in the signal keeps the position; a point without a
 * usable price is skipped (a gap). A loss of everything ends the curve at 0, where it stays.
 */
export function backtestEquity(
  signal: Float64Array,
  signalStride: number,
  price: Float64Array,
  options: BacktestOptions,
): Float64Array {
  const { fee, multiplier, from } = options
  const out = new Float64Array(price.length).fill(Number.NaN)
  let equity = 1
  let position = 0
  let previous = Number.NaN
  for (let i = Math.max(0, from); i < price.length; i += 1) {
    const p = price[i] as number
    if (!usablePrice(p)) continue
    if (!Number.isNaN(previous)) equity *= 1 + position * (p / previous - 1)
    previous = p
    const s = signal[i * signalStride] as number
    const target = isValidPoint(s) ? (s > 0 ? multiplier : 0) : position
    if (target !== position) {
      equity *= 1 - fee * Math.abs(target - position)
      position = target
    }
    if (!(equity > 0)) equity = 0
    out[i] = equity
  }
  return out
}

/**
 * Value of the holdings (units times price) of buying every `period` usable points, starting at
 * the first: the k-th purchase (k = 0, 1, …) spends amountOf(k) at that point's price.
 */
export function accumulate(
  price: Float64Array,
  period: number,
  amountOf: (purchase: number) => number,
): Float64Array {
  const out = new Float64Array(price.length).fill(Number.NaN)
  let units = 0
  let usable = 0
  for (let i = 0; i < price.length; i += 1) {
    const p = price[i] as number
    if (!usablePrice(p)) continue
    if (usable % period === 0) units += amountOf(usable / period) / p
    usable += 1
    out[i] = units * p
  }
  return out
}

function positiveAmount(args: Args, i: number): number {
  const amount = args.number(i)
  if (!(amount > 0)) args.fail(messages.mustBePositive(args.fn.name, 'amount'), i)
  return amount
}

export const strategyFunctions: FormulaFunction[] = [
  {
    name: 'backtest',
    params: [
      { name: 'signal', kind: 'value' },
      { name: 'price', kind: 'series' },
      { name: 'fee', kind: 'number', optional: true, fallback: String(defaultBacktestFee) },
      {
        name: 'multiplier',
        kind: 'number',
        optional: true,
        fallback: String(defaultBacktestMultiplier),
      },
      { name: 'start', kind: 'datetime', optional: true, fallback: 'the first point' },
    ],
    usage: 'backtest(m1 > sma(m1, 200), m1, 0.001, 1, "2020-01-01 00:00:00")',
    summary: 'Equity curve (from 1) of holding price while signal is above 0',
    evaluate: (args) => {
      const signal = args.operand(0)
      const price = args.series(1)
      const fee = args.number(2, defaultBacktestFee)
      if (!(fee >= 0 && fee < 1)) args.fail(messages.feeOutOfRange('backtest'), 2)
      const multiplier = args.number(3, defaultBacktestMultiplier)
      const start = args.has(4) ? args.datetime(4) : Number.NEGATIVE_INFINITY
      const b = broadcast([signal, price])
      const t = b.t as Float64Array
      const equity = backtestEquity(
        b.columns[0] as Float64Array,
        b.strides[0] as number,
        b.columns[1] as Float64Array,
        {
          fee,
          multiplier,
          from: lowerBound(t, start),
        },
      )
      return freshSeries(t, equity)
    },
  },
  {
    name: 'dca',
    params: [
      { name: 'price', kind: 'series' },
      { name: 'amount', kind: 'number' },
      { name: 'period', kind: 'window' },
    ],
    usage: 'dca(m1, 100, 7)',
    summary: 'Value of buying amount every period points from the first',
    evaluate: (args) => {
      const price = args.series(0)
      const amount = positiveAmount(args, 1)
      return freshSeries(
        price.t,
        accumulate(price.v, args.window(2), () => amount),
      )
    },
  },
  {
    name: 'dca_installments',
    params: [
      { name: 'price', kind: 'series' },
      { name: 'amount', kind: 'number' },
      { name: 'period', kind: 'window' },
      { name: 'installments', kind: 'window' },
    ],
    usage: 'dca_installments(m1, 10000, 7, 52)',
    summary: 'Value of investing amount in installments equal parts, one every period points',
    evaluate: (args) => {
      const price = args.series(0)
      const amount = positiveAmount(args, 1)
      const period = args.window(2)
      const installments = args.window(3)
      const share = amount / installments
      return freshSeries(
        price.t,
        accumulate(price.v, period, (k) => (k < installments ? share : 0)),
      )
    },
  },
]
