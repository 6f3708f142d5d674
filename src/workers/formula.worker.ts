import { expose, transfer } from 'comlink'
import { ColumnStore } from '@/core/formula/columnStore'
import type { FormulaWorkerApi } from '@/core/formula/workerApi'

// Thin Comlink entry: the language, its evaluation and the column cache are in src/core/formula.
const store = new ColumnStore()

const api: FormulaWorkerApi = {
  evaluate(request, options) {
    const { evaluation, transfer: buffers } = store.evaluate(request, options)
    return transfer(evaluation, buffers)
  },
}

expose(api)
