// What the start scripts build before they run: the app (dist/, vite build) and the server
// (dist-server/, scripts/buildServer.mjs), each when it is missing or older than its sources.
// The builds run in child processes, so the process that then runs the server holds no builder.
import { spawnSync } from 'node:child_process'
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs'
import { createRequire } from 'node:module'
import { join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'

const root = fileURLToPath(new URL('../', import.meta.url))
export const appBuildDir = join(root, 'dist')
export const serverBuildDir = join(root, 'dist-server')

/** What every build depends on besides its sources: the installed packages (npm rewrites this). */
const installInputs = ['package.json', 'node_modules/.package-lock.json']
const appInputs = ['index.html', 'src', 'public', 'sw', 'vite.config.ts', 'tsconfig.json']
const serverBuildInputs = ['scripts/buildServer.mjs', 'scripts/serverBundle.mjs']
const testFile = /\.(test|spec)\.[cm]?[jt]sx?$/

/**
 * The latest modification time among `paths` (files, or folders walked whole, tests left out);
 * Infinity when one is missing, as a deleted source also makes a build out of date.
 */
export function latestChange(paths, base = root) {
  let latest = 0
  for (const path of paths) {
    const full = resolve(base, path)
    if (!existsSync(full)) return Infinity
    const stat = statSync(full)
    if (!stat.isDirectory()) {
      latest = Math.max(latest, stat.mtimeMs)
      continue
    }
    for (const entry of readdirSync(full, { withFileTypes: true, recursive: true })) {
      if (entry.isDirectory() || testFile.test(entry.name)) continue
      latest = Math.max(latest, statSync(join(entry.parentPath, entry.name)).mtimeMs)
    }
  }
  return latest
}

/** Whether dist-server/ must be built: missing, or a source changed since its build started. */
export function serverBuildIsStale(dir = serverBuildDir, base = root) {
  const manifest = join(dir, 'inputs.json')
  if (!existsSync(join(dir, 'main.js')) || !existsSync(manifest)) return true
  const { startedAt, sources } = JSON.parse(readFileSync(manifest, 'utf8'))
  return latestChange([...sources, ...serverBuildInputs, ...installInputs], base) > startedAt
}

/** Whether dist/ must be built: no index.html, or a source newer than it. */
export function appBuildIsStale(dir = appBuildDir, base = root) {
  const index = join(dir, 'index.html')
  if (!existsSync(index)) return true
  return latestChange([...appInputs, ...installInputs], base) > statSync(index).mtimeMs
}

/** Builds the server when it is out of date. */
export function ensureServerBuild() {
  if (!serverBuildIsStale()) return
  const main = join(serverBuildDir, 'main.js')
  runBuild('esbuild', 'server', [join(root, 'scripts/buildServer.mjs')], main)
}

/**
 * Builds the app when it is out of date. A STATIC_DIR other than dist/ is the operator's own
 * build: served as it is.
 */
export function ensureAppBuild(staticDir = appBuildDir) {
  if (resolve(staticDir) !== appBuildDir || !appBuildIsStale()) return
  const index = join(appBuildDir, 'index.html')
  runBuild('vite', 'app', [join(root, 'node_modules/vite/bin/vite.js'), 'build'], index)
}

function runBuild(builder, what, args, output) {
  const built = existsSync(output)
  if (!isInstalled(builder)) {
    // A production install (npm ci --omit=dev) has no builders: it runs what was built.
    if (built) {
      process.stderr.write(
        `The ${what} is older than its sources and ${builder} is not installed: running it as built\n`,
      )
      return
    }
    throw new Error(`The ${what} is not built and ${builder} is not installed: run npm ci first`)
  }
  process.stderr.write(
    built ? `Rebuilding the ${what}: its sources changed…\n` : `Building the ${what} first…\n`,
  )
  const result = spawnSync(process.execPath, args, { cwd: root, stdio: 'inherit' })
  if (result.status !== 0) throw new Error(`Building the ${what} failed (exit ${result.status})`)
}

function isInstalled(name) {
  try {
    createRequire(join(root, 'package.json')).resolve(`${name}/package.json`)
    return true
  } catch {
    return false
  }
}
