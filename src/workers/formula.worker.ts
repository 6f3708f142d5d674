import { expose, transfer } from 'comlink'
import { evaluateFormulas } from '@/core/formula/evaluateFormulas'
import { transferablesOf } from '@/core/formula/results'
import type { FormulaWorkerApi, WorkerEvaluation } from '@/core/formula/workerApi'

// Thin Comlink entry: the language and its evaluation are in src/core/formula.
const api: FormulaWorkerApi = {
  evaluate(items, options) {
    const start = performance.now()
    const { values, errors } = evaluateFormulas(items, options)
    const evaluation: WorkerEvaluation = {
      values,
      errors,
      evaluationMs: performance.now() - start,
    }
    return transfer(evaluation, transferablesOf(values.values()))
  },
}

expose(api)
