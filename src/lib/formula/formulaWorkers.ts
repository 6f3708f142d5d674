import type {
  EvaluateOptions,
  FormulaEvaluation,
  FormulaItem,
} from '@/core/formula/evaluateFormulas'
import type { FormulaWorkerApi } from '@/core/formula/workerApi'
import { WorkerPool, poolSize } from '@/lib/workers/workerPool'

let pool: WorkerPool<FormulaWorkerApi> | undefined

/**
 * Evaluates a workbench's formulas in the formula worker pool (app.md §4: hardware concurrency
 * minus one workers). A newer edit aborts the signal of the evaluation it makes stale: waiting,
 * it never starts; running, its worker is stopped.
 */
export function evaluateInWorkers(
  items: readonly FormulaItem[],
  options: EvaluateOptions = {},
  signal?: AbortSignal,
): Promise<FormulaEvaluation> {
  pool ??= new WorkerPool<FormulaWorkerApi>(
    () =>
      new Worker(new URL('../../workers/formula.worker.ts', import.meta.url), {
        type: 'module',
        name: 'formula',
      }),
    poolSize(navigator.hardwareConcurrency),
  )
  return pool.run((worker) => worker.evaluate(items, options), signal)
}
