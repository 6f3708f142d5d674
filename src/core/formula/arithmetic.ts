import type { BinaryNode, BinaryOperator } from './ast'
import { broadcast, broadcastResult, outputBuffer } from './broadcast'
import type { Buffers } from './buffers'
import { FormulaError } from './errors'
import { binaryInWasm, unaryInWasm } from '../series/wasm/kernelCalls'
import { blockSize, constantBlock, kernelNames, kernels, negateKernel } from './kernels'
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
 * The loops are in kernels.ts, and in WebAssembly (src/core/series/wasm) for columns in its memory. The result goes into an operand's column when the evaluation owns
 * it, else into a spent column of the evaluation (buffers.ts); the other owned operand's column
 * is spent then.
 */

/** Throws when the divisor is the number 0; `node` places the error on the divisor. */
export function checkDivisor(operator: BinaryOperator, right: Operand, node: BinaryNode): void {
  if (operator === '/' && right.kind === 'number' && right.value === 0) {
    throw new FormulaError(messages.divisionByZero, node.right, 'm1 / m2')
  }
}

/** Applies a binary operator; `node` places a division-by-zero error on the divisor. */
export function applyBinary(
  operator: BinaryOperator,
  left: Operand,
  right: Operand,
  node: BinaryNode,
  buffers?: Buffers,
): Operand {
  checkDivisor(operator, right, node)
  const b = broadcast([left, right])
  const out = outputBuffer(b, buffers)
  const [x, y] = b.columns as [Float64Array, Float64Array]
  const [sx, sy] = b.strides as [0 | 1, 0 | 1]
  if (binaryInWasm(kernelNames[operator], x, sx, y, sy, out, b.length)) {
    return broadcastResult(b, out, buffers)
  }
  const a = sx === 1 ? x : constantBlock(x[0] as number)
  const c = sy === 1 ? y : constantBlock(y[0] as number)
  const kernel = kernels[operator]
  for (let from = 0; from < b.length; from += blockSize) {
    const n = Math.min(blockSize, b.length - from)
    kernel(a, sx * from, c, sy * from, out, from, n)
  }
  return broadcastResult(b, out, buffers)
}

export function negate(operand: Operand, buffers?: Buffers): Operand {
  if (operand.kind === 'number') return numberValue(-operand.value)
  const { length } = operand.v
  const out = operand.owned ? operand.v : (buffers?.take(length) ?? new Float64Array(length))
  if (unaryInWasm('neg', operand.v, out)) return freshSeries(operand.t, out)
  negateKernel(operand.v, 0, out, 0, length)
  return freshSeries(operand.t, out)
}
