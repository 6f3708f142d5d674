import type { Value } from '../values'
import type { Args } from './args'
import type { FunctionSignature } from './signature'

/*
 * How a formula function is declared: its signature (signature.ts) and its evaluation over
 * already evaluated arguments.
 */

export interface FormulaFunction extends FunctionSignature {
  evaluate(args: Args): Value
}

export function arityOf(fn: FunctionSignature): { min: number; max: number } {
  const min = fn.params.filter((p) => p.optional !== true).length
  return { min, max: fn.variadic === true ? Number.POSITIVE_INFINITY : fn.params.length }
}
