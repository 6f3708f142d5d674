/*
 * How a formula function is called: its parameters (for the argument count, the documentation
 * and the comparison slot of if()) and one usage example that every error about it quotes (spec
 * section 5). Apart from types.ts so that the arguments' accessors (args.ts) can name the
 * function they read for without importing the evaluation that reads them.
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

export interface FunctionSignature {
  name: string
  params: readonly ParamSpec[]
  /** The last parameter repeats: any number of further arguments like it (upper, max). */
  variadic?: boolean
  /** An example call, quoted by every error about this function: "sma(m1, 30)". */
  usage: string
  /** One line on what it gives, for the documentation and the editor's hints. */
  summary: string
}
