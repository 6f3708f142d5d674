import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { gzipSync } from 'node:zlib'
import { createDemoSource } from '../server/demo/demoSource'
import { allowEveryCaller } from '../server/metrics/authorize'
import { currentStep } from '../server/metrics/metricsApi'
import { buildTestApp } from '../server/testing/testApp'

/*
 * Serving the full 10-minute history of BTC price over real HTTP (a listening server, node:http
 * with gzip accepted), warm: time to first byte and total, for the columnar form and for JSON,
 * against the floor of JSON.stringify + gzip of the same points in this process, and against a
 * plain route sending the same cached bytes. Goals: warm columns under 50 ms; a cache hit within
 * 2x of writing the cached bytes.
 */

const runs = 41
const columnsGoalMs = 50
const cacheHitGoalRatio = 2

interface Timing {
  ttfb: number
  total: number
  body: Buffer
  headers: http.IncomingHttpHeaders
}

function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b)
  const middle = sorted.length / 2
  return ((sorted[Math.floor(middle - 0.5)] ?? 0) + (sorted[Math.ceil(middle - 0.5)] ?? 0)) / 2
}

function fetchTimed(agent: http.Agent, port: number, path: string): Promise<Timing> {
  return new Promise((resolve, reject) => {
    const start = performance.now()
    const request = http.get(
      { host: '127.0.0.1', port, path, agent, headers: { 'accept-encoding': 'gzip' } },
      (response) => {
        let ttfb = NaN
        const chunks: Buffer[] = []
        response.on('data', (chunk: Buffer) => {
          if (chunks.length === 0) ttfb = performance.now() - start
          chunks.push(chunk)
        })
        response.on('end', () => {
          if (response.statusCode !== 200) reject(new Error(`${path}: ${response.statusCode}`))
          const total = performance.now() - start
          resolve({ ttfb, total, body: Buffer.concat(chunks), headers: response.headers })
        })
        response.on('error', reject)
      },
    )
    request.on('error', reject)
  })
}

const warmupRounds = 10

/**
 * Median TTFB and total per path. Each path is first requested `warmupRounds` times (filling the
 * caches and warming the JIT for the whole HTTP path), then the paths take turns, so that noise
 * from the rest of the machine falls on all of them alike rather than on whichever runs first.
 */
async function warm(agent: http.Agent, port: number, paths: readonly string[]) {
  const firsts: Timing[] = []
  for (const path of paths) {
    for (let round = 0; round < warmupRounds; round++) {
      const timing = await fetchTimed(agent, port, path)
      if (round === 0) firsts.push(timing)
    }
  }
  const samples = paths.map((): Timing[] => [])
  for (let run = 0; run < runs; run++) {
    for (const [index, path] of paths.entries()) {
      samples[index]?.push(await fetchTimed(agent, port, path))
    }
  }
  return paths.map((_, index) => {
    const own = samples[index] ?? []
    const body = firsts[index]?.body ?? Buffer.alloc(0)
    return {
      ttfb: median(own.map((s) => s.ttfb)),
      total: median(own.map((s) => s.total)),
      bytes: body.length,
      body,
    }
  })
}

function floor(serialize: () => string): number {
  const samples: number[] = []
  for (let run = 0; run < runs; run++) {
    const start = performance.now()
    gzipSync(serialize())
    samples.push(performance.now() - start)
  }
  return median(samples)
}

export interface ServingReport {
  points: number
  columns: { ttfb: number; total: number; bytes: number }
  json: { ttfb: number; total: number; bytes: number }
  floorColumns: number
  floorJson: number
  cachedBytes: { ttfb: number; total: number }
}

export async function measureSeriesServing(): Promise<ServingReport> {
  const source = createDemoSource()
  // One pinned step, so every request of the run reads the same cache entries; the rate limit
  // is not what is measured.
  const clockMs = Date.now()
  const test = await buildTestApp(
    {},
    { metricSource: source, clock: () => clockMs, metricAccess: allowEveryCaller },
  )
  let cached: Buffer = Buffer.alloc(0)
  test.app.get('/bench/cached-bytes', { compress: false }, async (_request, reply) =>
    reply.type('application/json; charset=utf-8').header('content-encoding', 'gzip').send(cached),
  )
  await test.app.listen({ host: '127.0.0.1', port: 0 })
  const { port } = test.app.server.address() as AddressInfo
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 })
  try {
    const base = '/v1/metrics/market/price_usd_close?a=BTC&i=10m'
    // The plain route sends the columnar answer's own cached bytes, so it is filled first.
    cached = (await fetchTimed(agent, port, `${base}&f=columns`)).body
    const [columns, json, plain] = await warm(agent, port, [
      `${base}&f=columns`,
      `${base}&f=json`,
      '/bench/cached-bytes',
    ])
    if (columns === undefined || json === undefined || plain === undefined) {
      throw new Error('missing measurements')
    }

    const series = await source.series(
      'market/price_usd_close',
      { asset: 'BTC', interval: '10m', currency: 'usd', params: {} },
      currentStep(clockMs),
    )
    const t = Array.from(series.t)
    const v = Array.from(series.v ?? [])
    return {
      points: t.length,
      columns,
      json,
      floorColumns: floor(() => JSON.stringify({ t, v })),
      floorJson: floor(() => JSON.stringify(t.map((time, i) => ({ t: time, v: v[i] })))),
      cachedBytes: plain,
    }
  } finally {
    agent.destroy()
    await test.close()
  }
}

export function printServingReport(report: ServingReport): void {
  const ms = (n: number) => `${n.toFixed(2)} ms`
  const kb = (n: number) => `${Math.round(n / 1024)} KiB gzip`
  const { columns, json } = report
  console.log(`\nServing BTC price, 10m, full history (${report.points} points), warm, over HTTP`)
  console.log(`  median of ${runs} requests (accept-encoding: gzip)`)
  console.log(
    `  columns  TTFB ${ms(columns.ttfb)}  total ${ms(columns.total)}  ${kb(columns.bytes)}`,
  )
  console.log(`  json     TTFB ${ms(json.ttfb)}  total ${ms(json.total)}  ${kb(json.bytes)}`)
  console.log(
    `  floor    JSON.stringify + gzip in-process: columns ${ms(report.floorColumns)}, json ${ms(report.floorJson)}`,
  )
  console.log(
    `  cached   same bytes from a plain route: TTFB ${ms(report.cachedBytes.ttfb)}  total ${ms(report.cachedBytes.total)}`,
  )
  const hitRatio = columns.total / report.cachedBytes.total
  console.log(
    `  ratio    columns / floor ${(columns.total / report.floorColumns).toFixed(2)}x, json / floor ${(json.total / report.floorJson).toFixed(2)}x`,
  )
  console.log(`  ratio    columns / plain route ${hitRatio.toFixed(2)}x`)
  const verdict = (ok: boolean) => (ok ? 'met' : 'NOT met')
  console.log(
    `  goal     warm columns under ${columnsGoalMs} ms: ${verdict(columns.total < columnsGoalMs)}`,
  )
  console.log(
    `  goal     cache hit within ${cacheHitGoalRatio}x of writing the cached bytes: ${verdict(hitRatio <= cacheHitGoalRatio)}`,
  )
}
