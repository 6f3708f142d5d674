import {
  cumulativeMax,
  cumulativeMean,
  cumulativeMedian,
  cumulativeMin,
  cumulativeProd,
  cumulativeStd,
  cumulativeSum,
  movingAverage,
  movingMedian,
  movingStd,
  movingSum,
} from '../../series/operators'
import { rollingMax, rollingMin } from '../../series/rollingExtremes'
import { rollingProduct } from '../../series/rollingProduct'
import { lowerBound } from '../../series/search'
import { isValidPoint } from '../../series/validPoints'
import { freshSeries, type SeriesValue } from '../values'
import type { WindowOrStart } from './args'
import type { ParamSpec } from './signature'
import type { FormulaFunction } from './types'

/*
 * Cumulative functions over everything so far, with one optional second argument that is either
 *  - a window (a whole number): the same figure over the last `window` valid points only, so
 *    cummax(m1, 365) is the rolling one-year high and cumsum(m1, 7) a 7-point moving sum; or
 *  - a start datetime: accumulation begins at the first point at or after it, and the points
 *    before it are gaps, so cumsum(m1, "2024-04-20 00:00:00") counts from that day.
 * Gaps are skipped (operators.ts), so a cumulative value carries over a gap.
 */

type Operator = (values: Float64Array, out?: Float64Array) => Float64Array
type WindowedOperator = (values: Float64Array, window: number) => Float64Array

/** The values with every point before `start` turned into a gap. */
function fromStart(series: SeriesValue, start: number): Float64Array {
  const first = lowerBound(series.t, start)
  if (first === 0) return series.v
  const values = series.v.slice()
  values.fill(Number.NaN, 0, first)
  return values
}

export function cumulate(
  series: SeriesValue,
  option: WindowOrStart | null,
  whole: Operator,
  windowed: WindowedOperator,
  out?: Float64Array,
): Float64Array {
  if (option === null) return whole(series.v, out)
  if (option.kind === 'window') return windowed(series.v, option.value)
  return whole(fromStart(series, option.value))
}

const windowOrStart: ParamSpec = { name: 'window or start', kind: 'windowOrStart', optional: true }

function cumulative(
  name: string,
  summary: string,
  whole: Operator,
  windowed: WindowedOperator,
): FormulaFunction {
  return {
    name,
    params: [{ name: 'series', kind: 'series' }, windowOrStart],
    usage: `${name}(m1, "2024-01-01 00:00:00")`,
    summary,
    evaluate: (args) => {
      const series = args.series(0)
      const option = args.windowOrStart(1)
      // Only the whole-series operators write into a given column (the common call).
      const out = option === null ? args.outputFor(series) : undefined
      return freshSeries(series.t, cumulate(series, option, whole, windowed, out))
    },
  }
}

/**
 * How far each point lies below the highest value so far (or within the window), as a fraction:
 * value / peak - 1, so -0.25 is 25% below the peak and 0 a new high. A peak of 0 or below has no
 * meaningful ratio, so those points are gaps.
 */
export function drawdownFrom(values: Float64Array, peaks: Float64Array): Float64Array {
  const out = new Float64Array(values.length)
  for (let i = 0; i < values.length; i += 1) {
    const value = values[i] as number
    const peak = peaks[i] as number
    out[i] = isValidPoint(value) && peak > 0 ? value / peak - 1 : Number.NaN
  }
  return out
}

export const cumulativeFunctions: FormulaFunction[] = [
  cumulative('cummax', 'Highest value so far', cumulativeMax, rollingMax),
  cumulative('cummin', 'Lowest value so far', cumulativeMin, rollingMin),
  cumulative('cumsum', 'Sum of the values so far', cumulativeSum, movingSum),
  cumulative('cumprod', 'Product of the values so far', cumulativeProd, rollingProduct),
  cumulative('cummean', 'Mean of the values so far', cumulativeMean, movingAverage),
  cumulative('cummedian', 'Median of the values so far', cumulativeMedian, movingMedian),
  cumulative('cumstd', 'Sample standard deviation of the values so far', cumulativeStd, movingStd),
  {
    name: 'drawdown',
    params: [{ name: 'series', kind: 'series' }, windowOrStart],
    usage: 'drawdown(m1, 365)',
    summary: 'Fraction below the highest value so far: value / peak - 1',
    evaluate: (args) => {
      const series = args.series(0)
      const peaks = cumulate(series, args.windowOrStart(1), cumulativeMax, rollingMax)
      return freshSeries(series.t, drawdownFrom(series.v, peaks))
    },
  },
]
