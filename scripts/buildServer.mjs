// `npm run build:server` (and `npm run build`): the server and its operator commands bundled by
// esbuild into dist-server/ as plain JavaScript, so production runs them with Node alone, without
// a TypeScript loader. scripts/builds.mjs rebuilds it when it is missing or older than its
// sources (npm start, npm run serve, data:import, user:plan).
import { readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'
import { build } from 'esbuild'
import { asciiOnly, externalsOutsideDependencies, unbundleablePackages } from './serverBundle.mjs'

const root = fileURLToPath(new URL('../', import.meta.url))
export const serverBuildDir = join(root, 'dist-server')

/** Output name -> source: the server and every server command of package.json's scripts. */
export const serverEntries = {
  main: 'server/main.ts',
  'cli/dataImport': 'server/cli/dataImport.ts',
  'cli/userPlan': 'server/cli/userPlan.ts',
}

/**
 * Loaded from node_modules at run time rather than bundled. better-sqlite3 is native; pg and
 * oidc-provider are large and gain nothing from bundling; pino (its transports start worker
 * files found through __dirname) and @fastify/swagger (reads its package.json through
 * __dirname) do not bundle cleanly (unbundleablePackages finds such packages); @web3icons/core
 * is imported by computed path, one icon at a time.
 */
export const externalPackages = [
  'better-sqlite3',
  'pg',
  'oidc-provider',
  'pino',
  '@fastify/swagger',
  '@web3icons/core',
]

/** Bundles into `outdir` (replaced whole at the end); returns the inputs for the freshness check. */
export async function buildServer({ outdir = serverBuildDir } = {}) {
  const startedAt = Date.now()
  const staging = `${outdir}.${process.pid}.tmp`
  rmSync(staging, { recursive: true, force: true })
  const result = await build({
    absWorkingDir: root,
    entryPoints: serverEntries,
    outdir: staging,
    bundle: true,
    splitting: true,
    platform: 'node',
    format: 'esm',
    target: 'node20.19',
    // The `@/` alias of tsconfig.base.json, as the typecheck resolves it.
    tsconfig: 'tsconfig.node.json',
    external: externalPackages,
    // Bundled CommonJS packages require Node's built-ins and the external packages.
    banner: {
      js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);",
    },
    // Class and function names as in the sources (error types in logs, Fastify plugin names).
    keepNames: true,
    // Stack traces point into dist-server/*.js, readable as it is not minified;
    // NODE_OPTIONS=--enable-source-maps maps them back to the TypeScript lines.
    sourcemap: 'linked',
    sourcesContent: false,
    metafile: true,
    logLevel: 'warning',
  })
  const packageJson = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'))
  const problems = [
    ...unbundleablePackages(Object.keys(result.metafile.inputs), root).map(
      ({ name, file, found }) =>
        `${name} uses ${found} (${file}), which bundling breaks: add it to externalPackages`,
    ),
    ...externalsOutsideDependencies(result.metafile, packageJson).map(
      (name) => `${name} is imported at run time but is not in package.json's dependencies`,
    ),
  ]
  if (problems.length > 0) {
    rmSync(staging, { recursive: true, force: true })
    throw new Error(`The server bundle would not run:\n- ${problems.join('\n- ')}`)
  }
  for (const file of Object.keys(result.metafile.outputs)) {
    if (file.endsWith('.js')) asciiOnly(join(root, file))
  }
  const sources = Object.keys(result.metafile.inputs).filter((f) => !f.includes('node_modules/'))
  writeFileSync(join(staging, 'inputs.json'), JSON.stringify({ startedAt, sources }, null, 1))
  // What went into which file: for size questions (esbuild's analyzer reads it) and the tests.
  writeFileSync(join(staging, 'meta.json'), JSON.stringify(result.metafile))
  rmSync(outdir, { recursive: true, force: true })
  renameSync(staging, outdir)
  return { startedAt, sources }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const started = performance.now()
  try {
    await buildServer()
  } catch (error) {
    // esbuild has printed its own errors; ours (the checks) say what to change.
    process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`)
    process.exit(1)
  }
  const seconds = ((performance.now() - started) / 1000).toFixed(1)
  process.stderr.write(`Built the server into dist-server/ in ${seconds} s\n`)
}
