import type { Value } from '../values'
import type { Args } from './args'

/*
 * How a formula function is declared: its parameters (for the argument count, the documentation
 * and the comparison slot of if()), one usage example that every error about it quotes (spec
 * section 5), and its evaluation over already evaluated arguments.
 */

export type ParamKind =
  /** A series: a metric, a formula or an expression over them. */
  | 'series'
  /** A series or a number. */
  | 'value'
  | 'number'
  /** A whole number greater than 0 (a count of points). */
  | 'window'
  /** Any whole number. */
  | 'integer'
  /** A "YYYY-MM-DD HH:mm:ss" string. */
  | 'datetime'
  /** A window or a start datetime (the cumulative functions). */
  | 'windowOrStart'
  /** A datetime or a point index (subset). */
  | 'dateOrIndex'
  /** A comparison operator in quotes, e.g. ">" (if). Not evaluated: read from the source. */
  | 'comparison'

export interface ParamSpec {
  name: string
  kind: ParamKind
  optional?: boolean
  /** What an optional parameter is when left out, for the documentation. */
  fallback?: string
}

export interface FormulaFunction {
  name: string
  params: readonly ParamSpec[]
  /** The last parameter repeats: any number of further arguments like it (upper, max). */
  variadic?: boolean
  /** An example call, quoted by every error about this function: "sma(m1, 30)". */
  usage: string
  /** One line on what it gives, for the documentation and the editor's hints. */
  summary: string
  evaluate(args: Args): Value
}

export function arityOf(fn: FormulaFunction): { min: number; max: number } {
  const min = fn.params.filter((p) => p.optional !== true).length
  return { min, max: fn.variadic === true ? Number.POSITIVE_INFINITY : fn.params.length }
}
