import { RunningMedian } from './medians'
import { outputColumn } from './validPoints'
import { cumulativeExtremeInWasm } from './wasm/kernelCalls'

/*
 * The cumulative operators (operators.ts has the rules): each figure is over the valid values
 * so far, a gap stays a gap, and `out` (optional, may be `values` itself) receives the result.
 * One loop per operator rather than a fold with a callback: a call per point over half a
 * million points costs more than the loop.
 */

const NaN_ = Number.NaN

/** Largest valid value so far. */
export function cumulativeMax(values: Float64Array, out?: Float64Array): Float64Array {
  const result = outputColumn(values, out)
  const inWasm = cumulativeExtremeInWasm(values, 1, result)
  if (inWasm !== null) return inWasm
  let max = Number.NEGATIVE_INFINITY
  for (let i = 0; i < values.length; i += 1) {
    const value = values[i] as number
    if (value - value !== 0) {
      result[i] = NaN_
      continue
    }
    if (value > max) max = value
    result[i] = max
  }
  return result
}

/** Smallest valid value so far. */
export function cumulativeMin(values: Float64Array, out?: Float64Array): Float64Array {
  const result = outputColumn(values, out)
  const inWasm = cumulativeExtremeInWasm(values, -1, result)
  if (inWasm !== null) return inWasm
  let min = Number.POSITIVE_INFINITY
  for (let i = 0; i < values.length; i += 1) {
    const value = values[i] as number
    if (value - value !== 0) {
      result[i] = NaN_
      continue
    }
    if (value < min) min = value
    result[i] = min
  }
  return result
}

/** Product of the valid values so far (overflows to ±Infinity like any float product). */
export function cumulativeProd(values: Float64Array, out?: Float64Array): Float64Array {
  const result = outputColumn(values, out)
  let product = 1
  for (let i = 0; i < values.length; i += 1) {
    const value = values[i] as number
    if (value - value !== 0) {
      result[i] = NaN_
      continue
    }
    product *= value
    result[i] = product
  }
  return result
}

/**
 * Neumaier-compensated running sums, divided by the count of valid values when `mean`: a
 * cumulative sum over half a million points would otherwise lose the small values added to a
 * large total.
 */
function compensatedSums(values: Float64Array, mean: boolean, out: Float64Array): Float64Array {
  let sum = 0
  let compensation = 0
  let count = 0
  for (let i = 0; i < values.length; i += 1) {
    const value = values[i] as number
    if (value - value !== 0) {
      out[i] = NaN_
      continue
    }
    const next = sum + value
    compensation += Math.abs(sum) >= Math.abs(value) ? sum - next + value : value - next + sum
    sum = next
    count += 1
    out[i] = mean ? (sum + compensation) / count : sum + compensation
  }
  return out
}

/** Sum of the valid values so far. */
export function cumulativeSum(values: Float64Array, out?: Float64Array): Float64Array {
  return compensatedSums(values, false, outputColumn(values, out))
}

/** Mean of the valid values so far. */
export function cumulativeMean(values: Float64Array, out?: Float64Array): Float64Array {
  return compensatedSums(values, true, outputColumn(values, out))
}

/** Median of the valid values so far, O(log n) per point (RunningMedian). */
export function cumulativeMedian(values: Float64Array, out?: Float64Array): Float64Array {
  const result = outputColumn(values, out)
  const median = new RunningMedian()
  for (let i = 0; i < values.length; i += 1) {
    const value = values[i] as number
    if (value - value !== 0) {
      result[i] = NaN_
      continue
    }
    median.add(value)
    result[i] = median.median()
  }
  return result
}

/** Sample standard deviation (n - 1, like movingStd) of the valid values so far; NaN at the
 * first valid point. Welford's update. */
export function cumulativeStd(values: Float64Array, out?: Float64Array): Float64Array {
  const result = outputColumn(values, out)
  let mean = 0
  let m2 = 0
  let count = 0
  for (let i = 0; i < values.length; i += 1) {
    const value = values[i] as number
    if (value - value !== 0) {
      result[i] = NaN_
      continue
    }
    count += 1
    const delta = value - mean
    mean += delta / count
    m2 += delta * (value - mean)
    result[i] = count > 1 ? Math.sqrt(Math.max(0, m2) / (count - 1)) : NaN_
  }
  return result
}
