import { sanitizeInWasm } from '../series/wasm/kernelCalls'
import { FormulaError, wholeSource } from './errors'
import { messages } from './messages'
import { finiteOrNaN, type Value } from './values'

/*
 * What an evaluation hands back: plain objects and typed arrays only, so a worker can post them
 * (structured clone) and transfer the buffers instead of copying them.
 */

export type FormulaValue =
  { kind: 'series'; t: Float64Array; v: Float64Array } | { kind: 'scalar'; value: number }

/** A result as the app receives it: every non-finite point is a gap (NaN). */
export function toFormulaValue(value: Value): FormulaValue {
  if (value.kind === 'number' || value.kind === 'datetime') {
    return { kind: 'scalar', value: finiteOrNaN(value.value) }
  }
  if (value.kind === 'text')
    throw new FormulaError(messages.unexpected(value.value), wholeSource(''))
  // A column the evaluation owns may be cleaned in place, by the kernel when it is in the arena.
  if (value.owned && sanitizeInWasm(value.v)) return { kind: 'series', t: value.t, v: value.v }
  let v = value.v
  for (let i = 0; i < v.length; i += 1) {
    const x = v[i] as number
    if (x - x === 0 || Number.isNaN(x)) continue
    if (v === value.v && !value.owned) v = v.slice()
    v[i] = Number.NaN
  }
  return { kind: 'series', t: value.t, v }
}

/**
 * The buffers of some results, each once (two results may share a time column), for
 * Comlink.transfer or postMessage's transfer list. The results must not be used after transfer.
 */
export function transferablesOf(values: Iterable<FormulaValue>): ArrayBuffer[] {
  const buffers = new Set<ArrayBuffer>()
  for (const value of values) {
    if (value.kind !== 'series') continue
    for (const column of [value.t, value.v]) {
      if (column.buffer instanceof ArrayBuffer) buffers.add(column.buffer)
    }
  }
  return [...buffers]
}

/** Anything thrown as a FormulaError: a bug surfaces as "Internal error" on the whole formula. */
export function asFormulaError(error: unknown, source: string): FormulaError {
  if (error instanceof FormulaError) return error
  const why = error instanceof Error ? error.message : String(error)
  return new FormulaError(messages.internal(why), wholeSource(source))
}
