import { isValidPoint } from '../../series/validPoints'
import { freshSeries } from '../values'
import type { FormulaFunction } from './types'

/**
 * Fills gaps with the last valid value before them, at most `count` gaps in a row: a longer
 * outage keeps its remaining gaps, so a forward fill never papers over a dead feed. Gaps before
 * the first valid value stay gaps. Only existing timestamps are filled; none are added.
 */
export function forwardFill(values: Float64Array, count: number): Float64Array {
  const out = new Float64Array(values.length)
  let last = Number.NaN
  let run = 0
  for (let i = 0; i < values.length; i += 1) {
    const value = values[i] as number
    if (isValidPoint(value)) {
      last = value
      run = 0
      out[i] = value
    } else {
      run += 1
      out[i] = run <= count ? last : Number.NaN
    }
  }
  return out
}

export const fillFunctions: FormulaFunction[] = [
  {
    name: 'ffill',
    params: [
      { name: 'series', kind: 'series' },
      { name: 'count', kind: 'window' },
    ],
    usage: 'ffill(m1, 3)',
    summary: 'Gaps filled with the last value, at most count in a row',
    evaluate: (args) => {
      const series = args.series(0)
      return freshSeries(series.t, forwardFill(series.v, args.window(1)))
    },
  },
]
