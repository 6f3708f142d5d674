/*
 * Point-by-point kernels: + - * / and the comparisons (src/core/formula/kernels.ts), negation,
 * abs and turning non-finite points into gaps.
 */

import { isValid, NAN, orGap } from './points'

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
