import { spawn, type ChildProcess } from 'node:child_process'
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { ensureServerBuild } from '../../scripts/builds.mjs'
import { freePort } from '../../scripts/freePort.mjs'

/*
 * `npm run bench -- --startup`: the server's start compiled (node scripts/start.mjs, as npm start
 * runs it: dist-server/ fresh, one process) against transpiled (node --import tsx
 * server/main.ts, as npm start ran it before), in the same run. Each start is timed from the
 * spawn to the first 200 from /healthz, where the process's resident memory (VmRSS) and CPU time
 * (user + system) are read from /proc. The first start of each runs on an empty SQLite database
 * (migrations, new keys) and is shown apart; then the two restart in turn on their migrated
 * database, median of the restarts. Goal: the compiled start under 1.2 s and 150 MB.
 */

const restarts = 7
const goal = { ms: 1200, rssMb: 150 }
const clockTicksPerSecond = 100 // Linux's USER_HZ: the unit of utime and stime in /proc/PID/stat

interface Start {
  ms: number
  rssMb: number
  cpuMs: number
}
interface Variant {
  label: string
  args: string[]
}
export interface StartupReport {
  rows: { label: string; first: Start; median: Start }[]
  loadAverage: number[]
}

const variants: Variant[] = [
  { label: 'compiled    node scripts/start.mjs', args: ['scripts/start.mjs'] },
  {
    label: 'transpiled  node --import tsx server/main.ts',
    args: ['--import', 'tsx', 'server/main.ts'],
  },
]

async function startOnce(variant: Variant, dataDir: string, staticDir: string): Promise<Start> {
  const port = await freePort()
  const started = performance.now()
  const child = spawn(process.execPath, variant.args, {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      STATIC_DIR: staticDir,
      DATABASE_URL: '',
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'ignore', 'pipe'],
  })
  let stderr = ''
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()))
  const exited = new Promise<number | null>((resolve) => child.on('exit', resolve))
  let measured: Start
  try {
    measured = await whenHealthy(child, port, started)
  } catch (error) {
    child.kill('SIGKILL')
    await exited
    throw new Error(`${variant.label}: ${String(error)}\n${stderr}`, { cause: error })
  }
  child.kill('SIGTERM')
  const code = await exited
  if (code !== 0)
    throw new Error(`${variant.label} did not shut down cleanly (${code}):\n${stderr}`)
  return measured
}

/** Polls /healthz; at the first 200, the time since `started` and the process's RSS and CPU. */
async function whenHealthy(child: ChildProcess, port: number, started: number): Promise<Start> {
  for (;;) {
    if (child.exitCode !== null) throw new Error(`exited (${child.exitCode}) before it answered`)
    const ok = await fetch(`http://127.0.0.1:${port}/healthz`).then(
      (response) => response.ok,
      () => false,
    )
    if (ok) break
    await new Promise((resolve) => setTimeout(resolve, 5))
  }
  const ms = performance.now() - started
  const status = readFileSync(`/proc/${child.pid}/status`, 'utf8')
  const rssKb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1])
  // Fields after the command's closing parenthesis: utime and stime are the 12th and 13th.
  const stat = readFileSync(`/proc/${child.pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? []
  const ticks = Number(stat[11]) + Number(stat[12])
  return { ms, rssMb: rssKb / 1024, cpuMs: (ticks * 1000) / clockTicksPerSecond }
}

function median(starts: readonly Start[]): Start {
  const middle = (key: keyof Start) => {
    const sorted = starts.map((s) => s[key]).sort((a, b) => a - b)
    return sorted[Math.floor(sorted.length / 2)] ?? NaN
  }
  return { ms: middle('ms'), rssMb: middle('rssMb'), cpuMs: middle('cpuMs') }
}

export async function measureStartup(): Promise<StartupReport> {
  if (!existsSync('/proc/self/status')) throw new Error('The startup bench reads /proc (Linux)')
  ensureServerBuild()
  const root = mkdtempSync(path.join(os.tmpdir(), 'studio-startup-bench-'))
  try {
    const staticDir = path.join(root, 'static')
    mkdirSync(staticDir)
    writeFileSync(path.join(staticDir, 'index.html'), '<!doctype html><div id="root"></div>\n')
    const dataDirs = variants.map((_, i) => path.join(root, `data-${i}`))
    const firsts: Start[] = []
    for (const [i, variant] of variants.entries()) {
      firsts.push(await startOnce(variant, dataDirs[i] ?? '', staticDir))
    }
    const runs: Start[][] = variants.map(() => [])
    for (let round = 0; round < restarts; round += 1) {
      for (const [i, variant] of variants.entries()) {
        runs[i]?.push(await startOnce(variant, dataDirs[i] ?? '', staticDir))
      }
    }
    return {
      rows: variants.map((variant, i) => ({
        label: variant.label,
        first: firsts[i] as Start,
        median: median(runs[i] ?? []),
      })),
      loadAverage: os.loadavg(),
    }
  } finally {
    rmSync(root, { recursive: true, force: true })
  }
}

export function printStartupReport(report: StartupReport): void {
  const ms = (n: number) => `${Math.round(n).toLocaleString('en-US')} ms`.padStart(9)
  const mb = (n: number) => `${Math.round(n)} MB`.padStart(7)
  console.log(
    `\nServer start to /healthz: median of ${restarts} restarts on a migrated SQLite database` +
      ' (the two in turn); the first start, on an empty database, apart',
  )
  console.log(`  ${''.padEnd(46)}     time      RSS   CPU time   first start (RSS)`)
  for (const { label, first, median: m } of report.rows) {
    console.log(
      `  ${label.padEnd(46)} ${ms(m.ms)} ${mb(m.rssMb)} ${ms(m.cpuMs)}   ${ms(first.ms)} (${Math.round(first.rssMb)} MB)`,
    )
  }
  const [compiled, transpiled] = report.rows.map((row) => row.median)
  if (compiled === undefined || transpiled === undefined) return
  console.log(
    `  ratio    transpiled / compiled: time ${(transpiled.ms / compiled.ms).toFixed(2)}x,` +
      ` RSS ${(transpiled.rssMb / compiled.rssMb).toFixed(2)}x, CPU ${(transpiled.cpuMs / compiled.cpuMs).toFixed(2)}x`,
  )
  const met = compiled.ms < goal.ms && compiled.rssMb < goal.rssMb
  console.log(
    `  goal     compiled under ${goal.ms / 1000} s and ${goal.rssMb} MB: ${met ? 'met' : 'NOT met'}`,
  )
  console.log(`  load     ${report.loadAverage.map((n) => n.toFixed(2)).join(' ')} (1, 5, 15 min)`)
}
