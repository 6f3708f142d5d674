import { alignColumns } from './align'
import type { Buffers } from './buffers'
import { freshSeries, numberValue, type Operand, type SeriesValue } from './values'

/*
 * Prepares the operands of an element-by-element operation (arithmetic, comparisons, pow,
 * upper, if, …): the series are aligned (align.ts) and every number becomes a one-element
 * column read with stride 0, so one loop `column[i * stride]` serves series and numbers alike
 * without a branch per point.
 */

export interface Broadcast {
  /** The shared time column, or null when every operand is a number. */
  t: Float64Array | null
  length: number
  columns: Float64Array[]
  /** 1 for a series column, 0 for a number repeated at every point. */
  strides: (0 | 1)[]
  /** Whether each column may be overwritten with the result (an owned or copied buffer). */
  writable: boolean[]
  /** Columns nothing will read after this operation: owned operands' and aligned copies. */
  spent: Float64Array[]
}

export function broadcast(operands: readonly Operand[]): Broadcast {
  const series = operands.filter((o): o is SeriesValue => o.kind === 'series')
  const aligned = series.length > 0 ? alignColumns(series) : null
  let next = 0
  const columns: Float64Array[] = []
  const strides: (0 | 1)[] = []
  const writable: boolean[] = []
  const spent: Float64Array[] = []
  for (const operand of operands) {
    if (operand.kind === 'series' && operand.owned) spent.push(operand.v)
    if (operand.kind === 'number' || aligned === null) {
      columns.push(Float64Array.of(operand.kind === 'number' ? operand.value : Number.NaN))
      strides.push(0)
      writable.push(false)
      continue
    }
    columns.push(aligned.columns[next] as Float64Array)
    if (!aligned.shared) spent.push(aligned.columns[next] as Float64Array)
    strides.push(1)
    writable.push(!aligned.shared || operand.owned)
    next += 1
  }
  return {
    t: aligned === null ? null : aligned.t,
    length: aligned === null ? 1 : aligned.t.length,
    columns,
    strides,
    writable,
    spent,
  }
}

/**
 * A buffer for the result: an operand's own column when it may be overwritten, else a spare
 * column of the evaluation (buffers.ts) or a new one.
 */
export function outputBuffer(b: Broadcast, buffers?: Buffers): Float64Array {
  const reusable = b.columns.findIndex((c, i) => b.writable[i] === true && b.strides[i] === 1)
  if (reusable >= 0) return b.columns[reusable] as Float64Array
  if (b.t === null) return new Float64Array(1)
  return buffers?.take(b.length) ?? new Float64Array(b.length)
}

/**
 * The result as a series on the aligned times, or a number when every operand was one. With
 * `buffers`, the spent columns other than `out` go back to the evaluation's spares.
 */
export function broadcastResult(b: Broadcast, out: Float64Array, buffers?: Buffers): Operand {
  if (buffers !== undefined)
    for (const column of b.spent) if (column !== out) buffers.release(column)
  return b.t === null ? numberValue(out[0] as number) : freshSeries(b.t, out)
}
