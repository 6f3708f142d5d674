/*
 * What every kernel shares: reading and writing points of an f64 column, the gap rules (a point
 * that is not a finite number is a gap, NaN) and the exact re-sum of a window's ring.
 */

export const NAN: f64 = NaN

@inline
export function orGap(r: f64): f64 {
  return r - r == 0 ? r : NAN
}

@inline
export function isValid(x: f64): bool {
  return x - x == 0
}

@inline
export function at(column: usize, i: i32): f64 {
  return load<f64>(column + (<usize>i << 3))
}

@inline
export function put(column: usize, i: i32, x: f64): void {
  store<f64>(column + (<usize>i << 3), x)
}

/** Sum of a ring's values, oldest (`slot`) first (series/validWindow.ts ringSum). */
export function ringSum(ring: usize, length: i32, slot: i32): f64 {
  let sum: f64 = 0
  for (let i = slot; i < length; i += 1) sum += at(ring, i)
  for (let i = 0; i < slot; i += 1) sum += at(ring, i)
  return sum
}
