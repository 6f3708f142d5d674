// No source file over 400 lines (the project's guide: most under 150, over 400 must be split),
// checked in `npm run check`. Tests and generated files are exempt: a test file holds as many
// cases as its unit needs, and a generated file is not edited by hand.
import { readdirSync, readFileSync } from 'node:fs'
import { join, relative, sep } from 'node:path'
import { fileURLToPath } from 'node:url'

export const maxLines = 400

// The source folders, and the configuration files at the top of the repository.
const sourceDirs = ['src', 'server', 'sw', 'scripts', 'bench', 'tests', 'assembly']
const sourceFile = /\.(?:[cm]?[jt]s|tsx|css)$/
const testFile = /\.(?:test|spec)\.[cm]?[jt]sx?$/
// Written by tools: the router plugin, and `npm run build:wasm` (scripts/buildWasm.mjs).
const generated = new Set(['src/routeTree.gen.ts', 'src/core/series/wasm/seriesKernels.wasm.ts'])

function* walk(dir) {
  let entries
  try {
    entries = readdirSync(dir, { withFileTypes: true })
  } catch (error) {
    if (error.code === 'ENOENT') return
    throw error
  }
  for (const entry of entries) {
    if (entry.name.startsWith('.') || entry.name === 'node_modules') continue
    const path = join(dir, entry.name)
    if (entry.isDirectory()) yield* walk(path)
    else if (entry.isFile()) yield path
  }
}

/** Lines as an editor numbers them: a final newline does not start another. */
export function lineCount(text) {
  if (text === '') return 0
  const lines = text.split('\n').length
  return text.endsWith('\n') ? lines - 1 : lines
}

/** The source files under `root` the rule covers, as paths relative to it with `/`. */
export function checkedFiles(root) {
  const topLevel = readdirSync(root, { withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => join(root, entry.name))
  const files = [...topLevel, ...sourceDirs.flatMap((dir) => [...walk(join(root, dir))])]
  return files
    .map((path) => relative(root, path).split(sep).join('/'))
    .filter((path) => sourceFile.test(path) && !testFile.test(path) && !generated.has(path))
    .sort()
}

/** The covered files over `limit` lines, longest first. */
export function longFiles(root, limit = maxLines) {
  return checkedFiles(root)
    .map((path) => ({ path, lines: lineCount(readFileSync(join(root, path), 'utf8')) }))
    .filter((file) => file.lines > limit)
    .sort((a, b) => b.lines - a.lines || (a.path < b.path ? -1 : 1))
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const root = fileURLToPath(new URL('../', import.meta.url))
  const found = longFiles(root)
  if (found.length === 0) {
    console.log(`${checkedFiles(root).length} source files, none over ${maxLines} lines`)
  } else {
    console.error(`Over ${maxLines} lines (split each into files named for what they hold):`)
    for (const file of found) console.error(`  ${file.path}: ${file.lines} lines`)
    process.exit(1)
  }
}
