import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { checkedFiles, lineCount, longFiles, maxLines } from './fileLength.mjs'

const lines = (count: number) => Array.from({ length: count }, (_, i) => `// ${i}\n`).join('')

// A small repository: source files at and over the limit, and what the rule exempts or never
// looks at (tests, generated files, dependencies, docs).
const fixture: Record<string, string> = {
  'src/features/charts/ChartPage.tsx': lines(maxLines + 1),
  'src/features/charts/chart.css': lines(maxLines + 1),
  'src/core/plans.ts': lines(maxLines),
  'server/app.ts': lines(maxLines + 30),
  'scripts/start.mjs': lines(maxLines + 2),
  'bench/search/searchLatency.bench.ts': lines(maxLines + 1),
  'tests/fixtures.ts': lines(maxLines + 1),
  'vite.config.ts': lines(maxLines + 1),
  'src/core/plans.test.ts': lines(900),
  'server/config.test.ts': lines(900),
  'tests/links.spec.ts': lines(900),
  'src/routeTree.gen.ts': lines(1000),
  'src/core/series/wasm/seriesKernels.wasm.ts': lines(1000),
  'src/node_modules/dep/index.js': lines(1000),
  'docs/api.md': lines(2000),
  'package-lock.json': lines(2000),
}

let root: string
beforeAll(async () => {
  root = await mkdtemp(join(tmpdir(), 'file-length-'))
  for (const [path, text] of Object.entries(fixture)) {
    await mkdir(dirname(join(root, path)), { recursive: true })
    await writeFile(join(root, path), text)
  }
})
afterAll(() => rm(root, { recursive: true, force: true }))

describe('files over 400 lines', () => {
  it('reports every source file over the limit, longest first, with its length', () => {
    expect(longFiles(root)).toEqual([
      { path: 'server/app.ts', lines: 430 },
      { path: 'scripts/start.mjs', lines: 402 },
      { path: 'bench/search/searchLatency.bench.ts', lines: 401 },
      { path: 'src/features/charts/ChartPage.tsx', lines: 401 },
      { path: 'src/features/charts/chart.css', lines: 401 },
      { path: 'tests/fixtures.ts', lines: 401 },
      { path: 'vite.config.ts', lines: 401 },
    ])
  })

  it('exempts tests, generated files, dependencies and what is not source', () => {
    const checked = checkedFiles(root)
    expect(checked).toContain('src/core/plans.ts')
    for (const exempt of [
      'src/core/plans.test.ts',
      'server/config.test.ts',
      'tests/links.spec.ts',
      'src/routeTree.gen.ts',
      'src/core/series/wasm/seriesKernels.wasm.ts',
      'src/node_modules/dep/index.js',
      'docs/api.md',
      'package-lock.json',
    ]) {
      expect(checked).not.toContain(exempt)
    }
  })

  it('counts lines as an editor numbers them', () => {
    expect(lineCount('')).toBe(0)
    expect(lineCount('a')).toBe(1)
    expect(lineCount('a\n')).toBe(1)
    expect(lineCount('a\nb')).toBe(2)
    expect(lineCount('a\n\n')).toBe(2)
  })
})
