import { transfer } from 'comlink'
import type { EvaluateOptions, FormulaItem } from '@/core/formula/evaluateFormulas'
import type { FormulaWorkerApi, WorkerEvaluation } from '@/core/formula/workerApi'
import { copyInSlices } from '@/lib/workers/slicedCopy'
import { WorkerPool, abortError, poolSize } from '@/lib/workers/workerPool'

let pool: WorkerPool<FormulaWorkerApi> | undefined

/**
 * The items with their series copied (slice by slice, slicedCopy.ts) and the copies' buffers to
 * transfer: the page keeps its own columns and never clones 4 MB in one go.
 */
async function transferableItems(
  items: readonly FormulaItem[],
  signal: AbortSignal | undefined,
): Promise<{ items: FormulaItem[]; buffers: ArrayBuffer[] }> {
  const columns = items.flatMap((item) => (item.series ? [item.series.t, item.series.v] : []))
  const copies = await copyInSlices(columns, signal)
  const copyOf = (column: Float64Array) => copies.get(column) ?? column
  return {
    items: items.map((item) =>
      item.series
        ? { ...item, series: { t: copyOf(item.series.t), v: copyOf(item.series.v) } }
        : item,
    ),
    buffers: [...copies.values()].map((copy) => copy.buffer as ArrayBuffer),
  }
}

/**
 * Evaluates a workbench's formulas in the formula worker pool (app.md §4: hardware concurrency
 * minus one workers). A newer edit aborts the signal of the evaluation it makes stale: copying
 * or waiting, it never starts; running, its worker is stopped.
 */
export async function evaluateInWorkers(
  items: readonly FormulaItem[],
  options: EvaluateOptions = {},
  signal?: AbortSignal,
): Promise<WorkerEvaluation> {
  if (signal?.aborted) throw abortError()
  const sent = await transferableItems(items, signal)
  pool ??= new WorkerPool<FormulaWorkerApi>(
    () =>
      new Worker(new URL('../../workers/formula.worker.ts', import.meta.url), {
        type: 'module',
        name: 'formula',
      }),
    poolSize(navigator.hardwareConcurrency),
  )
  return pool.run((worker) => worker.evaluate(transfer(sent.items, sent.buffers), options), signal)
}
