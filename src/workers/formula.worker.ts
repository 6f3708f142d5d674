import { expose, transfer } from 'comlink'
import { evaluateFormulas } from '@/core/formula/evaluateFormulas'
import { transferablesOf } from '@/core/formula/results'
import type { FormulaWorkerApi } from '@/core/formula/workerApi'

// Thin Comlink entry: the language and its evaluation are in src/core/formula.
const api: FormulaWorkerApi = {
  evaluate(items, options) {
    const evaluation = evaluateFormulas(items, options)
    return transfer(evaluation, transferablesOf(evaluation.values.values()))
  },
}

expose(api)
