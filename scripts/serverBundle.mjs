// Checks and one fix-up for the server bundle (scripts/buildServer.mjs), apart so they can be
// tested on small fixtures.
import { readFileSync, writeFileSync } from 'node:fs'
import { builtinModules } from 'node:module'
import { resolve } from 'node:path'
import { transformSync } from 'esbuild'

// In an ES module bundle these name the bundle's file (or nothing: __dirname is undefined), not
// the package's own: a package reading its files through them breaks silently once bundled.
const locationUse =
  /\b__dirname\b|\b__filename\b|\brequire\.resolve\b|\bimport\.meta\.(?:url|dirname|filename)\b/

/** The package name of a path inside node_modules. */
export function packageOf(file) {
  const match = /node_modules\/((?:@[^/]+\/)?[^/]+)\//.exec(file)
  return match?.[1]
}

/**
 * The bundled packages whose code (comments left out) finds files relative to itself, each with
 * the first such file: they must be external.
 */
export function unbundleablePackages(inputs, root) {
  const found = new Map()
  for (const file of inputs) {
    const name = packageOf(file)
    if (name === undefined || found.has(name) || !/\.[cm]?js$/.test(file)) continue
    const text = readFileSync(resolve(root, file), 'utf8')
    if (!locationUse.test(text)) continue
    // Only code counts: packages mention these in comments and documentation.
    const code = transformSync(text, {
      loader: 'js',
      minifyWhitespace: true,
      legalComments: 'none',
    })
    const use = locationUse.exec(code.code)
    if (use) found.set(name, { name, file: file.slice(file.indexOf(name)), found: use[0] })
  }
  return [...found.values()]
}

/**
 * The packages the bundle imports at run time that a production install (`npm ci --omit=dev`)
 * leaves out: those listed only as development dependencies. Optional packages that are not
 * installed at all (ws's bufferutil, required in a try) are not listed in package.json.
 */
export function externalsOutsideDependencies(metafile, packageJson) {
  const dependencies = new Set(Object.keys(packageJson.dependencies ?? {}))
  const devOnly = new Set(Object.keys(packageJson.devDependencies ?? {}))
  const missing = new Set()
  for (const output of Object.values(metafile.outputs)) {
    for (const { path, external } of output.imports) {
      if (!external || path.startsWith('node:') || builtinModules.includes(path)) continue
      const name = path.startsWith('@') ? path.split('/').slice(0, 2).join('/') : path.split('/')[0]
      if (devOnly.has(name) && !dependencies.has(name)) missing.add(name)
    }
  }
  return [...missing]
}

/**
 * The inputs a bundle entry loads when it starts: those of its output file and of the chunks it
 * imports statically, transitively; what it imports with import() is left out until called.
 */
export function eagerInputs(metafile, entryPoint) {
  const outputs = Object.entries(metafile.outputs)
  const entry = outputs.find(([, output]) => output.entryPoint === entryPoint)?.[0]
  const seen = new Set()
  const inputs = new Set()
  for (const pending = entry === undefined ? [] : [entry]; pending.length > 0;) {
    const file = pending.pop()
    if (seen.has(file) || metafile.outputs[file] === undefined) continue
    seen.add(file)
    const output = metafile.outputs[file]
    for (const input of Object.keys(output.inputs)) inputs.add(input)
    for (const { path, kind, external } of output.imports) {
      if (!external && kind === 'import-statement') pending.push(path)
    }
  }
  return inputs
}

/**
 * Rewrites what is left of non-ASCII in a bundle file as escapes. esbuild escapes it in code but
 * keeps some comments as written (a package's doc comments with emoji or a name like Wärting);
 * one such character makes V8 keep the whole module's source as two-byte text: 6 MB more
 * memory for the server's bundle.
 */
export function asciiOnly(file) {
  const text = readFileSync(file, 'utf8')
  // eslint-disable-next-line no-control-regex -- the range is the ASCII set, not control characters
  const ascii = text.replace(/[^\u0000-\u007f]/gu, (c) => `\\u{${c.codePointAt(0).toString(16)}}`)
  if (ascii !== text) writeFileSync(file, ascii)
}
