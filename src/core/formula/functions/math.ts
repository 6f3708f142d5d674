import { messages } from '../messages'
import type { FormulaFunction } from './types'
import { mapOperand, zipOperands } from './pointwise'

/*
 * Arithmetic helpers on a series or a number, point by point. A result outside the function's
 * domain (log of 0 or of a negative number, sqrt of a negative number) is a gap, like any
 * non-finite result.
 */

function unary(
  name: string,
  summary: string,
  f: (x: number) => number,
  /** The WebAssembly kernel computing f, if there is one (pointwise.ts). */
  kernel?: 'abs',
): FormulaFunction {
  return {
    name,
    params: [{ name: 'value', kind: 'value' }],
    usage: `${name}(m1)`,
    summary,
    evaluate: (args) => mapOperand(args.operand(0), f, args.buffers, kernel),
  }
}

/**
 * Half away from zero, at `digits` decimals (negative: tens, hundreds, …). The factor 1 + ε
 * absorbs the representation error of decimal halves: 1.005 is stored as 1.00499999999999989…,
 * and an analyst rounding it to 2 digits expects 1.01.
 */
export function roundTo(x: number, digits: number): number {
  const scale = 10 ** Math.abs(digits)
  if (!Number.isFinite(scale)) return digits >= 0 ? x : 0
  const scaled = digits >= 0 ? x * scale : x / scale
  // Beyond 2^53 every double is whole: there is nothing left to round.
  if (!Number.isFinite(scaled) || Math.abs(scaled) >= 2 ** 53) return x
  const rounded = Math.sign(scaled) * Math.round(Math.abs(scaled) * (1 + Number.EPSILON))
  return digits >= 0 ? rounded / scale : rounded * scale
}

/** Floored modulo, as spreadsheets and Python: the result takes the divisor's sign. */
export function floorMod(x: number, y: number): number {
  return y === 0 ? Number.NaN : x - y * Math.floor(x / y)
}

export const mathFunctions: FormulaFunction[] = [
  unary('abs', 'Absolute value', Math.abs, 'abs'),
  unary('sign', 'Sign: 1, 0 or -1', Math.sign),
  unary('sqrt', 'Square root', Math.sqrt),
  unary('log', 'Natural logarithm', Math.log),
  unary('log2', 'Base-2 logarithm', Math.log2),
  unary('log10', 'Base-10 logarithm', Math.log10),
  unary('exp', 'e to the power of the value', Math.exp),
  unary('floor', 'Largest whole number not above the value', Math.floor),
  unary('ceil', 'Smallest whole number not below the value', Math.ceil),
  unary('trunc', 'The whole-number part (towards 0)', Math.trunc),
  {
    name: 'pow',
    params: [
      { name: 'base', kind: 'value' },
      { name: 'exponent', kind: 'value' },
    ],
    usage: 'pow(m1, 2)',
    summary: 'base to the power of exponent',
    evaluate: (args) => zipOperands(args.operand(0), args.operand(1), Math.pow),
  },
  {
    name: 'mod',
    params: [
      { name: 'value', kind: 'value' },
      { name: 'divisor', kind: 'value' },
    ],
    usage: 'mod(m1, 7)',
    summary: 'Remainder of value / divisor, with the sign of the divisor',
    evaluate: (args) => {
      const divisor = args.operand(1)
      if (divisor.kind === 'number' && divisor.value === 0) args.fail(messages.divisionByZero, 1)
      return zipOperands(args.operand(0), divisor, floorMod)
    },
  },
  {
    name: 'round',
    params: [
      { name: 'value', kind: 'value' },
      { name: 'digits', kind: 'integer' },
    ],
    usage: 'round(m1, 2)',
    summary: 'Rounded half away from zero to digits decimals (negative: to tens, hundreds, …)',
    evaluate: (args) => {
      const digits = args.integer(1)
      return mapOperand(args.operand(0), (x) => roundTo(x, digits), args.buffers)
    },
  },
]
