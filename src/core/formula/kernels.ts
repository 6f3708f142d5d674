import type { BinaryKernelName } from '../series/wasm/kernelCalls'
import type { BinaryOperator, ComparisonOperator } from './ast'

/*
 * The loops behind + - * / the comparisons and negation (arithmetic.ts has the rules). Each
 * reads its operands at an offset into their columns and writes at an offset into `out`, one
 * loop per operator: a shared loop calling an operator function per point would be several times
 * slower over half a million points. arithmetic.ts runs them over blocks of `blockSize` points,
 * a number operand being a block filled with it, so every operand is read the same way,
 * `column[offset + i]`, with no stride to multiply. (Subarray views per block were a third
 * slower than offsets.)
 *
 * Evaluating a whole tree of operators block by block, so that intermediate blocks stay in
 * cache, was tried and measured no faster: it needs every operand column at once, and the new
 * columns cost more in page faults than the cache saved. One operator at a time lets each
 * spent column serve the next function (buffers.ts).
 */

export type Kernel = (
  a: Float64Array,
  ao: number,
  b: Float64Array,
  bo: number,
  out: Float64Array,
  oo: number,
  n: number,
) => void

/** Points per block: a filled block for a number operand is 16 kB. */
export const blockSize = 2048

/** A number as an operand column: read at offset 0 in every block. */
export function constantBlock(value: number): Float64Array {
  return new Float64Array(blockSize).fill(value)
}

const NaN_ = Number.NaN

export const kernels: Record<BinaryOperator, Kernel> = {
  '+': (a, ao, b, bo, out, oo, n) => {
    for (let i = 0; i < n; i += 1) {
      const r = (a[ao + i] as number) + (b[bo + i] as number)
      out[oo + i] = r - r === 0 ? r : NaN_
    }
  },
  '-': (a, ao, b, bo, out, oo, n) => {
    for (let i = 0; i < n; i += 1) {
      const r = (a[ao + i] as number) - (b[bo + i] as number)
      out[oo + i] = r - r === 0 ? r : NaN_
    }
  },
  '*': (a, ao, b, bo, out, oo, n) => {
    for (let i = 0; i < n; i += 1) {
      const r = (a[ao + i] as number) * (b[bo + i] as number)
      out[oo + i] = r - r === 0 ? r : NaN_
    }
  },
  '/': (a, ao, b, bo, out, oo, n) => {
    for (let i = 0; i < n; i += 1) {
      const divisor = b[bo + i] as number
      // x / ±Infinity would be 0: an infinite input is a gap like any other non-finite one.
      const r = divisor !== 0 && divisor - divisor === 0 ? (a[ao + i] as number) / divisor : NaN_
      out[oo + i] = r - r === 0 ? r : NaN_
    }
  },
  '<': comparisonKernel('<'),
  '<=': comparisonKernel('<='),
  '=': comparisonKernel('='),
  '!=': comparisonKernel('!='),
  '>': comparisonKernel('>'),
  '>=': comparisonKernel('>='),
}

/** The WebAssembly kernel of each operator (assembly/arithmetic.ts computes the same as below). */
export const kernelNames: Record<BinaryOperator, BinaryKernelName> = {
  '+': 'add',
  '-': 'sub',
  '*': 'mul',
  '/': 'div',
  '<': 'lt',
  '<=': 'le',
  '=': 'eq',
  '!=': 'ne',
  '>': 'gt',
  '>=': 'ge',
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
  return (a, ao, b, bo, out, oo, n) => {
    for (let i = 0; i < n; i += 1) {
      const x = a[ao + i] as number
      const y = b[bo + i] as number
      out[oo + i] = x - x === 0 && y - y === 0 ? (compare(operator, x, y) ? 1 : 0) : NaN_
    }
  }
}

export function negateKernel(
  a: Float64Array,
  ao: number,
  out: Float64Array,
  oo: number,
  n: number,
): void {
  for (let i = 0; i < n; i += 1) {
    const r = -(a[ao + i] as number)
    out[oo + i] = r - r === 0 ? r : NaN_
  }
}
