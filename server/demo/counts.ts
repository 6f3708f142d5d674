/*
 * Whole-number helpers for count metrics: counts are integers, and the parts of a breakdown must
 * add up to its total exactly, so splits round by largest remainders rather than one by one.
 */

/**
 * `count` split in proportion to `weights` (negative weights count as 0): each part is the floor
 * or the ceiling of its exact share, and the parts add up to `count`. With no weight at all,
 * everything goes to the first part.
 */
export function splitCount(count: number, weights: readonly number[]): number[] {
  const clean = weights.map((w) => (Number.isFinite(w) && w > 0 ? w : 0))
  const sum = clean.reduce((a, b) => a + b, 0)
  const parts = clean.map(() => 0)
  if (count <= 0 || parts.length === 0) return parts
  if (sum === 0) {
    parts[0] = count
    return parts
  }
  const exact = clean.map((w) => (count * w) / sum)
  let left = count
  exact.forEach((x, k) => {
    parts[k] = Math.floor(x)
    left -= Math.floor(x)
  })
  const byRemainder = exact
    .map((x, k) => ({ k, rest: x - Math.floor(x) }))
    .sort((a, b) => b.rest - a.rest || a.k - b.k)
  for (const { k } of byRemainder) {
    if (left <= 0) break
    parts[k] = (parts[k] ?? 0) + 1
    left -= 1
  }
  return parts
}

/** A whole, non-negative count. */
export const whole = (x: number) => Math.max(0, Math.round(x))
