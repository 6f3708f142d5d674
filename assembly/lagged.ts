/*
 * Lagged kernels: difference, percent change and shift, against the valid value a number of
 * valid points away (src/core/series/laggedOperators.ts).
 */

import { at, isValid, NAN, put } from './points'

// How a lagged operator combines a value with the valid value `lag` valid points before it
// (series/laggedOperators.ts).
const PERCENT = 0
const DIFFERENCE = 1
const EARLIER = 2

/** Percent change, difference or shift later, against the valid value `lag` points back. */
export function lagged(
  values: usize,
  n: i32,
  lag: i32,
  combine: i32,
  ring: usize,
  out: usize,
): void {
  // One loop per combination, so that none tests it per point.
  if (combine == DIFFERENCE) laggedLoop(DIFFERENCE, values, n, lag, ring, out)
  else if (combine == EARLIER) laggedLoop(EARLIER, values, n, lag, ring, out)
  else laggedLoop(PERCENT, values, n, lag, ring, out)
}

@inline
function lagCombine(combine: i32, value: f64, base: f64): f64 {
  if (combine == DIFFERENCE) return value - base
  if (combine == EARLIER) return base
  return base != 0 ? (value / base - 1) * 100 : NAN
}

@inline
function laggedLoop(combine: i32, values: usize, n: i32, lag: i32, ring: usize, out: usize): void {
  if (lag == 1) {
    // The usual lag: the previous valid value in a local, no ring.
    let previous: f64 = NAN
    let i = 0
    for (; i < n; i += 1) {
      previous = at(values, i)
      put(out, i, NAN)
      if (isValid(previous)) break
    }
    for (i += 1; i < n; i += 1) {
      const value = at(values, i)
      if (!isValid(value)) {
        put(out, i, NAN)
        continue
      }
      put(out, i, lagCombine(combine, value, previous))
      previous = value
    }
    return
  }
  let slot = 0
  let seen = 0
  for (let i = 0; i < n; i += 1) {
    const value = at(values, i)
    if (!isValid(value)) {
      put(out, i, NAN)
      continue
    }
    if (seen < lag) {
      put(out, i, NAN)
      seen += 1
    } else {
      put(out, i, lagCombine(combine, value, at(ring, slot)))
    }
    put(ring, slot, value)
    slot = slot + 1 == lag ? 0 : slot + 1
  }
}

/** Shift earlier by `lead` valid points: the ring walked from the end. */
export function shiftEarlier(values: usize, n: i32, lead: i32, ring: usize, out: usize): void {
  let slot = 0
  let seen = 0
  for (let i = n - 1; i >= 0; i -= 1) {
    const value = at(values, i)
    if (!isValid(value)) {
      put(out, i, NAN)
      continue
    }
    if (seen < lead) {
      put(out, i, NAN)
      seen += 1
    } else {
      put(out, i, at(ring, slot))
    }
    put(ring, slot, value)
    slot = slot + 1 == lead ? 0 : slot + 1
  }
}
