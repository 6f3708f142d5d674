import { spawn } from 'node:child_process'
import { existsSync, mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { createInterface } from 'node:readline'
import SqliteDatabase from 'better-sqlite3'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ensureServerBuild, serverBuildDir } from '../scripts/builds.mjs'
import { eagerInputs, packageOf } from '../scripts/serverBundle.mjs'
import { sqliteFileName } from './db/createDatabase'
import { createStaticDir } from './testing/staticDir'

// The real entry point in a child process: start, serve, and stop cleanly on SIGTERM.
describe('server/main.ts', () => {
  const dataDirs: string[] = []
  const staticDir = createStaticDir()
  // dist-server/, as npm start would build it: before the clock of the start below runs.
  beforeAll(() => ensureServerBuild(), 120_000)
  afterAll(() => {
    for (const dir of dataDirs) rmSync(dir, { recursive: true, force: true })
    staticDir.cleanup()
  })

  // npm start runs the compiled server in its own process (the listening line's pid is the one
  // started, so SIGTERM reaches the server itself); tsx (its CLI relays signals to a child) and
  // node --import tsx (the transpiled start, for development) work too.
  it.each([
    ['node scripts/start.mjs (npm start, compiled)', process.execPath, ['scripts/start.mjs'], true],
    ['tsx server/main.ts', path.resolve('node_modules/.bin/tsx'), ['server/main.ts'], false],
    [
      'node --import tsx server/main.ts',
      process.execPath,
      ['--import', 'tsx', 'server/main.ts'],
      false,
    ],
  ])(
    '%s serves, then shuts down on SIGTERM leaving a clean database',
    async (_, command, args, oneProcess) => {
      const dataDir = mkdtempSync(path.join(os.tmpdir(), 'studio-main-test-'))
      dataDirs.push(dataDir)
      const child = spawn(command, args, {
        env: {
          ...process.env,
          PORT: '0',
          HOST: '127.0.0.1',
          DATA_DIR: dataDir,
          STATIC_DIR: staticDir.dir,
          LOG_LEVEL: 'info',
          DATABASE_URL: '',
        },
        stdio: ['ignore', 'pipe', 'pipe'],
      })
      const exited = new Promise<number | null>((resolve) =>
        child.on('exit', (code) => resolve(code)),
      )
      let stderr = ''
      child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()))

      try {
        const { url, pid } = await listening(child.stdout, exited)
        if (oneProcess) expect(pid).toBe(child.pid)
        const health = await fetch(`${url}/healthz`)
        expect(health.status).toBe(200)
        expect(await health.json()).toEqual({ status: 'ok' })
        const shell = await fetch(`${url}/charts/abc`, { headers: { accept: 'text/html' } })
        expect(await shell.text()).toContain('<div id="root">')

        child.kill('SIGTERM')
        const code = await Promise.race([exited, delay(8000).then(() => 'timeout' as const)])
        expect(code, stderr).toBe(0)
      } finally {
        if (child.exitCode === null) child.kill('SIGKILL')
      }

      const file = path.join(dataDir, sqliteFileName)
      const wal = `${file}-wal`
      expect(!existsSync(wal) || statSync(wal).size === 0).toBe(true)
      const db = new SqliteDatabase(file, { readonly: true })
      try {
        expect(db.pragma('integrity_check', { simple: true })).toBe('ok')
        expect(db.prepare('select count(*) as n from feature_flags').get()).toEqual({ n: 3 })
        expect(db.prepare("select key from settings where key = 'session_secret'").get()).toEqual({
          key: 'session_secret',
        })
      } finally {
        db.close()
      }
    },
    30_000,
  )

  // What a start loads costs memory on every server: grammy (the Telegram bot) only when a bot
  // is configured.
  it('the compiled server loads grammy only when a Telegram bot is configured', () => {
    const metafile = JSON.parse(readFileSync(path.join(serverBuildDir, 'meta.json'), 'utf8'))
    const packages = [...eagerInputs(metafile, 'server/main.ts')].map(packageOf)
    expect(packages).toContain('fastify')
    expect(packages).not.toContain('grammy')
  })

  it('exits 1 with a message naming the variable on bad configuration', async () => {
    const child = spawn(path.resolve('node_modules/.bin/tsx'), ['server/main.ts'], {
      env: { ...process.env, PORT: 'eighty' },
      stdio: ['ignore', 'pipe', 'pipe'],
    })
    let stderr = ''
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()))
    const code = await new Promise<number | null>((resolve) => child.on('exit', resolve))
    expect(code).toBe(1)
    expect(stderr).toContain('Invalid configuration: PORT must be an integer')
  }, 30_000)
})

/** Reads JSON log lines until the server reports its URL; with the pid of the process that logs. */
async function listening(
  stdout: NodeJS.ReadableStream,
  exited: Promise<number | null>,
): Promise<{ url: string; pid: unknown }> {
  const lines = createInterface({ input: stdout })
  const found = new Promise<{ url: string; pid: unknown }>((resolve) => {
    lines.on('line', (line) => {
      const entry = safeJson(line)
      if (typeof entry?.url === 'string') resolve({ url: entry.url, pid: entry.pid })
    })
  })
  const failed = exited.then((code) => {
    throw new Error(`server exited with ${code} before listening`)
  })
  return Promise.race([
    found,
    failed,
    delay(20_000).then(() => Promise.reject(new Error('no url'))),
  ])
}

function safeJson(line: string): Record<string, unknown> | undefined {
  try {
    return JSON.parse(line) as Record<string, unknown>
  } catch {
    return undefined
  }
}

const delay = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms).unref())
