import type { EvaluateOptions, FormulaEvaluation, FormulaItem } from './evaluateFormulas'

/** An evaluation as the worker hands it back, with the time it took there. */
export interface WorkerEvaluation extends FormulaEvaluation {
  /**
   * Milliseconds the worker spent evaluating, by its own clock: without cloning the inputs in or
   * sending the results back, so a caller can tell the evaluation from the messages around it.
   */
  evaluationMs: number
}

/**
 * What the formula worker offers through Comlink (src/workers/formula.worker.ts). The inputs
 * arrive transferred: the client copies them slice by slice first (the page keeps drawing its
 * metrics from its own buffers, src/lib/workers/slicedCopy.ts); the results' buffers are
 * transferred back, never copied.
 */
export interface FormulaWorkerApi {
  evaluate(items: readonly FormulaItem[], options?: EvaluateOptions): WorkerEvaluation
}
