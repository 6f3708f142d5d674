import { SortedWindow } from './medians'
import { SlidingMedian } from './slidingMedian'
import { outputColumn } from './validPoints'
import { assertWindow, resyncInterval, ringMoments } from './validWindow'
import { movingStdInWasm } from './wasm/kernelCalls'

/*
 * The spread operators of operators.ts: moving median and moving standard deviation, under the
 * same rules (valid points only, a ring instead of packing, `out` may be the input).
 */

const NaN_ = Number.NaN

/**
 * Up to this window, SortedWindow's moves (at most the window, in one native copy) beat two
 * heaps; beyond it, the heaps' O(log w) bounds a trending series' worst case.
 */
const sortedWindowUpTo = 1024

/** Median of the last `window` valid values (mean of the two middle ones for an even window).
 * O(n log w): SortedWindow's binary searches and short native moves for small windows, two
 * heaps (SlidingMedian) for larger ones. */
export function movingMedian(
  values: Float64Array,
  window: number,
  out?: Float64Array,
): Float64Array {
  assertWindow(window)
  const result = outputColumn(values, out)
  let valid = 0
  for (let i = 0; i < values.length; i += 1) {
    const value = values[i] as number
    if (value - value === 0) valid += 1
  }
  // A window longer than the series never fills; a formula may ask for any size, so this
  // must not allocate one.
  if (valid < window) return result.fill(NaN_)
  return window <= sortedWindowUpTo
    ? medianBySortedWindow(values, window, result)
    : medianByHeaps(values, window, result)
}

function medianBySortedWindow(
  values: Float64Array,
  window: number,
  result: Float64Array,
): Float64Array {
  const ring = new Float64Array(window)
  const sorted = new SortedWindow(window)
  let slot = 0
  for (let i = 0; i < values.length; i += 1) {
    const value = values[i] as number
    if (value - value !== 0) {
      result[i] = NaN_
      continue
    }
    if (sorted.full) sorted.replace(ring[slot] as number, value)
    else sorted.add(value)
    ring[slot] = value
    slot = slot + 1 === window ? 0 : slot + 1
    result[i] = sorted.full ? sorted.median() : NaN_
  }
  return result
}

function medianByHeaps(values: Float64Array, window: number, result: Float64Array): Float64Array {
  const median = new SlidingMedian(window)
  let slot = 0
  for (let i = 0; i < values.length; i += 1) {
    const value = values[i] as number
    if (value - value !== 0) {
      result[i] = NaN_
      continue
    }
    median.set(slot, value)
    slot = slot + 1 === window ? 0 : slot + 1
    result[i] = median.size === window ? median.median() : NaN_
  }
  return result
}

/**
 * Sample standard deviation (divisor n - 1, as pandas' rolling std) of the last `window` valid
 * values: the workbench's users compare results with their own scripts, which use that default.
 * A window of 1 has no sample spread, so it gives NaN throughout.
 */
export function movingStd(values: Float64Array, window: number, out?: Float64Array): Float64Array {
  assertWindow(window)
  const result = outputColumn(values, out)
  if (window < 2 || window > values.length) return result.fill(NaN_)
  const inWasm = movingStdInWasm(values, window, result)
  if (inWasm !== null) return inWasm
  const resync = resyncInterval(window)
  const ring = new Float64Array(window)
  let slot = 0
  let seen = 0
  // Welford while the window fills, then an exact swap update; sums of squares would cancel
  // catastrophically for prices around 1e5 that vary by a few units.
  let mean = 0
  let m2 = 0
  // How many valid values in a row equal the latest: a window of equal values has no spread at
  // all, where the updates above leave a rounding residue (a Sharpe ratio divides by it).
  let run = 0
  let last = NaN_
  for (let i = 0; i < values.length; i += 1) {
    const value = values[i] as number
    if (value - value !== 0) {
      result[i] = NaN_
      continue
    }
    run = value === last ? run + 1 : 1
    last = value
    if (seen < window) {
      const delta = value - mean
      mean += delta / (seen + 1)
      m2 += delta * (value - mean)
    } else {
      const leaving = ring[slot] as number
      const nextMean = mean + (value - leaving) / window
      m2 += (value - leaving) * (value - nextMean + leaving - mean)
      mean = nextMean
    }
    ring[slot] = value
    slot = slot + 1 === window ? 0 : slot + 1
    seen += 1
    if (seen < window) {
      result[i] = NaN_
      continue
    }
    if (seen % resync === 0) {
      const exact = ringMoments(ring, slot)
      mean = exact.mean
      m2 = exact.m2
    }
    result[i] = run >= window ? 0 : Math.sqrt(Math.max(0, m2) / (window - 1))
  }
  return result
}
