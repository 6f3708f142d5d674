import type { CallNode, FormulaNode } from '../ast'
import { Buffers } from '../buffers'
import { FormulaError } from '../errors'
import { messages } from '../messages'
import type { Operand, SeriesValue, Value } from '../values'
import type { FunctionSignature, ParamSpec } from './signature'

/*
 * The evaluated arguments of one call, read by the function through typed accessors. Each
 * accessor checks the kind it asks for and fails with a message naming the function and the
 * parameter, underlining that argument in the source and quoting the function's usage.
 */

export interface WindowOrStart {
  kind: 'window' | 'start'
  value: number
}
export interface DateOrIndex {
  kind: 'date' | 'index'
  value: number
}

export class Args {
  constructor(
    readonly fn: FunctionSignature,
    private readonly values: readonly Value[],
    private readonly nodes: readonly FormulaNode[],
    readonly call: CallNode,
    /** The evaluation's spare columns, for results (buffers.ts). */
    readonly buffers: Buffers = new Buffers(),
  ) {}

  /**
   * Where a result computed from `series` point by point may go: its own column when the
   * evaluation owns it (nothing else will read it), else a spare or new one.
   */
  outputFor(series: SeriesValue): Float64Array {
    return series.owned ? series.v : this.buffers.take(series.v.length)
  }

  get length(): number {
    return this.values.length
  }

  has(i: number): boolean {
    return i < this.values.length
  }

  /** Fails at argument i (or at the whole call) with the function's usage. */
  fail(reason: string, i?: number): never {
    const node = i === undefined ? this.call : (this.nodes[i] ?? this.call)
    throw new FormulaError(reason, node, this.fn.usage)
  }

  private param(i: number): ParamSpec {
    const { params } = this.fn
    return (params[i] ?? params[params.length - 1]) as ParamSpec
  }

  private name(i: number): string {
    return this.param(i).name
  }

  private at(i: number): Value {
    const value = this.values[i]
    // The argument count was checked against the declaration before evaluation.
    if (value === undefined) this.fail(messages.arity(this.fn.name, 'more arguments', this.length))
    return value
  }

  series(i: number): SeriesValue {
    const value = this.at(i)
    if (value.kind !== 'series') this.fail(messages.mustBeSeries(this.fn.name, this.name(i)), i)
    return value
  }

  /** A series or a number; a datetime counts as its unix seconds. */
  operand(i: number): Operand {
    const value = this.at(i)
    if (value.kind === 'series' || value.kind === 'number') return value
    if (value.kind === 'datetime') return { kind: 'number', value: value.value }
    return this.fail(messages.mustBeNumber(this.fn.name, this.name(i), 'datetime'), i)
  }

  operands(): Operand[] {
    return this.values.map((_, i) => this.operand(i))
  }

  number(i: number, fallback?: number): number {
    if (!this.has(i) && fallback !== undefined) return fallback
    const value = this.at(i)
    if (value.kind === 'number') {
      if (Number.isNaN(value.value)) this.fail(messages.noValue(this.fn.name, this.name(i)), i)
      return value.value
    }
    const got = value.kind === 'series' ? 'series' : 'datetime'
    return this.fail(messages.mustBeNumber(this.fn.name, this.name(i), got), i)
  }

  /** A whole number greater than 0: a count of points. */
  window(i: number, fallback?: number): number {
    const value = this.number(i, fallback)
    if (!Number.isInteger(value) || value < 1) {
      this.fail(messages.mustBeWindow(this.fn.name, this.name(i)), i)
    }
    return value
  }

  integer(i: number, fallback?: number): number {
    const value = this.number(i, fallback)
    if (!Number.isInteger(value)) this.fail(messages.mustBeInteger(this.fn.name, this.name(i)), i)
    return value
  }

  datetime(i: number): number {
    const value = this.at(i)
    if (value.kind !== 'datetime') this.fail(messages.mustBeDatetime(this.fn.name, this.name(i)), i)
    return value.value
  }

  /** The comparison argument of if(), checked against the allowed ones before evaluation. */
  text(i: number): string {
    const value = this.at(i)
    if (value.kind !== 'text') this.fail(messages.comparisonInQuotes(this.fn.name, this.name(i)), i)
    return value.value
  }

  windowOrStart(i: number): WindowOrStart | null {
    if (!this.has(i)) return null
    const value = this.at(i)
    if (value.kind === 'datetime') return { kind: 'start', value: value.value }
    if (value.kind === 'number' && Number.isInteger(value.value) && value.value >= 1) {
      return { kind: 'window', value: value.value }
    }
    return this.fail(messages.mustBeWindowOrStart(this.fn.name, this.name(i)), i)
  }

  dateOrIndex(i: number): DateOrIndex | null {
    if (!this.has(i)) return null
    const value = this.at(i)
    if (value.kind === 'datetime') return { kind: 'date', value: value.value }
    if (value.kind === 'number' && Number.isInteger(value.value)) {
      return { kind: 'index', value: value.value }
    }
    return this.fail(messages.mustBeDateOrIndex(this.fn.name, this.name(i)), i)
  }
}
