/*
 * Window and running kernels: moving sum and average, moving standard deviation, EMA, RSI, the
 * running maximum and minimum (src/core/series/operators.ts, rollingStatistics.ts,
 * cumulativeOperators.ts).
 */

import { at, isValid, NAN, put, ringSum } from './points'

/**
 * Moving sum of the last `window` valid values divided by `divisor` (series/operators.ts
 * movingSumInto), re-summed exactly every `resync` valid points. `ring` has room for `window`.
 */
export function movingSum(
  values: usize,
  n: i32,
  window: i32,
  divisor: f64,
  resync: i32,
  ring: usize,
  out: usize,
): void {
  let slot = 0
  let seen = 0
  let sum: f64 = 0
  let untilResync = resync
  for (let i = 0; i < n; i += 1) {
    const value = at(values, i)
    if (!isValid(value)) {
      put(out, i, NAN)
      continue
    }
    sum += value
    if (seen >= window) sum -= at(ring, slot)
    put(ring, slot, value)
    slot = slot + 1 == window ? 0 : slot + 1
    seen += 1
    untilResync -= 1
    if (seen < window) {
      put(out, i, NAN)
      continue
    }
    if (untilResync <= 0) {
      sum = ringSum(ring, window, slot)
      untilResync = resync
    }
    put(out, i, sum / divisor)
  }
}

/** Exponential moving average seeded with the simple one (series/operators.ts). */
export function ema(values: usize, n: i32, window: i32, out: usize): void {
  const alpha: f64 = 2 / (<f64>window + 1)
  let seen = 0
  let average: f64 = 0
  for (let i = 0; i < n; i += 1) {
    const value = at(values, i)
    if (!isValid(value)) {
      put(out, i, NAN)
      continue
    }
    seen += 1
    if (seen < window) {
      average += value
      put(out, i, NAN)
      continue
    }
    if (seen == window) average = (average + value) / <f64>window
    else average += alpha * (value - average)
    put(out, i, average)
  }
}

/** Relative strength index with Wilder's smoothing (series/operators.ts rsi). */
export function rsi(values: usize, n: i32, window: i32, out: usize): void {
  const w = <f64>window
  const keep: f64 = (w - 1) / w
  const share: f64 = 1 / w
  let gain: f64 = 0
  let loss: f64 = 0
  let previous: f64 = NAN
  let changes = -1
  let i = 0
  for (; i < n && changes < window; i += 1) {
    const value = at(values, i)
    put(out, i, NAN)
    if (!isValid(value)) continue
    changes += 1
    const change = value - previous
    previous = value
    if (changes == 0) continue
    gain += change > 0 ? change : 0
    loss += change < 0 ? -change : 0
    if (changes < window) continue
    gain /= w
    loss /= w
    put(out, i, gain + loss == 0 ? 50 : (100 * gain) / (gain + loss))
  }
  for (; i < n; i += 1) {
    const value = at(values, i)
    if (!isValid(value)) {
      put(out, i, NAN)
      continue
    }
    const change = value - previous
    previous = value
    gain = gain * keep + (change > 0 ? change : 0) * share
    loss = loss * keep + (change < 0 ? -change : 0) * share
    put(out, i, gain + loss == 0 ? 50 : (100 * gain) / (gain + loss))
  }
}

/**
 * Moving sample standard deviation (series/rollingStatistics.ts movingStd): Welford while the
 * window fills, an exact swap update after, exact two-pass moments every `resync` valid points,
 * and 0 over a run of `window` equal values.
 */
export function movingStd(
  values: usize,
  n: i32,
  window: i32,
  resync: i32,
  ring: usize,
  out: usize,
): void {
  const w = <f64>window
  let slot = 0
  let seen = 0
  let mean: f64 = 0
  let m2: f64 = 0
  let run = 0
  let last: f64 = NAN
  // A countdown to the next exact recomputation, rather than a remainder per point: it reaches
  // 0 where `seen % resync == 0` (resync >= window, so never before the window is full).
  let untilResync = resync
  for (let i = 0; i < n; i += 1) {
    const value = at(values, i)
    if (!isValid(value)) {
      put(out, i, NAN)
      continue
    }
    run = value == last ? run + 1 : 1
    last = value
    if (seen < window) {
      const delta = value - mean
      mean += delta / <f64>(seen + 1)
      m2 += delta * (value - mean)
    } else {
      const leaving = at(ring, slot)
      const nextMean = mean + (value - leaving) / w
      m2 += (value - leaving) * (value - nextMean + leaving - mean)
      mean = nextMean
    }
    put(ring, slot, value)
    slot = slot + 1 == window ? 0 : slot + 1
    seen += 1
    untilResync -= 1
    if (seen < window) {
      put(out, i, NAN)
      continue
    }
    if (untilResync == 0) {
      untilResync = resync
      mean = ringSum(ring, window, slot) / w
      m2 = 0
      for (let k = slot; k < window; k += 1) m2 += (at(ring, k) - mean) * (at(ring, k) - mean)
      for (let k = 0; k < slot; k += 1) m2 += (at(ring, k) - mean) * (at(ring, k) - mean)
    }
    put(out, i, run >= window ? 0 : Math.sqrt(Math.max(0, m2) / (w - 1)))
  }
}

/** Largest (`sign` 1) or smallest (`sign` -1) valid value so far (series/cumulativeOperators.ts). */
export function cumulativeExtreme(values: usize, n: i32, sign: i32, out: usize): void {
  let extreme: f64 = sign > 0 ? -Infinity : Infinity
  for (let i = 0; i < n; i += 1) {
    const value = at(values, i)
    if (!isValid(value)) {
      put(out, i, NAN)
      continue
    }
    if (sign > 0 ? value > extreme : value < extreme) extreme = value
    put(out, i, extreme)
  }
}
