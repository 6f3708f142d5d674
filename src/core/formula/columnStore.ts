import { seriesKernels } from '../series/wasm/seriesKernels'
import { Buffers } from './buffers'
import { evaluateFormulas, type EvaluateOptions, type FormulaItem } from './evaluateFormulas'
import { HeldColumns } from './scope'
import type { ColumnId, WorkerEvaluation, WorkerRequest, WorkerValue } from './workerApi'

/*
 * The formula worker's side of the column cache (workerApi.ts): the columns the page sent, by
 * number, and an evaluation over them. Plain module, so it runs and is tested without a worker;
 * src/workers/formula.worker.ts only exposes it.
 */

/**
 * Spare columns kept between evaluations: 96 MB, two dozen columns of a year of 1-minute points.
 * A formula's intermediate columns then come already mapped instead of as fresh memory, whose
 * page faults cost about as much as the pass that fills it.
 */
const spareBytes = 96 * 1024 * 1024

export class ColumnStore {
  private readonly columns = new Map<ColumnId, Float64Array>()
  private readonly spare = new Buffers(spareBytes)
  /** Held columns never change: their checks and arena copies are kept (HeldColumns). */
  private readonly held = new HeldColumns()

  /** Drops, then adds (a number sent again replaces what it named). */
  apply(request: Pick<WorkerRequest, 'drop' | 'dropAll' | 'add'>): void {
    if (request.dropAll === true) this.columns.clear()
    for (const id of request.drop) this.columns.delete(id)
    for (const [id, column] of request.add) this.columns.set(id, column)
  }

  get(id: ColumnId): Float64Array | undefined {
    return this.columns.get(id)
  }

  /** Numbers held, for tests. */
  get ids(): ColumnId[] {
    return [...this.columns.keys()]
  }

  /**
   * Evaluates a request. An item naming a column the store lacks gets no data (the page's
   * bookkeeping went wrong): its formulas then fail with "no data", never with a crash. The
   * second value is what to transfer back.
   */
  evaluate(
    request: WorkerRequest,
    options: EvaluateOptions = {},
    now: () => number = () => performance.now(),
  ): { evaluation: WorkerEvaluation; transfer: ArrayBuffer[] } {
    const start = now()
    this.apply(request)
    const items = request.items.map((item): FormulaItem => {
      const { series: _series, ...rest } = item
      if (item.series === undefined) return rest
      const t = this.columns.get(item.series.t)
      const v = this.columns.get(item.series.v)
      return t === undefined || v === undefined ? rest : { ...rest, series: { t, v } }
    })
    const { values, errors } = evaluateFormulas(items, options, this.spare, this.held)

    const timesId = new Map<Float64Array, ColumnId>()
    for (const item of request.items) {
      const t = item.series === undefined ? undefined : this.columns.get(item.series.t)
      if (t !== undefined && item.series !== undefined) timesId.set(t, item.series.t)
    }
    // A held column is never transferred, which would detach it here: a result on an input's
    // times names that column, and a result that is an input's values (f1 = m1) is copied.
    const held = new Set<ArrayBufferLike>([...this.columns.values()].map((c) => c.buffer))
    const own = (column: Float64Array) => (held.has(column.buffer) ? column.slice() : column)
    const posted = new Map<string, WorkerValue>()
    const transfer = new Set<ArrayBuffer>()
    for (const [name, value] of values) {
      if (value.kind === 'scalar') {
        posted.set(name, value)
        continue
      }
      const t = timesId.get(value.t) ?? own(value.t)
      const v = own(value.v)
      posted.set(name, { kind: 'series', t, v })
      for (const column of [t, v]) {
        if (typeof column !== 'number' && column.buffer instanceof ArrayBuffer)
          transfer.add(column.buffer)
      }
    }
    return {
      evaluation: {
        values: posted,
        errors,
        evaluationMs: now() - start,
        engine: seriesKernels() === null ? 'TypeScript' : 'WebAssembly',
      },
      transfer: [...transfer],
    }
  }
}
