import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { appBuildIsStale, serverBuildIsStale } from './builds.mjs'

// Project trees in a temp folder, their files dated by hand: what npm start rebuilds.
const roots: string[] = []
afterEach(() => {
  for (const root of roots.splice(0)) rmSync(root, { recursive: true, force: true })
})

const builtAt = Date.UTC(2026, 10, 1) // the build; sources older or newer than it

function tree(files: Record<string, number>) {
  const root = mkdtempSync(path.join(os.tmpdir(), 'studio-builds-test-'))
  roots.push(root)
  for (const [name, time] of Object.entries(files)) write(root, name, time)
  return root
}

function write(root: string, name: string, time: number) {
  const file = path.join(root, name)
  mkdirSync(path.dirname(file), { recursive: true })
  writeFileSync(file, name.endsWith('.json') ? '{}' : '')
  utimesSync(file, time / 1000, time / 1000)
}

const before = builtAt - 60_000
const after = builtAt + 60_000
const installed = {
  'package.json': before,
  'node_modules/.package-lock.json': before,
  'scripts/buildServer.mjs': before,
  'scripts/serverBundle.mjs': before,
}

describe('serverBuildIsStale', () => {
  function builtServer(sources: Record<string, number>) {
    const root = tree({ ...installed, ...sources, 'dist-server/main.js': builtAt })
    const manifest = { startedAt: builtAt, sources: Object.keys(sources) }
    writeFileSync(path.join(root, 'dist-server/inputs.json'), JSON.stringify(manifest))
    return { root, dir: path.join(root, 'dist-server') }
  }

  it('is fresh when no source changed since the build started', () => {
    const { root, dir } = builtServer({ 'server/main.ts': before, 'src/core/plans.ts': before })
    expect(serverBuildIsStale(dir, root)).toBe(false)
  })

  it('is stale when a source, the installed packages or the build script changed', () => {
    for (const changed of [
      'src/core/plans.ts',
      'node_modules/.package-lock.json',
      'scripts/buildServer.mjs',
    ]) {
      const { root, dir } = builtServer({ 'server/main.ts': before, 'src/core/plans.ts': before })
      write(root, changed, after)
      expect(serverBuildIsStale(dir, root), changed).toBe(true)
    }
  })

  it('is stale when a source is gone or nothing was built', () => {
    const { root, dir } = builtServer({ 'server/main.ts': before, 'server/gone.ts': before })
    rmSync(path.join(root, 'server/gone.ts'))
    expect(serverBuildIsStale(dir, root)).toBe(true)
    const empty = tree(installed)
    expect(serverBuildIsStale(path.join(empty, 'dist-server'), empty)).toBe(true)
  })
})

describe('appBuildIsStale', () => {
  const app = {
    ...installed,
    'index.html': before,
    'src/main.tsx': before,
    'public/favicon.svg': before,
    'sw/sw.ts': before,
    'vite.config.ts': before,
    'tsconfig.json': before,
  }

  it('is fresh when dist/index.html is newer than every source', () => {
    const root = tree({ ...app, 'dist/index.html': builtAt })
    expect(appBuildIsStale(path.join(root, 'dist'), root)).toBe(false)
  })

  it('is stale when a file under src, public or sw changed, or nothing was built', () => {
    for (const changed of ['src/features/x/Page.tsx', 'public/icons/a.png', 'sw/sw.ts']) {
      const root = tree({ ...app, 'dist/index.html': builtAt, [changed]: after })
      expect(appBuildIsStale(path.join(root, 'dist'), root), changed).toBe(true)
    }
    const root = tree(app)
    expect(appBuildIsStale(path.join(root, 'dist'), root)).toBe(true)
  })

  it('leaves out test files, which the build does not read', () => {
    const root = tree({ ...app, 'dist/index.html': builtAt, 'src/lib/a.test.ts': after })
    expect(appBuildIsStale(path.join(root, 'dist'), root)).toBe(false)
  })
})
