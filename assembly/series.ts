/*
 * The series kernels in WebAssembly (AssemblyScript), compiled by `npm run build:wasm` into
 * src/core/series/wasm/seriesKernels.wasm.ts. They are the hot loops of the formula engine, run
 * over columns in the module's memory (src/core/series/wasm/columnArena.ts): V8 runs a loop over
 * typed arrays it receives as arguments at about 4 ns a point, this at about 1.
 *
 * Each kernel is a port of a TypeScript operator in src/core/series or src/core/formula and
 * computes the same floating-point operations in the same order, so its results are equal bit
 * for bit (the property tests in src/core/series/wasm check every kernel against its original).
 * The originals stay the reference and serve arrays outside the module's memory.
 *
 * Pointers are byte addresses of f64 columns; `n` is a number of points. A stride of 0 reads
 * one number at every point (a number operand of arithmetic), 1 a column.
 */

const NAN: f64 = NaN

/** Where the module's own data ends: columns go above it. */
export function heapBase(): usize {
  return __heap_base
}

@inline
function orGap(r: f64): f64 {
  return r - r == 0 ? r : NAN
}

@inline
function isValid(x: f64): bool {
  return x - x == 0
}

// Binary operators (src/core/formula/kernels.ts): a gap on either side or a result that is not
// finite is a gap; a divisor that is 0 or not finite gives a gap; comparisons give 1 or 0.
const ADD = 0
const SUB = 1
const MUL = 2
const DIV = 3
const LT = 4
const LE = 5
const EQ = 6
const NE = 7
const GT = 8
const GE = 9

@inline
function combine(op: i32, x: f64, y: f64): f64 {
  if (op == ADD) return orGap(x + y)
  if (op == SUB) return orGap(x - y)
  if (op == MUL) return orGap(x * y)
  if (op == DIV) return orGap(y != 0 && isValid(y) ? x / y : NAN)
  if (!isValid(x) || !isValid(y)) return NAN
  if (op == LT) return x < y ? 1 : 0
  if (op == LE) return x <= y ? 1 : 0
  if (op == EQ) return x == y ? 1 : 0
  if (op == NE) return x != y ? 1 : 0
  if (op == GT) return x > y ? 1 : 0
  return x >= y ? 1 : 0
}

/** The four operators two points at a time (SIMD), with the same rules as combine(). */
@inline
function combineX2(op: i32, x: v128, y: v128): v128 {
  const zero = f64x2.splat(0)
  const nan = f64x2.splat(NAN)
  let r: v128
  let valid: v128
  if (op == DIV) {
    r = f64x2.div(x, y)
    valid = v128.and(f64x2.ne(y, zero), f64x2.eq(f64x2.sub(y, y), zero))
    valid = v128.and(valid, f64x2.eq(f64x2.sub(r, r), zero))
  } else {
    if (op == ADD) r = f64x2.add(x, y)
    else if (op == SUB) r = f64x2.sub(x, y)
    else r = f64x2.mul(x, y)
    valid = f64x2.eq(f64x2.sub(r, r), zero)
  }
  return v128.bitselect(r, nan, valid)
}

@inline
function binary(op: i32, a: usize, sa: i32, b: usize, sb: i32, out: usize, n: i32): void {
  const end = out + (<usize>n << 3)
  if (op <= DIV) {
    // Pairs of points; a number operand (stride 0) is the same value in both lanes.
    const pairsEnd = out + ((<usize>n >> 1) << 4)
    const stepA = <usize>sa << 4
    const stepB = <usize>sb << 4
    const splatA = f64x2.splat(load<f64>(a))
    const splatB = f64x2.splat(load<f64>(b))
    while (out < pairsEnd) {
      const x = sa == 0 ? splatA : v128.load(a)
      const y = sb == 0 ? splatB : v128.load(b)
      v128.store(out, combineX2(op, x, y))
      a += stepA
      b += stepB
      out += 16
    }
  }
  const stepA = <usize>sa << 3
  const stepB = <usize>sb << 3
  while (out < end) {
    store<f64>(out, combine(op, load<f64>(a), load<f64>(b)))
    a += stepA
    b += stepB
    out += 8
  }
}

export function add(a: usize, sa: i32, b: usize, sb: i32, out: usize, n: i32): void {
  binary(ADD, a, sa, b, sb, out, n)
}
export function sub(a: usize, sa: i32, b: usize, sb: i32, out: usize, n: i32): void {
  binary(SUB, a, sa, b, sb, out, n)
}
export function mul(a: usize, sa: i32, b: usize, sb: i32, out: usize, n: i32): void {
  binary(MUL, a, sa, b, sb, out, n)
}
export function div(a: usize, sa: i32, b: usize, sb: i32, out: usize, n: i32): void {
  binary(DIV, a, sa, b, sb, out, n)
}
export function lt(a: usize, sa: i32, b: usize, sb: i32, out: usize, n: i32): void {
  binary(LT, a, sa, b, sb, out, n)
}
export function le(a: usize, sa: i32, b: usize, sb: i32, out: usize, n: i32): void {
  binary(LE, a, sa, b, sb, out, n)
}
export function eq(a: usize, sa: i32, b: usize, sb: i32, out: usize, n: i32): void {
  binary(EQ, a, sa, b, sb, out, n)
}
export function ne(a: usize, sa: i32, b: usize, sb: i32, out: usize, n: i32): void {
  binary(NE, a, sa, b, sb, out, n)
}
export function gt(a: usize, sa: i32, b: usize, sb: i32, out: usize, n: i32): void {
  binary(GT, a, sa, b, sb, out, n)
}
export function ge(a: usize, sa: i32, b: usize, sb: i32, out: usize, n: i32): void {
  binary(GE, a, sa, b, sb, out, n)
}

/** -x, a gap where x is not finite (kernels.ts negateKernel). */
export function neg(a: usize, out: usize, n: i32): void {
  const end = out + (<usize>n << 3)
  for (; out < end; out += 8, a += 8) store<f64>(out, orGap(-load<f64>(a)))
}

/** |x| (functions/pointwise.ts mapOperand with Math.abs). */
export function abs(a: usize, out: usize, n: i32): void {
  const end = out + (<usize>n << 3)
  for (; out < end; out += 8, a += 8) {
    const x = load<f64>(a)
    store<f64>(out, isValid(x) ? orGap(Math.abs(x)) : NAN)
  }
}

/** Every point that is not a finite number becomes NaN, in place (formula/results.ts). */
export function sanitize(v: usize, n: i32): void {
  const end = v + (<usize>n << 3)
  for (; v < end; v += 8) {
    const x = load<f64>(v)
    if (!isValid(x)) store<f64>(v, NAN)
  }
}

@inline
function at(column: usize, i: i32): f64 {
  return load<f64>(column + (<usize>i << 3))
}

@inline
function put(column: usize, i: i32, x: f64): void {
  store<f64>(column + (<usize>i << 3), x)
}

/** Sum of a ring's values, oldest (`slot`) first (series/validWindow.ts ringSum). */
function ringSum(ring: usize, length: i32, slot: i32): f64 {
  let sum: f64 = 0
  for (let i = slot; i < length; i += 1) sum += at(ring, i)
  for (let i = 0; i < slot; i += 1) sum += at(ring, i)
  return sum
}

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
