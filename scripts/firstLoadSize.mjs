// The first-load size budget: what the built index.html makes the browser fetch before the app can
// start, gzipped at level 9, must not grow past scripts/firstLoadBudget.json. Run after the
// build (`npm run check:size`; `npm run test:e2e` runs it after its `vite build`). A new
// feature's code loads lazily, or the budget is raised in a commit of its own that says why.
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { gzipSync } from 'node:zlib'

const root = new URL('../', import.meta.url)
export const budgetFile = fileURLToPath(new URL('scripts/firstLoadBudget.json', root))

/** The attributes of one start tag, names lower-cased. */
function attributes(tag) {
  const found = new Map()
  for (const match of tag.matchAll(
    /([^\s=/<>"']+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+)))?/g,
  )) {
    found.set(match[1].toLowerCase(), match[2] ?? match[3] ?? match[4] ?? '')
  }
  return found
}

// Counted: <script src>, and <link> whose rel is modulepreload, preload or stylesheet. Icons, the
// web manifest and images (the splash logo) are not: the app starts without them.
const countedRels = new Set(['modulepreload', 'preload', 'stylesheet'])

/** The paths (as written in index.html) of the files it loads or preloads, in document order. */
export function firstLoadPaths(html) {
  const paths = []
  for (const [tag, name] of html.matchAll(/<(script|link)\b[^>]*>/gi)) {
    const attrs = attributes(tag.slice(name.length + 1))
    const rels = (attrs.get('rel') ?? '').toLowerCase().split(/\s+/)
    const path =
      name.toLowerCase() === 'script'
        ? attrs.get('src')
        : rels.some((rel) => countedRels.has(rel))
          ? attrs.get('href')
          : undefined
    if (path !== undefined && path !== '' && !paths.includes(path)) paths.push(path)
  }
  return paths
}

/** Each file index.html in `distDir` loads or preloads with its gzip -9 size, and the sum. */
export function measureFirstLoad(distDir) {
  const html = readFileSync(join(distDir, 'index.html'), 'utf8')
  const files = firstLoadPaths(html).map((path) => {
    if (/^[a-z][a-z0-9+.-]*:|^\/\//i.test(path)) {
      throw new Error(`index.html loads ${path} from another origin: count it or drop it`)
    }
    const bytes = readFileSync(join(distDir, path.split(/[?#]/)[0]))
    return { path, bytes: bytes.length, gzipBytes: gzipSync(bytes, { level: 9 }).length }
  })
  return { files, gzipBytes: files.reduce((sum, file) => sum + file.gzipBytes, 0) }
}

/** The budget in gzipped bytes, from its file. */
export function readBudget(file = budgetFile) {
  const { gzipBytes } = JSON.parse(readFileSync(file, 'utf8'))
  if (!Number.isInteger(gzipBytes) || gzipBytes <= 0) {
    throw new Error(`${file}: gzipBytes must be a positive whole number of bytes`)
  }
  return gzipBytes
}

/** The measurement against the budget, and the report to print. */
export function checkFirstLoad(distDir, budget) {
  const { files, gzipBytes } = measureFirstLoad(distDir)
  const width = Math.max(...files.map((file) => file.path.length), 5)
  const lines = files.map(
    (file) =>
      `${file.path.padEnd(width)} ${String(file.bytes).padStart(9)} ${String(file.gzipBytes).padStart(9)}`,
  )
  const ok = gzipBytes <= budget
  const verdict = ok
    ? `first load ${gzipBytes} bytes gzipped, budget ${budget} (${budget - gzipBytes} to spare)`
    : `first load ${gzipBytes} bytes gzipped is over the budget of ${budget} by ${gzipBytes - budget}: ` +
      'load the new code lazily, or raise scripts/firstLoadBudget.json in a commit of its own that says why'
  const header = `${'file'.padEnd(width)} ${'bytes'.padStart(9)} ${'gzip -9'.padStart(9)}`
  return { ok, gzipBytes, report: [header, ...lines, verdict].join('\n') }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const distDir = process.argv[2] ?? fileURLToPath(new URL('dist/', root))
  const { ok, report } = checkFirstLoad(distDir, readBudget())
  ;(ok ? console.log : console.error)(report)
  process.exit(ok ? 0 : 1)
}
