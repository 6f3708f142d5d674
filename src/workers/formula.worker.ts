import { expose, transfer } from 'comlink'
import { ColumnStore } from '@/core/formula/columnStore'
import type { FormulaWorkerApi } from '@/core/formula/workerApi'
import { loadSeriesKernels } from '@/core/series/wasm/seriesKernels'

// Thin Comlink entry: the language, its evaluation and the column cache are in src/core/formula.
const store = new ColumnStore()
// The WebAssembly kernels (src/core/series/wasm); evaluation runs in TypeScript without them.
const kernels = loadSeriesKernels()

const api: FormulaWorkerApi = {
  async evaluate(request, options) {
    await kernels
    const { evaluation, transfer: buffers } = store.evaluate(request, options)
    return transfer(evaluation, buffers)
  },
}

expose(api)
