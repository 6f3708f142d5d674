import {
  cumulativeMax,
  cumulativeMean,
  cumulativeMedian,
  cumulativeMin,
  cumulativeProd,
  cumulativeStd,
  cumulativeSum,
} from './cumulativeOperators'
import { SortedWindow } from './medians'
import { SlidingMedian } from './slidingMedian'
import { outputColumn } from './validPoints'
import { ringMoments, ringSum } from './validWindow'

export {
  cumulativeMax,
  cumulativeMean,
  cumulativeMedian,
  cumulativeMin,
  cumulativeProd,
  cumulativeStd,
  cumulativeSum,
}

/*
 * The series operators of charts.md section 4 (moving math and the further math functions), in
 * one place for the chart's moving-math picker and the formula workbench alike.
 *
 * Every operator takes a Float64Array and returns a NEW Float64Array of the same length, or
 * writes into `out` when given one of that length, which may be the input itself (a formula
 * reuses the buffers it allocated). Gap rule (section 5, "non-numeric values are skipped"): NaN
 * and ±Infinity are not data. Operators walk the series once and skip its gaps, keeping the last
 * valid values they need in a ring (validWindow.ts) rather than packing the valid points into a
 * new array and spreading the results back (three passes and two allocations a call). So they
 * run on the valid points only, so a window of w means the last w valid points (gaps in between do not
 * count), "previous" means the previous valid point, and the output at a gap is NaN. A moving
 * result is NaN until w valid points have been seen.
 *
 * Windows and lags must be positive integers, a shift offset any integer. Anything else throws a
 * RangeError: it is a caller's bug, not data.
 */

/** Throws unless `window` is a positive integer. */
export function assertWindow(window: number, name = 'window'): void {
  if (!Number.isInteger(window) || window < 1) {
    throw new RangeError(`${name} must be a positive integer, got ${window}`)
  }
}

/** Running sums drift when large values leave the window; an exact re-sum every so often
 * bounds that. Every max(w, 1024) points costs O(w), so the whole pass stays O(n). */
function resyncInterval(window: number): number {
  return Math.max(window, 1024)
}

const NaN_ = Number.NaN

/** Moving sum divided by `divisor` (1 for the sum itself, the window for the average). */
function movingSumInto(
  values: Float64Array,
  window: number,
  divisor: number,
  out: Float64Array,
): Float64Array {
  // A window longer than the series never fills; a formula may ask for any size, so this
  // must not allocate a ring of it. The same holds for every ring below.
  if (window > values.length) return out.fill(NaN_)
  const ring = new Float64Array(window)
  const resync = resyncInterval(window)
  let slot = 0
  let seen = 0
  let sum = 0
  let untilResync = resync
  for (let i = 0; i < values.length; i += 1) {
    const value = values[i] as number
    if (value - value !== 0) {
      out[i] = NaN_
      continue
    }
    sum += value
    if (seen >= window) sum -= ring[slot] as number
    ring[slot] = value
    slot = slot + 1 === window ? 0 : slot + 1
    seen += 1
    // A countdown rather than seen % resync: no division per point.
    untilResync -= 1
    if (seen < window) {
      out[i] = NaN_
      continue
    }
    if (untilResync <= 0) {
      sum = ringSum(ring, slot)
      untilResync = resync
    }
    out[i] = sum / divisor
  }
  return out
}

/** Sum of the last `window` valid values. */
export function movingSum(values: Float64Array, window: number, out?: Float64Array): Float64Array {
  assertWindow(window)
  return movingSumInto(values, window, 1, outputColumn(values, out))
}

/** Simple moving average: the arithmetic mean of the last `window` valid values. */
export function movingAverage(
  values: Float64Array,
  window: number,
  out?: Float64Array,
): Float64Array {
  assertWindow(window)
  return movingSumInto(values, window, window, outputColumn(values, out))
}

/**
 * Exponential moving average with alpha = 2 / (window + 1). Seeded with the simple average of the
 * first `window` valid values (so it starts where the window is full, like the simple one), then
 * ema[i] = ema[i-1] + alpha * (v[i] - ema[i-1]). Window 1 reproduces the series.
 */
export function expMovingAverage(
  values: Float64Array,
  window: number,
  out?: Float64Array,
): Float64Array {
  assertWindow(window)
  const result = outputColumn(values, out)
  const alpha = 2 / (window + 1)
  let seen = 0
  let ema = 0
  for (let i = 0; i < values.length; i += 1) {
    const value = values[i] as number
    if (value - value !== 0) {
      result[i] = NaN_
      continue
    }
    seen += 1
    if (seen < window) {
      // The seed's sum, in the series' order.
      ema += value
      result[i] = NaN_
      continue
    }
    if (seen === window) ema = (ema + value) / window
    else ema += alpha * (value - ema)
    result[i] = ema
  }
  return result
}

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

/** How a lagged operator combines a value with the valid value `lag` valid points before it. */
type LagCombine = 'percent' | 'difference' | 'earlier'

/**
 * The lagged operators in one pass: a ring holds the last `lag` valid values, so the value
 * `lag` valid points back is the one about to be replaced. `combine` is a constant string per
 * call site, a branch the CPU predicts, rather than a callback per point.
 */
function laggedInto(
  values: Float64Array,
  lag: number,
  combine: LagCombine,
  out: Float64Array,
): Float64Array {
  if (lag > values.length) return out.fill(NaN_)
  const ring = new Float64Array(lag)
  let slot = 0
  let seen = 0
  for (let i = 0; i < values.length; i += 1) {
    const value = values[i] as number
    if (value - value !== 0) {
      out[i] = NaN_
      continue
    }
    if (seen < lag) {
      out[i] = NaN_
      seen += 1
    } else {
      const base = ring[slot] as number
      if (combine === 'difference') out[i] = value - base
      else if (combine === 'earlier') out[i] = base
      else out[i] = base !== 0 ? (value / base - 1) * 100 : NaN_
    }
    ring[slot] = value
    slot = slot + 1 === lag ? 0 : slot + 1
  }
  return out
}

/**
 * Percent change against the valid value `lag` valid points earlier:
 * (v[i] / v[i - lag] - 1) * 100. A change from 0 is undefined and gives NaN (a chart cannot
 * draw infinity). As in pandas, a negative base keeps the plain ratio's sign.
 */
export function percentChange(values: Float64Array, lag = 1, out?: Float64Array): Float64Array {
  assertWindow(lag, 'lag')
  return laggedInto(values, lag, 'percent', outputColumn(values, out))
}

/** Difference from the valid value `lag` valid points earlier: v[i] - v[i - lag]. */
export function difference(values: Float64Array, lag = 1, out?: Float64Array): Float64Array {
  assertWindow(lag, 'lag')
  return laggedInto(values, lag, 'difference', outputColumn(values, out))
}

/**
 * Shift by `offset` valid points: positive moves values later (each valid point takes the
 * value `offset` valid points before it), negative earlier. Points with nothing to take are NaN.
 */
export function shift(values: Float64Array, offset: number, out?: Float64Array): Float64Array {
  if (!Number.isInteger(offset)) {
    throw new RangeError(`offset must be an integer, got ${offset}`)
  }
  const result = outputColumn(values, out)
  if (offset > 0) return laggedInto(values, offset, 'earlier', result)
  if (offset === 0) {
    for (let i = 0; i < values.length; i += 1) {
      const value = values[i] as number
      result[i] = value - value === 0 ? value : NaN_
    }
    return result
  }
  // Earlier: the same ring walked from the end, holding the next -offset valid values.
  const lead = -offset
  if (lead > values.length) return result.fill(NaN_)
  const ring = new Float64Array(lead)
  let slot = 0
  let seen = 0
  for (let i = values.length - 1; i >= 0; i -= 1) {
    const value = values[i] as number
    if (value - value !== 0) {
      result[i] = NaN_
      continue
    }
    if (seen < lead) {
      result[i] = NaN_
      seen += 1
    } else {
      result[i] = ring[slot] as number
    }
    ring[slot] = value
    slot = slot + 1 === lead ? 0 : slot + 1
  }
  return result
}

/**
 * Relative strength index with Wilder's smoothing over `window` changes. The changes are
 * between consecutive valid values; the first average gain and loss are the simple means of the
 * first `window` changes, then avg = (avg * (window - 1) + current) / window. RSI = 100 * gain /
 * (gain + loss), the same as 100 - 100 / (1 + RS): 100 with no losses, 50 with no movement at all.
 * The first value is at the (window + 1)-th valid point, the first with `window` changes.
 */
export function rsi(values: Float64Array, window: number, out?: Float64Array): Float64Array {
  assertWindow(window)
  const result = outputColumn(values, out)
  let gain = 0
  let loss = 0
  let previous = NaN_
  // Changes seen so far (valid points minus one).
  let changes = -1
  let i = 0
  // Until the first value: sums of the first `window` changes, then their simple means.
  for (; i < values.length && changes < window; i += 1) {
    const value = values[i] as number
    result[i] = NaN_
    if (value - value !== 0) continue
    changes += 1
    const change = value - previous
    previous = value
    if (changes === 0) continue
    gain += change > 0 ? change : 0
    loss += change < 0 ? -change : 0
    if (changes < window) continue
    gain /= window
    loss /= window
    result[i] = gain + loss === 0 ? 50 : (100 * gain) / (gain + loss)
  }
  // Then Wilder's smoothing, in a loop of its own: no warm-up branches per point.
  for (; i < values.length; i += 1) {
    const value = values[i] as number
    if (value - value !== 0) {
      result[i] = NaN_
      continue
    }
    const change = value - previous
    previous = value
    gain = (gain * (window - 1) + (change > 0 ? change : 0)) / window
    loss = (loss * (window - 1) + (change < 0 ? -change : 0)) / window
    result[i] = gain + loss === 0 ? 50 : (100 * gain) / (gain + loss)
  }
  return result
}

/**
 * What the number after the series means: a window (required), a lag (optional, 1 when left
 * out), a shift offset (required, any integer), or nothing.
 */
export type OperatorParam = 'window' | 'lag' | 'offset' | 'none'

export interface OperatorDefinition {
  label: string
  param: OperatorParam
  /** Arguments a call takes, the series included: cumulativeSum(x) is 1, movingSum(x, 7) 2. */
  arity: { min: number; max: number }
  fn: (values: Float64Array, param?: number) => Float64Array
}

const arityOf: Record<OperatorParam, { min: number; max: number }> = {
  window: { min: 2, max: 2 },
  lag: { min: 1, max: 2 },
  offset: { min: 2, max: 2 },
  none: { min: 1, max: 1 },
}

function define(
  label: string,
  param: OperatorParam,
  fn: OperatorDefinition['fn'],
): OperatorDefinition {
  return { label, param, arity: arityOf[param], fn }
}

// A missing required number reaches assertWindow / shift as NaN and is refused there.
const required = (param: number | undefined) => param ?? Number.NaN

/** Every operator by name, for the moving-math picker and the formula parser to list. */
export const operators = {
  movingAverage: define('Simple moving average', 'window', (v, w) => movingAverage(v, required(w))),
  expMovingAverage: define('Exponential moving average', 'window', (v, w) =>
    expMovingAverage(v, required(w)),
  ),
  movingMedian: define('Moving median', 'window', (v, w) => movingMedian(v, required(w))),
  movingSum: define('Moving sum', 'window', (v, w) => movingSum(v, required(w))),
  movingStd: define('Moving standard deviation', 'window', (v, w) => movingStd(v, required(w))),
  percentChange: define('Percent change', 'lag', (v, lag) => percentChange(v, lag)),
  difference: define('Difference', 'lag', (v, lag) => difference(v, lag)),
  cumulativeMax: define('Cumulative maximum', 'none', (v) => cumulativeMax(v)),
  cumulativeMean: define('Cumulative mean', 'none', (v) => cumulativeMean(v)),
  cumulativeMin: define('Cumulative minimum', 'none', (v) => cumulativeMin(v)),
  cumulativeMedian: define('Cumulative median', 'none', (v) => cumulativeMedian(v)),
  cumulativeProd: define('Cumulative product', 'none', (v) => cumulativeProd(v)),
  cumulativeStd: define('Cumulative standard deviation', 'none', (v) => cumulativeStd(v)),
  cumulativeSum: define('Cumulative sum', 'none', (v) => cumulativeSum(v)),
  rsi: define('Relative strength index', 'window', (v, w) => rsi(v, required(w))),
  shift: define('Shift', 'offset', (v, offset) => shift(v, required(offset))),
} as const satisfies Record<string, OperatorDefinition>

export type OperatorName = keyof typeof operators
export const operatorNames = Object.keys(operators) as OperatorName[]
