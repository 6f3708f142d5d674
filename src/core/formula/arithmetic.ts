import type { BinaryNode, BinaryOperator, ComparisonOperator } from './ast'
import { broadcast, broadcastResult, outputBuffer } from './broadcast'
import { FormulaError } from './errors'
import { messages } from './messages'
import { freshSeries, numberValue, type Operand } from './values'

/*
 * The operators + - * / and the comparisons, point by point after broadcasting (broadcast.ts).
 *
 * Gaps: a gap on either side is a gap in the result; a result that is not a finite number is a
 * gap too. Comparisons give 1 or 0, and a gap where either side is one.
 *
 * Division by zero (spec section 5: "Division by zero is an error"): a divisor that is a number
 * equal to 0 is an error, since the formula can never mean anything. A series divisor with a zero
 * point is data, not a mistake in the formula (a flow that was 0 one day), so that point becomes
 * a gap and the rest of the series is kept.
 *
 * One loop per operator, reading operand k at column[i * stride]: a shared loop calling an
 * operator function per point would be several times slower over half a million points.
 */

type Kernel = (
  a: Float64Array,
  sa: number,
  b: Float64Array,
  sb: number,
  out: Float64Array,
  n: number,
) => void

const NaN_ = Number.NaN

const kernels: Record<BinaryOperator, Kernel> = {
  '+': (a, sa, b, sb, out, n) => {
    for (let i = 0; i < n; i += 1) {
      const r = (a[i * sa] as number) + (b[i * sb] as number)
      out[i] = r - r === 0 ? r : NaN_
    }
  },
  '-': (a, sa, b, sb, out, n) => {
    for (let i = 0; i < n; i += 1) {
      const r = (a[i * sa] as number) - (b[i * sb] as number)
      out[i] = r - r === 0 ? r : NaN_
    }
  },
  '*': (a, sa, b, sb, out, n) => {
    for (let i = 0; i < n; i += 1) {
      const r = (a[i * sa] as number) * (b[i * sb] as number)
      out[i] = r - r === 0 ? r : NaN_
    }
  },
  '/': (a, sa, b, sb, out, n) => {
    for (let i = 0; i < n; i += 1) {
      const divisor = b[i * sb] as number
      // x / ±Infinity would be 0: an infinite input is a gap like any other non-finite one.
      const r = divisor !== 0 && divisor - divisor === 0 ? (a[i * sa] as number) / divisor : NaN_
      out[i] = r - r === 0 ? r : NaN_
    }
  },
  '<': comparisonKernel('<'),
  '<=': comparisonKernel('<='),
  '=': comparisonKernel('='),
  '!=': comparisonKernel('!='),
  '>': comparisonKernel('>'),
  '>=': comparisonKernel('>='),
}

export function compare(operator: ComparisonOperator, x: number, y: number): boolean {
  switch (operator) {
    case '<':
      return x < y
    case '<=':
      return x <= y
    case '=':
      return x === y
    case '!=':
      return x !== y
    case '>':
      return x > y
    case '>=':
      return x >= y
  }
}

/** 1 or 0, and a gap where either side is not a finite number. */
function comparisonKernel(operator: ComparisonOperator): Kernel {
  return (a, sa, b, sb, out, n) => {
    for (let i = 0; i < n; i += 1) {
      const x = a[i * sa] as number
      const y = b[i * sb] as number
      out[i] = x - x === 0 && y - y === 0 ? (compare(operator, x, y) ? 1 : 0) : NaN_
    }
  }
}

/** Applies a binary operator; `node` places a division-by-zero error on the divisor. */
export function applyBinary(
  operator: BinaryOperator,
  left: Operand,
  right: Operand,
  node: BinaryNode,
): Operand {
  if (operator === '/' && right.kind === 'number' && right.value === 0) {
    throw new FormulaError(messages.divisionByZero, node.right, 'm1 / m2')
  }
  const b = broadcast([left, right])
  const out = outputBuffer(b)
  kernels[operator](
    b.columns[0] as Float64Array,
    b.strides[0] as number,
    b.columns[1] as Float64Array,
    b.strides[1] as number,
    out,
    b.length,
  )
  return broadcastResult(b, out)
}

export function negate(operand: Operand): Operand {
  if (operand.kind === 'number') return numberValue(-operand.value)
  const out = operand.owned ? operand.v : new Float64Array(operand.v.length)
  for (let i = 0; i < out.length; i += 1) {
    const r = -(operand.v[i] as number)
    out[i] = r - r === 0 ? r : NaN_
  }
  return freshSeries(operand.t, out)
}
