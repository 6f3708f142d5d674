import { assertWindow } from './validWindow'
import { onValidPoints } from './validPoints'

/*
 * Rolling maximum and minimum over the last `window` valid values, for the formula language's
 * windowed cummax, cummin and drawdown. A monotonic deque keeps the candidates in order, so each
 * point enters and leaves it once: O(n) whatever the window, where rescanning each window would
 * cost O(n * w) (a 365-day window over a year of 10-minute points).
 *
 * Gap rule as in operators.ts: only valid (finite) values count, gaps stay NaN, and the result is
 * NaN until `window` valid values have been seen.
 */

/** `sign` 1 keeps the largest value, -1 the smallest. */
function rollingExtreme(packed: Float64Array, window: number, sign: 1 | -1): Float64Array {
  const n = packed.length
  const out = new Float64Array(n).fill(Number.NaN)
  // Indices of the candidates, their values decreasing (for sign 1) from head to tail. Every
  // index is pushed once, so a plain array of n slots never wraps.
  const deque = new Int32Array(n)
  let head = 0
  let tail = 0
  for (let i = 0; i < n; i += 1) {
    const value = sign * (packed[i] as number)
    while (tail > head && sign * (packed[deque[tail - 1] as number] as number) <= value) tail -= 1
    deque[tail] = i
    tail += 1
    if ((deque[head] as number) <= i - window) head += 1
    if (i >= window - 1) out[i] = packed[deque[head] as number] as number
  }
  return out
}

/** Largest of the last `window` valid values. */
export function rollingMax(values: Float64Array, window: number): Float64Array {
  assertWindow(window)
  return onValidPoints(values, (packed) => rollingExtreme(packed, window, 1))
}

/** Smallest of the last `window` valid values. */
export function rollingMin(values: Float64Array, window: number): Float64Array {
  assertWindow(window)
  return onValidPoints(values, (packed) => rollingExtreme(packed, window, -1))
}
