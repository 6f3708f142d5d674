import type { EvaluateOptions, FormulaEvaluation, FormulaItem } from './evaluateFormulas'

/**
 * What the formula worker offers through Comlink (src/workers/formula.worker.ts). The inputs
 * arrive as structured clones (the page keeps drawing its metrics, so their buffers stay
 * there); the results' buffers are transferred back, never copied.
 */
export interface FormulaWorkerApi {
  evaluate(items: readonly FormulaItem[], options?: EvaluateOptions): FormulaEvaluation
}
