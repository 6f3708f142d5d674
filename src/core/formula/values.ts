import type { TimeSeries } from '../series/align'

/*
 * What a formula expression evaluates to. Series are the app's columns (unix seconds and values,
 * a gap is NaN); numbers are scalars; a datetime is a number of unix seconds that remembers it
 * was written as a datetime, because some functions take either a datetime or a count (subset,
 * cummax); text only ever holds the comparison argument of if().
 */

/** A series as the chart engine holds it (times in unix seconds, values, NaN for a gap). */
export type SeriesColumns = TimeSeries

export interface SeriesValue extends SeriesColumns {
  kind: 'series'
  /**
   * Whether `v` was allocated by this evaluation and nothing else refers to it, so that the next
   * operation may write its result into it instead of allocating another 4 MB for a year of
   * 10-minute points. Inputs and other formulas' results are never owned.
   */
  owned: boolean
}

export interface NumberValue {
  kind: 'number'
  value: number
}

export interface DatetimeValue {
  kind: 'datetime'
  value: number
}

export interface TextValue {
  kind: 'text'
  value: string
}

export type Value = SeriesValue | NumberValue | DatetimeValue | TextValue

/** What arithmetic works on: a series or a number (a datetime counts as its unix seconds). */
export type Operand = SeriesValue | NumberValue

/** A number that is not finite (log of 0, an overflow) is no data, like a gap in a series. */
export function finiteOrNaN(value: number): number {
  return value - value === 0 ? value : Number.NaN
}

export function numberValue(value: number): NumberValue {
  return { kind: 'number', value: finiteOrNaN(value) }
}

/** A series whose values this evaluation just allocated. */
export function freshSeries(t: Float64Array, v: Float64Array): SeriesValue {
  return { kind: 'series', t, v, owned: true }
}

/** A series whose values belong to someone else (an input, another formula's result). */
export function borrowedSeries(columns: SeriesColumns): SeriesValue {
  return { kind: 'series', t: columns.t, v: columns.v, owned: false }
}

export function nanArray(length: number): Float64Array {
  return new Float64Array(length).fill(Number.NaN)
}
