import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { gzipSync } from 'node:zlib'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { checkFirstLoad, firstLoadPaths, measureFirstLoad, readBudget } from './firstLoadSize.mjs'

// A small fake dist/ shaped like Vite's output: an entry script, a preloaded chunk and a
// stylesheet, next to what index.html does not load at start (a lazy route chunk, icons).
const shellHtml = (extra = '') => `<!doctype html>
<html lang="en">
  <head>
    <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
    <link rel="manifest" href="/manifest.webmanifest" />
    <script type="module" crossorigin src="/assets/index-a1.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/react-b2.js">
    <link rel=stylesheet crossorigin href='/assets/index-c3.css'>${extra}
  </head>
  <body><img src="/icons/logo.svg" alt="" /></body>
</html>`

/** Bytes that do not compress, so a gzipped size grows with them. */
function noise(length: number, seed: number): Buffer {
  const bytes = Buffer.alloc(length)
  let state = seed
  for (let i = 0; i < length; i++) {
    state = (Math.imul(state, 1_103_515_245) + 12_345) >>> 0
    bytes[i] = state >>> 24
  }
  return bytes
}

const files: Record<string, Buffer> = {
  'assets/index-a1.js': Buffer.from(
    'import "./react-b2.js";'.repeat(200) + noise(3000, 1).toString('hex'),
  ),
  'assets/react-b2.js': Buffer.from('export const react = 1;\n'.repeat(100)),
  'assets/index-c3.css': Buffer.from('body { margin: 0 }\n'.repeat(50)),
  'assets/ChartPage-d4.js': noise(50_000, 2),
  'favicon.svg': noise(20_000, 3),
  'manifest.webmanifest': Buffer.from('{}'),
  'icons/logo.svg': noise(20_000, 4),
}
const gzip9 = (name: string) => gzipSync(files[name] ?? Buffer.alloc(0), { level: 9 }).length

let dist: string
beforeEach(async () => {
  dist = await mkdtemp(join(tmpdir(), 'first-load-'))
  for (const [name, bytes] of Object.entries(files)) {
    await mkdir(join(dist, name, '..'), { recursive: true })
    await writeFile(join(dist, name), bytes)
  }
  await writeFile(join(dist, 'index.html'), shellHtml())
})
afterEach(() => rm(dist, { recursive: true, force: true }))

describe('first-load size', () => {
  it('counts the scripts, module preloads and stylesheets index.html names, nothing else', () => {
    expect(firstLoadPaths(shellHtml())).toEqual([
      '/assets/index-a1.js',
      '/assets/react-b2.js',
      '/assets/index-c3.css',
    ])
    const { gzipBytes } = measureFirstLoad(dist)
    expect(gzipBytes).toBe(
      gzip9('assets/index-a1.js') + gzip9('assets/react-b2.js') + gzip9('assets/index-c3.css'),
    )
  })

  it('passes at the budget and under it', () => {
    const { gzipBytes } = measureFirstLoad(dist)
    expect(checkFirstLoad(dist, gzipBytes).ok).toBe(true)
    expect(checkFirstLoad(dist, gzipBytes + 1).ok).toBe(true)
  })

  it('fails when a large import is added to the shell, naming the file and the excess', async () => {
    const budget = measureFirstLoad(dist).gzipBytes
    await writeFile(
      join(dist, 'index.html'),
      shellHtml('\n    <link rel="modulepreload" crossorigin href="/assets/ChartPage-d4.js">'),
    )
    const result = checkFirstLoad(dist, budget)
    expect(result.ok).toBe(false)
    expect(result.gzipBytes - budget).toBe(gzip9('assets/ChartPage-d4.js'))
    expect(result.report).toContain('/assets/ChartPage-d4.js')
    expect(result.report).toContain(
      `over the budget of ${budget} by ${gzip9('assets/ChartPage-d4.js')}`,
    )
  })

  it('fails when the entry script itself grows past the budget', async () => {
    const budget = measureFirstLoad(dist).gzipBytes
    await writeFile(
      join(dist, 'assets/index-a1.js'),
      Buffer.concat([files['assets/index-a1.js'] ?? Buffer.alloc(0), noise(100, 5)]),
    )
    expect(checkFirstLoad(dist, budget).ok).toBe(false)
  })

  it('a lazily loaded chunk may grow freely', async () => {
    const budget = measureFirstLoad(dist).gzipBytes
    await writeFile(join(dist, 'assets/ChartPage-d4.js'), noise(500_000, 6))
    expect(checkFirstLoad(dist, budget).ok).toBe(true)
  })

  it('a file index.html names but the build lacks is an error, not a smaller count', async () => {
    await rm(join(dist, 'assets/react-b2.js'))
    expect(() => measureFirstLoad(dist)).toThrow(/react-b2\.js/)
  })

  it('the committed budget is a positive number of bytes', () => {
    expect(readBudget()).toBeGreaterThan(0)
  })
})
