import { readFile } from 'node:fs/promises'
import { expect, it } from 'vitest'
import { compileSeriesKernels, kernelsModule, kernelsModuleText } from './buildWasm.mjs'

// The committed binary is what assembly/ compiles to: an edit of the kernels without
// `npm run build:wasm` fails here rather than shipping the old code.
it('the series kernels module is up to date with its source', async () => {
  const binary = await compileSeriesKernels()
  expect(await readFile(kernelsModule, 'utf8')).toBe(kernelsModuleText(binary))
}, 60_000)
