import type { DailySeries, DayGrid } from './model'

/*
 * Small numerical helpers over daily arrays. All of them are causal (a day's value depends only
 * on that day and earlier ones), which is what keeps past values stable as `now` moves on.
 */

/** The part of a grid array from `day` on (a view, not a copy). */
export function fromDay(grid: DayGrid, values: Float64Array, day: number): DailySeries {
  const offset = Math.min(Math.max(0, day - grid.start), values.length)
  return { start: grid.start + offset, v: values.subarray(offset) }
}

/** Element-wise function of arrays of equal length. */
export function mapArrays(
  n: number,
  arrays: readonly Float64Array[],
  f: (values: number[], i: number) => number,
): Float64Array {
  const out = new Float64Array(n)
  const values = arrays.map(() => 0)
  for (let i = 0; i < n; i++) {
    for (let k = 0; k < arrays.length; k++) values[k] = arrays[k]?.[i] ?? NaN
    out[i] = f(values, i)
  }
  return out
}

/**
 * Exponential moving average of ln(values) from index `from` (NaN before), with the weight of a
 * `span`-day simple average. Log space, because price moves are multiplicative.
 */
export function lnEma(values: Float64Array, from: number, span: number): Float64Array {
  const alpha = 2 / (span + 1)
  const out = new Float64Array(values.length).fill(NaN)
  let ema = NaN
  for (let i = Math.max(0, from); i < values.length; i++) {
    const ln = Math.log(values[i] ?? NaN)
    ema = Number.isNaN(ema) ? ln : ema + alpha * (ln - ema)
    out[i] = ema
  }
  return out
}

/** ln(value / its EMA): how far the latest move has run ahead of (or behind) the recent trend. */
export function momentum(values: Float64Array, from: number, span: number): Float64Array {
  const ema = lnEma(values, from, span)
  return ema.map((average, i) => Math.log(values[i] ?? NaN) - average)
}

export function clamp(value: number, low: number, high: number): number {
  return Math.min(high, Math.max(low, value))
}

/** The logistic curve, 0 → 1 around x = 0. */
export function sigmoid(x: number): number {
  return 1 / (1 + Math.exp(-x))
}
