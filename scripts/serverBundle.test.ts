import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import { afterAll, describe, expect, it } from 'vitest'
import {
  asciiOnly,
  eagerInputs,
  externalsOutsideDependencies,
  unbundleablePackages,
} from './serverBundle.mjs'

const root = mkdtempSync(path.join(os.tmpdir(), 'studio-bundle-test-'))
afterAll(() => rmSync(root, { recursive: true, force: true }))

function file(name: string, text: string): string {
  mkdirSync(path.dirname(path.join(root, name)), { recursive: true })
  writeFileSync(path.join(root, name), text)
  return name
}

describe('unbundleablePackages', () => {
  it('names the packages whose code finds files relative to itself', () => {
    const inputs = [
      file('node_modules/worker-pkg/index.js', "const w = join(__dirname, 'worker.js')\n"),
      file(
        'node_modules/@scope/assets/lib/a.mjs',
        "export const u = new URL('x', import.meta.url)\n",
      ),
      file('node_modules/plain/index.js', 'module.exports = (a) => a + 1\n'),
      // Mentioned in comments and documentation only: bundles fine.
      file('node_modules/documented/index.js', '// use __dirname to find it\nmodule.exports = 1\n'),
      file('server/own.ts', 'export const here = import.meta.url\n'),
    ]
    expect(unbundleablePackages(inputs, root)).toEqual([
      { name: 'worker-pkg', file: 'worker-pkg/index.js', found: '__dirname' },
      { name: '@scope/assets', file: '@scope/assets/lib/a.mjs', found: 'import.meta.url' },
    ])
  })
})

describe('externalsOutsideDependencies', () => {
  const packageJson = {
    dependencies: { pg: '^8.0.0', '@fastify/swagger': '^9.0.0' },
    devDependencies: { tsx: '^4.0.0', 'pino-pretty': '^13.0.0' },
  }
  const imports = (...paths: string[]) => ({
    outputs: {
      'dist-server/main.js': {
        bytes: 1,
        inputs: {},
        exports: [],
        imports: paths.map((p) => ({ path: p, kind: 'import-statement' as const, external: true })),
      },
    },
  })

  it('names development dependencies the bundle would load at run time', () => {
    expect(
      externalsOutsideDependencies(
        imports('pg', '@fastify/swagger/lib/x.js', 'node:fs', 'tsx/esm', 'events', 'bufferutil'),
        packageJson,
      ),
    ).toEqual(['tsx'])
    expect(externalsOutsideDependencies(imports('pg', 'crypto'), packageJson)).toEqual([])
  })
})

describe('eagerInputs', () => {
  const output = (
    inputs: string[],
    imports: [string, 'import-statement' | 'dynamic-import'][],
  ) => ({
    bytes: 1,
    exports: [],
    inputs: Object.fromEntries(inputs.map((input) => [input, { bytesInOutput: 1 }])),
    imports: imports.map(([path, kind]) => ({ path, kind, external: false })),
  })

  it('follows static imports between chunks and leaves out what import() loads', () => {
    const metafile = {
      outputs: {
        'out/main.js': {
          ...output(
            ['server/main.ts'],
            [
              ['out/chunk-a.js', 'import-statement'],
              ['out/bot.js', 'dynamic-import'],
            ],
          ),
          entryPoint: 'server/main.ts',
        },
        'out/chunk-a.js': output(
          ['node_modules/fastify/fastify.js'],
          [['out/chunk-b.js', 'import-statement']],
        ),
        'out/chunk-b.js': output(['node_modules/pino-std/index.js'], []),
        'out/bot.js': output(['node_modules/grammy/out/mod.js'], []),
        'out/cli.js': { ...output(['server/cli.ts'], []), entryPoint: 'server/cli.ts' },
      },
    }
    expect([...eagerInputs(metafile, 'server/main.ts')].sort()).toEqual([
      'node_modules/fastify/fastify.js',
      'node_modules/pino-std/index.js',
      'server/main.ts',
    ])
  })
})

describe('asciiOnly', () => {
  it('escapes what esbuild left of non-ASCII (in comments), and the module runs the same', async () => {
    const name = file(
      'out/chunk.mjs',
      '/** Jimmy Wärting, emoji: 👍 */\nexport const text = "caf\\u00e9"\n',
    )
    asciiOnly(path.join(root, name))
    const written = readFileSync(path.join(root, name), 'utf8')
    expect(written).toBe(
      '/** Jimmy W\\u{e4}rting, emoji: \\u{1f44d} */\nexport const text = "caf\\u00e9"\n',
    )
    const loaded = (await import(pathToFileURL(path.join(root, name)).href)) as { text: string }
    expect(loaded.text).toBe('café')
  })
})
