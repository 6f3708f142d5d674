import { existsSync } from 'node:fs'
import { mkdtemp, readFile, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { extname, join, normalize } from 'node:path'
import { fileURLToPath } from 'node:url'
import { chromium, type Browser, type Page } from 'playwright-core'
import { build } from 'vite'
import { dashboardDataSchema } from '../src/core/api/dashboards'
import { chartDrawnMark } from '../src/lib/charts/plugins/firstDrawMark'
import { createDemoSource } from '../server/demo/demoSource'
import { createDashboardsRepository } from '../server/repositories/dashboardsRepository'
import { createTestUser } from '../server/testing/signedInUser'
import { buildTestApp } from '../server/testing/testApp'
import { chromiumArgs, chromiumPath } from '../scripts/chromium.mjs'
import { freePort } from '../scripts/freePort.mjs'
import { buildPage } from './benchPage'
import { benchDashboardData, benchTiles } from './dashboardPaint/tiles'

/*
 * A dashboard of twelve metric tiles of daily data (bench/dashboardPaint/tiles.ts), opened
 * warm in Chromium through the real server and the production build: the time from navigation
 * until every tile has drawn (each chart leaves a 'chart-drawn' mark when it first draws), and
 * the page's longest main-thread task over that time, read from a Chromium trace by its thread
 * time. Warm: the page was opened once before, so the app's files and the series come from the
 * browser's caches, as for a user coming back to a dashboard. The viewport is tall enough for
 * the whole grid, since tiles out of view wait until they are scrolled near (lazy rendering).
 *
 * The peer is the floor under it: the same twelve series fetched from the same server, decoded
 * and drawn by the chart engine alone in a bare page (bench/dashboardPaint/page.ts). Goals
 * (issue "Dashboards and favourites"): every tile painted within 1.5 s, no task over 200 ms.
 */

const runs = 5
const paintGoalMs = 1500
const taskGoalMs = 200
const viewport = { width: 1440, height: 2600 }

interface Load {
  /** Ms from navigation start to the last tile's first draw. */
  paintedMs: number
  /** The longest main-thread task over that time: thread time and wall time, ms. */
  longestTaskMs: number
  longestTaskWallMs: number
}

interface TraceEvent {
  name: string
  ph: string
  pid: number
  tid: number
  ts: number
  dur?: number
  tdur?: number
  args?: { data?: { startTime?: number } }
}

export interface DashboardPaintReport {
  browser: string
  ours: Load[]
  peer: Load[]
}

const types: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
}

/** The longest task on the marks' thread between navigation start and the last mark. */
function longestTask(
  trace: Buffer,
  paintedMs: number,
): Pick<Load, 'longestTaskMs' | 'longestTaskWallMs'> {
  const { traceEvents } = JSON.parse(trace.toString('utf8')) as { traceEvents: TraceEvent[] }
  const marks = traceEvents.filter((e) => e.name === chartDrawnMark)
  const last = marks.reduce<TraceEvent | undefined>(
    (a, e) => (a === undefined || e.ts > a.ts ? e : a),
    undefined,
  )
  if (last === undefined) throw new Error('no chart-drawn mark in the trace')
  const start = last.ts - paintedMs * 1000
  const tasks = traceEvents.filter(
    (e) =>
      e.name.endsWith('RunTask') &&
      e.ph === 'X' &&
      e.pid === last.pid &&
      e.tid === last.tid &&
      e.ts + (e.dur ?? 0) >= start &&
      e.ts <= last.ts,
  )
  if (tasks.length === 0) throw new Error('no main-thread task in the trace')
  return {
    longestTaskMs: Math.max(...tasks.map((e) => e.tdur ?? 0)) / 1000,
    longestTaskWallMs: Math.max(...tasks.map((e) => e.dur ?? 0)) / 1000,
  }
}

/** Opens `url`, waits for `count` charts to draw, and times it under a trace. */
async function load(browser: Browser, tab: Page, url: string, count: number): Promise<Load> {
  await browser.startTracing(tab, { categories: ['toplevel', 'blink.user_timing'] })
  await tab.goto(url)
  await tab
    .waitForFunction(
      ([name, n]) => performance.getEntriesByName(name).length >= n,
      [chartDrawnMark, count] as const,
      { timeout: 60_000 },
    )
    .catch(async (error: unknown) => {
      // Say what the page shows instead (a tile's error, the sign-in gate).
      const drawn = await tab.evaluate(
        (name) => performance.getEntriesByName(name).length,
        chartDrawnMark,
      )
      const text = (await tab.locator('body').innerText()).replace(/\s+/g, ' ').slice(0, 400)
      throw new Error(`${drawn} of ${count} charts drew at ${url}; the page says: ${text}`, {
        cause: error,
      })
    })
  const paintedMs = await tab.evaluate(
    ([name, n]) => performance.getEntriesByName(name)[n - 1]?.startTime ?? Number.NaN,
    [chartDrawnMark, count] as const,
  )
  return { paintedMs, ...longestTask(await browser.stopTracing(), paintedMs) }
}

async function measure(browser: Browser, url: string, count: number): Promise<Load[]> {
  const context = await browser.newContext({ viewport })
  try {
    const tab = await context.newPage()
    const errors: Error[] = []
    tab.on('pageerror', (error) => errors.push(error))
    // Once cold, so that the measured loads are warm.
    await load(browser, tab, url, count)
    const loads: Load[] = []
    for (let run = 0; run < runs; run += 1) loads.push(await load(browser, tab, url, count))
    if (errors.length > 0) throw errors[0]
    return loads
  } finally {
    await context.close()
  }
}

export async function measureDashboardPaint(): Promise<DashboardPaintReport | { skipped: string }> {
  if (!existsSync(chromiumPath)) return { skipped: `no Chromium at ${chromiumPath}` }
  const root = fileURLToPath(new URL('..', import.meta.url))
  const appDir = await mkdtemp(join(tmpdir(), 'dashboard-bench-app-'))
  const peerDir = await mkdtemp(join(tmpdir(), 'dashboard-bench-peer-'))
  const port = await freePort()
  const origin = `http://127.0.0.1:${port}`
  try {
    // The app as users get it (the project's own Vite config), and the bare peer page.
    await build({
      configFile: join(root, 'vite.config.ts'),
      root,
      mode: 'production',
      logLevel: 'warn',
      build: { outDir: appDir, emptyOutDir: true, reportCompressedSize: false },
    })
    await buildPage(
      fileURLToPath(new URL('./dashboardPaint', import.meta.url)),
      peerDir,
      '/bench/peer/',
    )

    const test = await buildTestApp(
      { STATIC_DIR: appDir, PUBLIC_ORIGIN: origin },
      { metricSource: createDemoSource() },
    )
    try {
      test.app.get('/bench/peer/*', async (request, reply) => {
        const path = new URL(request.url, origin).pathname.slice('/bench/peer/'.length)
        const file = normalize(join(peerDir, path === '' ? 'index.html' : path))
        if (!file.startsWith(peerDir)) return reply.code(403).send()
        const body = await readFile(file).catch(() => undefined)
        if (body === undefined) return reply.code(404).send()
        return reply.type(types[extname(file)] ?? 'application/octet-stream').send(body)
      })
      // A visitor opens someone's dashboard by its link (no session needed to read one).
      const owner = await createTestUser(test, 'bench-owner@example.com')
      const dashboard = await createDashboardsRepository(test.database.db).create(
        owner.uuid,
        { categoryUuid: null, data: dashboardDataSchema.parse(benchDashboardData()) },
        Date.now(),
      )
      await test.app.listen({ host: '127.0.0.1', port })

      const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs })
      try {
        const count = benchTiles.length
        const ours = await measure(browser, `${origin}/dashboards/${dashboard.uuid}`, count)
        const peer = await measure(browser, `${origin}/bench/peer/index.html`, count)
        return { browser: `Chromium ${browser.version()}`, ours, peer }
      } finally {
        await browser.close()
      }
    } finally {
      await test.close()
    }
  } finally {
    await rm(appDir, { recursive: true, force: true })
    await rm(peerDir, { recursive: true, force: true })
  }
}

const median = (values: readonly number[]) => {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.floor((sorted.length - 1) / 2)] ?? Number.NaN
}
const ms = (n: number) => `${n.toFixed(0)} ms`
const verdict = (ok: boolean) => (ok ? 'met' : 'NOT met')

export function printDashboardPaintReport(
  report: DashboardPaintReport | { skipped: string },
): void {
  if ('skipped' in report) {
    console.log(`\nDashboard of twelve metric tiles: skipped (${report.skipped})`)
    return
  }
  const summary = (loads: Load[]) => ({
    painted: median(loads.map((l) => l.paintedMs)),
    worstPainted: Math.max(...loads.map((l) => l.paintedMs)),
    task: Math.max(...loads.map((l) => l.longestTaskMs)),
    taskWall: Math.max(...loads.map((l) => l.longestTaskWallMs)),
  })
  const ours = summary(report.ours)
  const peer = summary(report.peer)
  console.log(
    `\nDashboard of ${benchTiles.length} metric tiles of daily data, warm, ${report.browser},` +
      ` median of ${runs} loads`,
  )
  console.log(
    `  ours  /dashboards/{uuid}: every tile painted ${ms(ours.painted)} after navigation` +
      ` (worst ${ms(ours.worstPainted)}); longest main-thread task ${ms(ours.task)} of its` +
      ` thread's time (${ms(ours.taskWall)} wall)`,
  )
  console.log(
    `  peer  the same series fetched and drawn by the chart engine alone: ${ms(peer.painted)}` +
      ` (worst ${ms(peer.worstPainted)}); longest task ${ms(peer.task)} (${ms(peer.taskWall)} wall)`,
  )
  const ratio = peer.painted / ours.painted
  console.log(
    `  ratio ${ratio.toFixed(2)}x ${ratio >= 1 ? 'faster' : 'slower'} to paint than the engine alone`,
  )
  console.log(
    `\n  goal  every tile painted within ${paintGoalMs} ms: ${verdict(ours.worstPainted <= paintGoalMs)}`,
  )
  console.log(`  goal  no task over ${taskGoalMs} ms: ${verdict(ours.task <= taskGoalMs)}`)
}
