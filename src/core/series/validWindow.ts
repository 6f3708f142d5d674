/*
 * A ring of the last `w` valid values, for operators that walk the series itself (gaps
 * included) instead of packing its valid points into a new array and spreading the results
 * back: one pass, no copy, and the result may overwrite the input, since the history an
 * operator needs lives in the ring. The operators keep the ring's slot in a local variable
 * (a field read and write per point costs measurably over half a million points); these
 * helpers do the occasional exact recomputation over it.
 *
 * `slot` is the oldest value's place once the ring is full (the next one to be replaced).
 */

/** Sum of the ring's values, oldest first (the order a plain loop over the series takes). */
export function ringSum(ring: Float64Array, slot: number): number {
  let sum = 0
  for (let i = slot; i < ring.length; i += 1) sum += ring[i] as number
  for (let i = 0; i < slot; i += 1) sum += ring[i] as number
  return sum
}

/** Mean and sum of squared deviations of a full ring, two-pass, oldest first. */
export function ringMoments(ring: Float64Array, slot: number): { mean: number; m2: number } {
  const mean = ringSum(ring, slot) / ring.length
  let m2 = 0
  // d * d rather than d ** 2: the product is exact to the last bit everywhere (pow need not
  // be), so the WebAssembly kernel (assembly/rolling.ts) computes the same.
  for (let i = slot; i < ring.length; i += 1) {
    const d = (ring[i] as number) - mean
    m2 += d * d
  }
  for (let i = 0; i < slot; i += 1) {
    const d = (ring[i] as number) - mean
    m2 += d * d
  }
  return { mean, m2 }
}

/** Throws unless `window` is a positive integer. */
export function assertWindow(window: number, name = 'window'): void {
  if (!Number.isInteger(window) || window < 1) {
    throw new RangeError(`${name} must be a positive integer, got ${window}`)
  }
}

/** Running sums drift when large values leave the window; an exact re-sum every so often
 * bounds that. Every max(w, 1024) points costs O(w), so the whole pass stays O(n). */
export function resyncInterval(window: number): number {
  return Math.max(window, 1024)
}
