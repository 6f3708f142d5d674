import { transfer } from 'comlink'
import type { EvaluateOptions, FormulaItem } from '@/core/formula/evaluateFormulas'
import type { FormulaValue } from '@/core/formula/results'
import type {
  ColumnId,
  FormulaWorkerApi,
  PageEvaluation,
  WorkerEvaluation,
  WorkerItem,
  WorkerRequest,
} from '@/core/formula/workerApi'
import { copyInSlices } from '@/lib/workers/slicedCopy'
import { WorkerPool, abortError, poolSize } from '@/lib/workers/workerPool'
import { columnId, SentColumns } from './sentColumns'

let pool: WorkerPool<FormulaWorkerApi> | undefined
/** What each worker holds, by its Comlink proxy (a replaced worker gets a new one). */
const sentTo = new WeakMap<object, SentColumns>()

function sentColumnsOf(worker: object): SentColumns {
  let sent = sentTo.get(worker)
  if (sent === undefined) {
    sent = new SentColumns()
    sentTo.set(worker, sent)
  }
  return sent
}

/** The page's own column behind each number, for results that name their times. */
/**
 * The User Timing mark each evaluation leaves on the page (its detail: the engine that ran the
 * worker's kernels and the worker's own milliseconds), for the browser's performance panel and
 * the end-to-end tests, which check that the worker runs WebAssembly under the server's policy.
 */
export const formulaEvaluatedMark = 'formula-evaluated'

function columnsById(items: readonly FormulaItem[]): Map<ColumnId, Float64Array> {
  const byId = new Map<ColumnId, Float64Array>()
  for (const item of items) {
    if (item.series === undefined) continue
    byId.set(columnId(item.series.t), item.series.t)
    byId.set(columnId(item.series.v), item.series.v)
  }
  return byId
}

function onPage(evaluation: WorkerEvaluation, items: readonly FormulaItem[]): PageEvaluation {
  const byId = columnsById(items)
  const values = new Map<string, FormulaValue>()
  for (const [name, value] of evaluation.values) {
    if (value.kind === 'scalar' || typeof value.t !== 'number') {
      values.set(name, value as FormulaValue)
      continue
    }
    const t = byId.get(value.t)
    if (t === undefined) throw new Error(`The formula worker named an unknown column ${value.t}`)
    values.set(name, { kind: 'series', t, v: value.v })
  }
  const { errors, evaluationMs, engine } = evaluation
  performance.mark(formulaEvaluatedMark, { detail: { engine, evaluationMs } })
  return { values, errors, evaluationMs, engine }
}

/**
 * Evaluates a workbench's formulas in the formula worker pool (app.md §4: hardware concurrency
 * minus one workers). Each worker keeps the columns it was sent (workerApi.ts): a column new to
 * it is copied slice by slice (slicedCopy.ts) and transferred, so the page never clones 4 MB in
 * one go, and a column it holds is named by its number. A newer edit aborts the signal of the
 * evaluation it makes stale: waiting, it never starts; copying or running, its worker is stopped.
 */
export async function evaluateInWorkers(
  items: readonly FormulaItem[],
  options: EvaluateOptions = {},
  signal?: AbortSignal,
): Promise<PageEvaluation> {
  if (signal?.aborted) throw abortError()
  pool ??= new WorkerPool<FormulaWorkerApi>(
    () =>
      new Worker(new URL('../../workers/formula.worker.ts', import.meta.url), {
        type: 'module',
        name: 'formula',
      }),
    poolSize(navigator.hardwareConcurrency),
  )
  return pool.run(async (worker) => {
    const sent = sentColumnsOf(worker)
    const plan = sent.plan(
      items.flatMap((item) => (item.series ? [item.series.t, item.series.v] : [])),
    )
    try {
      const copies = await copyInSlices(
        plan.add.map(([, column]) => column),
        signal,
      )
      const add = plan.add.map(([id, column]): [ColumnId, Float64Array] => [
        id,
        copies.get(column) ?? column.slice(),
      ])
      const request: WorkerRequest = {
        items: items.map(({ series, ...item }): WorkerItem =>
          series === undefined
            ? item
            : { ...item, series: { t: columnId(series.t), v: columnId(series.v) } },
        ),
        drop: plan.drop,
        dropAll: plan.dropAll,
        add,
      }
      const buffers = add.map(([, column]) => column.buffer as ArrayBuffer)
      return onPage(await worker.evaluate(transfer(request, buffers), options), items)
    } catch (error) {
      sent.clear()
      throw error
    }
  }, signal)
}
