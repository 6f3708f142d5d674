import { RunningMedian, SortedWindow } from './medians'
import { onValidPoints } from './validPoints'

/*
 * The series operators of charts.md section 4 (moving math and the further math functions), in
 * one place for the chart's moving-math picker and the formula workbench alike.
 *
 * Every operator takes a Float64Array and returns a NEW Float64Array of the same length. Gap rule
 * (section 5, "non-numeric values are skipped"): NaN and ±Infinity are not data. Operators run on
 * the valid points only, so a window of w means the last w valid points (gaps in between do not
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

function nanArray(length: number): Float64Array {
  return new Float64Array(length).fill(Number.NaN)
}

function exactSum(values: Float64Array, from: number, to: number): number {
  let sum = 0
  for (let i = from; i < to; i += 1) sum += values[i] as number
  return sum
}

function movingSumPacked(values: Float64Array, window: number): Float64Array {
  const out = nanArray(values.length)
  const resync = resyncInterval(window)
  let sum = 0
  let untilResync = resync
  for (let i = 0; i < values.length; i += 1) {
    sum += values[i] as number
    if (i >= window) sum -= values[i - window] as number
    // A countdown rather than (i + 1) % resync: no division per point.
    untilResync -= 1
    if (i < window - 1) continue
    if (untilResync <= 0) {
      sum = exactSum(values, i - window + 1, i + 1)
      untilResync = resync
    }
    out[i] = sum
  }
  return out
}

/** Sum of the last `window` valid values. */
export function movingSum(values: Float64Array, window: number): Float64Array {
  assertWindow(window)
  return onValidPoints(values, (packed) => movingSumPacked(packed, window))
}

/** Simple moving average: the arithmetic mean of the last `window` valid values. */
export function movingAverage(values: Float64Array, window: number): Float64Array {
  assertWindow(window)
  return onValidPoints(values, (packed) => {
    // In place: TypedArray#map calls back once per point, several times slower at this size.
    const out = movingSumPacked(packed, window)
    for (let i = 0; i < out.length; i += 1) out[i] = (out[i] as number) / window
    return out
  })
}

/**
 * Exponential moving average with alpha = 2 / (window + 1). Seeded with the simple average of the
 * first `window` valid values (so it starts where the window is full, like the simple one), then
 * ema[i] = ema[i-1] + alpha * (v[i] - ema[i-1]). Window 1 reproduces the series.
 */
export function expMovingAverage(values: Float64Array, window: number): Float64Array {
  assertWindow(window)
  const alpha = 2 / (window + 1)
  return onValidPoints(values, (packed) => {
    const out = nanArray(packed.length)
    if (packed.length < window) return out
    let ema = exactSum(packed, 0, window) / window
    out[window - 1] = ema
    for (let i = window; i < packed.length; i += 1) {
      ema += alpha * ((packed[i] as number) - ema)
      out[i] = ema
    }
    return out
  })
}

/** Median of the last `window` valid values (mean of the two middle ones for an even window).
 * O(n log w) searches plus short native moves, via SortedWindow. */
export function movingMedian(values: Float64Array, window: number): Float64Array {
  assertWindow(window)
  return onValidPoints(values, (packed) => {
    const out = nanArray(packed.length)
    // A window longer than the series never fills; a formula may ask for any size, so this
    // must not allocate one.
    if (packed.length < window) return out
    const sorted = new SortedWindow(window)
    for (let i = 0; i < packed.length; i += 1) {
      const value = packed[i] as number
      if (sorted.full) sorted.replace(packed[i - window] as number, value)
      else sorted.add(value)
      if (sorted.full) out[i] = sorted.median()
    }
    return out
  })
}

/**
 * Sample standard deviation (divisor n - 1, as pandas' rolling std) of the last `window` valid
 * values: the workbench's users compare results with their own scripts, which use that default.
 * A window of 1 has no sample spread, so it gives NaN throughout.
 */
export function movingStd(values: Float64Array, window: number): Float64Array {
  assertWindow(window)
  return onValidPoints(values, (packed) => {
    const out = nanArray(packed.length)
    if (window < 2) return out
    const resync = resyncInterval(window)
    // Welford while the window fills, then an exact swap update; sums of squares would cancel
    // catastrophically for prices around 1e5 that vary by a few units.
    let mean = 0
    let m2 = 0
    for (let i = 0; i < packed.length; i += 1) {
      const value = packed[i] as number
      if (i < window) {
        const delta = value - mean
        mean += delta / (i + 1)
        m2 += delta * (value - mean)
      } else {
        const leaving = packed[i - window] as number
        const nextMean = mean + (value - leaving) / window
        m2 += (value - leaving) * (value - nextMean + leaving - mean)
        mean = nextMean
      }
      if (i < window - 1) continue
      if ((i + 1) % resync === 0) {
        const exact = exactMoments(packed, i - window + 1, i + 1)
        mean = exact.mean
        m2 = exact.m2
      }
      out[i] = Math.sqrt(Math.max(0, m2) / (window - 1))
    }
    return out
  })
}

/** Mean and sum of squared deviations of values[from, to), two-pass. */
function exactMoments(values: Float64Array, from: number, to: number) {
  const mean = exactSum(values, from, to) / (to - from)
  let m2 = 0
  for (let i = from; i < to; i += 1) m2 += ((values[i] as number) - mean) ** 2
  return { mean, m2 }
}

/**
 * Percent change against the valid value `lag` valid points earlier:
 * (v[i] / v[i - lag] - 1) * 100. A change from 0 is undefined and gives NaN (a chart cannot
 * draw infinity). As in pandas, a negative base keeps the plain ratio's sign.
 */
export function percentChange(values: Float64Array, lag = 1): Float64Array {
  assertWindow(lag, 'lag')
  return onValidPoints(values, (packed) => {
    const out = nanArray(packed.length)
    for (let i = lag; i < packed.length; i += 1) {
      const base = packed[i - lag] as number
      if (base !== 0) out[i] = ((packed[i] as number) / base - 1) * 100
    }
    return out
  })
}

/** Difference from the valid value `lag` valid points earlier: v[i] - v[i - lag]. */
export function difference(values: Float64Array, lag = 1): Float64Array {
  assertWindow(lag, 'lag')
  return onValidPoints(values, (packed) => {
    const out = nanArray(packed.length)
    for (let i = lag; i < packed.length; i += 1) {
      out[i] = (packed[i] as number) - (packed[i - lag] as number)
    }
    return out
  })
}

/**
 * Shift by `offset` valid points: positive moves values later (each valid point takes the
 * value `offset` valid points before it), negative earlier. Points with nothing to take are NaN.
 */
export function shift(values: Float64Array, offset: number): Float64Array {
  if (!Number.isInteger(offset)) {
    throw new RangeError(`offset must be an integer, got ${offset}`)
  }
  return onValidPoints(values, (packed) => {
    const out = nanArray(packed.length)
    for (let i = Math.max(0, offset); i < Math.min(packed.length, packed.length + offset); i += 1) {
      out[i] = packed[i - offset] as number
    }
    return out
  })
}

/**
 * Relative strength index with Wilder's smoothing over `window` changes. The changes are
 * between consecutive valid values; the first average gain and loss are the simple means of the
 * first `window` changes, then avg = (avg * (window - 1) + current) / window. RSI = 100 * gain /
 * (gain + loss), the same as 100 - 100 / (1 + RS): 100 with no losses, 50 with no movement at all.
 * The first value is at the (window + 1)-th valid point, the first with `window` changes.
 */
export function rsi(values: Float64Array, window: number): Float64Array {
  assertWindow(window)
  return onValidPoints(values, (packed) => {
    const out = nanArray(packed.length)
    let gain = 0
    let loss = 0
    for (let i = 1; i < packed.length; i += 1) {
      const change = (packed[i] as number) - (packed[i - 1] as number)
      const up = change > 0 ? change : 0
      const down = change < 0 ? -change : 0
      if (i <= window) {
        // Sums first, divided once the first `window` changes are in: their simple means.
        gain += up
        loss += down
        if (i < window) continue
        gain /= window
        loss /= window
      } else {
        gain = (gain * (window - 1) + up) / window
        loss = (loss * (window - 1) + down) / window
      }
      out[i] = gain + loss === 0 ? 50 : (100 * gain) / (gain + loss)
    }
    return out
  })
}

/** Folds `step(soFar, value)` over the valid values, starting from the first one. */
function cumulative(
  values: Float64Array,
  step: (accumulated: number, value: number) => number,
): Float64Array {
  return onValidPoints(values, (packed) => {
    const out = new Float64Array(packed.length)
    let accumulated = Number.NaN
    for (let i = 0; i < packed.length; i += 1) {
      const value = packed[i] as number
      accumulated = i === 0 ? value : step(accumulated, value)
      out[i] = accumulated
    }
    return out
  })
}

/** Largest valid value so far. */
export function cumulativeMax(values: Float64Array): Float64Array {
  return cumulative(values, (max, value) => (value > max ? value : max))
}

/** Smallest valid value so far. */
export function cumulativeMin(values: Float64Array): Float64Array {
  return cumulative(values, (min, value) => (value < min ? value : min))
}

/** Product of the valid values so far (overflows to ±Infinity like any float product). */
export function cumulativeProd(values: Float64Array): Float64Array {
  return cumulative(values, (product, value) => product * value)
}

/**
 * Neumaier-compensated running sums: a cumulative sum over half a million points would
 * otherwise lose the small values added to a large total.
 */
function compensatedSums(packed: Float64Array): Float64Array {
  const out = new Float64Array(packed.length)
  let sum = 0
  let compensation = 0
  for (let i = 0; i < packed.length; i += 1) {
    const value = packed[i] as number
    const next = sum + value
    compensation += Math.abs(sum) >= Math.abs(value) ? sum - next + value : value - next + sum
    sum = next
    out[i] = sum + compensation
  }
  return out
}

/** Sum of the valid values so far. */
export function cumulativeSum(values: Float64Array): Float64Array {
  return onValidPoints(values, compensatedSums)
}

/** Mean of the valid values so far. */
export function cumulativeMean(values: Float64Array): Float64Array {
  return onValidPoints(values, (packed) => {
    const out = compensatedSums(packed)
    for (let i = 0; i < out.length; i += 1) out[i] = (out[i] as number) / (i + 1)
    return out
  })
}

/** Median of the valid values so far, O(log n) per point (RunningMedian). */
export function cumulativeMedian(values: Float64Array): Float64Array {
  return onValidPoints(values, (packed) => {
    const out = new Float64Array(packed.length)
    const median = new RunningMedian()
    for (let i = 0; i < packed.length; i += 1) {
      median.add(packed[i] as number)
      out[i] = median.median()
    }
    return out
  })
}

/** Sample standard deviation (n - 1, like movingStd) of the valid values so far; NaN at the
 * first valid point. Welford's update. */
export function cumulativeStd(values: Float64Array): Float64Array {
  return onValidPoints(values, (packed) => {
    const out = nanArray(packed.length)
    let mean = 0
    let m2 = 0
    for (let i = 0; i < packed.length; i += 1) {
      const value = packed[i] as number
      const delta = value - mean
      mean += delta / (i + 1)
      m2 += delta * (value - mean)
      if (i > 0) out[i] = Math.sqrt(Math.max(0, m2) / i)
    }
    return out
  })
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
  cumulativeMax: define('Cumulative maximum', 'none', cumulativeMax),
  cumulativeMean: define('Cumulative mean', 'none', cumulativeMean),
  cumulativeMin: define('Cumulative minimum', 'none', cumulativeMin),
  cumulativeMedian: define('Cumulative median', 'none', cumulativeMedian),
  cumulativeProd: define('Cumulative product', 'none', cumulativeProd),
  cumulativeStd: define('Cumulative standard deviation', 'none', cumulativeStd),
  cumulativeSum: define('Cumulative sum', 'none', cumulativeSum),
  rsi: define('Relative strength index', 'window', (v, w) => rsi(v, required(w))),
  shift: define('Shift', 'offset', (v, offset) => shift(v, required(offset))),
} as const satisfies Record<string, OperatorDefinition>

export type OperatorName = keyof typeof operators
export const operatorNames = Object.keys(operators) as OperatorName[]
