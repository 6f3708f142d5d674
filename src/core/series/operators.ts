import {
  cumulativeMax,
  cumulativeMean,
  cumulativeMedian,
  cumulativeMin,
  cumulativeProd,
  cumulativeStd,
  cumulativeSum,
} from './cumulativeOperators'
import { difference, percentChange, shift } from './laggedOperators'
import { movingMedian, movingStd } from './rollingStatistics'
import { outputColumn } from './validPoints'
import { assertWindow, resyncInterval, ringSum } from './validWindow'
import { emaInWasm, movingSumInWasm, rsiInWasm } from './wasm/kernelCalls'

// One import for every operator: the formula functions, the moving-math picker and the benches.
export {
  assertWindow,
  difference,
  movingMedian,
  movingStd,
  percentChange,
  shift,
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
 * new array and spreading the results back (three passes and two allocations a call). They run
 * on the valid points only: a window of w means the last w valid points (gaps in between do not
 * count), "previous" means the previous valid point, and the output at a gap is NaN. A moving
 * result is NaN until w valid points have been seen. The operators live in files by kind
 * (laggedOperators.ts, rollingStatistics.ts, cumulativeOperators.ts, …); this module gathers
 * them and names them for the picker and the formula parser.
 *
 * Windows and lags must be positive integers, a shift offset any integer. Anything else throws a
 * RangeError: it is a caller's bug, not data.
 */

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
  const inWasm = movingSumInWasm(values, window, divisor, out)
  if (inWasm !== null) return inWasm
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
  const inWasm = emaInWasm(values, window, result)
  if (inWasm !== null) return inWasm
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
 * Relative strength index with Wilder's smoothing over `window` changes. The changes are
 * between consecutive valid values; the first average gain and loss are the simple means of the
 * first `window` changes, then avg = (avg * (window - 1) + current) / window, computed as
 * avg * keep + current * share with keep = (window - 1) / window and share = 1 / window (equal up
 * to rounding, as pandas' ewm with alpha = 1 / window computes it, and with no division on the
 * chain from one point to the next, which costs most of the loop). RSI = 100 * gain /
 * (gain + loss), the same as 100 - 100 / (1 + RS): 100 with no losses, 50 with no movement at all.
 * The first value is at the (window + 1)-th valid point, the first with `window` changes.
 */
export function rsi(values: Float64Array, window: number, out?: Float64Array): Float64Array {
  assertWindow(window)
  const result = outputColumn(values, out)
  const inWasm = rsiInWasm(values, window, result)
  if (inWasm !== null) return inWasm
  const keep = (window - 1) / window
  const share = 1 / window
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
    gain = gain * keep + (change > 0 ? change : 0) * share
    loss = loss * keep + (change < 0 ? -change : 0) * share
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
