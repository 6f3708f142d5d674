import { assertWindow } from './validWindow'
import { onValidPoints } from './validPoints'

/*
 * Product of the last `window` valid values in O(n), for the formula language's windowed cumprod.
 * A running product cannot divide out the value that leaves the window (it may be 0), so the
 * series is cut into blocks of `window` values with a product running forward from each block's
 * start (prefix) and one running backward from each block's end (suffix): a window [l, r] spans
 * at most two blocks, and its product is suffix[l] * prefix[r] (or one whole block).
 *
 * Gap rule as in operators.ts. Products overflow to ±Infinity like any float product.
 */

function rollingProductPacked(packed: Float64Array, window: number): Float64Array {
  const n = packed.length
  const out = new Float64Array(n).fill(Number.NaN)
  if (n < window) return out
  const prefix = new Float64Array(n)
  const suffix = new Float64Array(n)
  for (let i = 0; i < n; i += 1) {
    const value = packed[i] as number
    prefix[i] = i % window === 0 ? value : (prefix[i - 1] as number) * value
  }
  for (let i = n - 1; i >= 0; i -= 1) {
    const value = packed[i] as number
    const blockEnd = i % window === window - 1 || i === n - 1
    suffix[i] = blockEnd ? value : (suffix[i + 1] as number) * value
  }
  for (let r = window - 1; r < n; r += 1) {
    const l = r - window + 1
    out[r] =
      l % window === 0 ? (prefix[r] as number) : (suffix[l] as number) * (prefix[r] as number)
  }
  return out
}

/** Product of the last `window` valid values. */
export function rollingProduct(values: Float64Array, window: number): Float64Array {
  assertWindow(window)
  return onValidPoints(values, (packed) => rollingProductPacked(packed, window))
}
