import http from 'node:http'
import type { AddressInfo } from 'node:net'
import os from 'node:os'
import { gunzipSync } from 'node:zlib'
import { bulkRangeDays, bulkResponseSchema } from '../../src/core/api/publicMetadata'
import { createDemoSource } from '../../server/demo/demoSource'
import { allowEveryCaller } from '../../server/metrics/authorize'
import { currentStep } from '../../server/metrics/metricsApi'
import { buildTestApp } from '../../server/testing/testApp'

/*
 * `npm run bench -- --api`: the daily price of every asset over the largest range a bulk
 * request allows (31 days at 24h), warm, over real HTTP (a listening server, node:http with
 * keep-alive and gzip accepted): one bulk request against the sum of the single-asset calls it
 * replaces, made one after the other as a script would, in the same run. Goal: at least 5x.
 */

const path = 'market/price_usd_close'
const warmupRounds = 10
const rounds = 41
const goalRatio = 5

interface Timing {
  ttfb: number
  total: number
  body: Buffer
  gzip: boolean
}

function fetchTimed(agent: http.Agent, port: number, url: string): Promise<Timing> {
  return new Promise((resolve, reject) => {
    const start = performance.now()
    const request = http.get(
      { host: '127.0.0.1', port, path: url, agent, headers: { 'accept-encoding': 'gzip' } },
      (response) => {
        let ttfb = NaN
        const chunks: Buffer[] = []
        response.on('data', (chunk: Buffer) => {
          if (chunks.length === 0) ttfb = performance.now() - start
          chunks.push(chunk)
        })
        response.on('end', () => {
          if (response.statusCode !== 200) reject(new Error(`${url}: ${response.statusCode}`))
          resolve({
            ttfb,
            total: performance.now() - start,
            body: Buffer.concat(chunks),
            gzip: response.headers['content-encoding'] === 'gzip',
          })
        })
        response.on('error', reject)
      },
    )
    request.on('error', reject)
  })
}

function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b)
  const middle = sorted.length / 2
  return ((sorted[Math.floor(middle - 0.5)] ?? 0) + (sorted[Math.ceil(middle - 0.5)] ?? 0)) / 2
}

export interface BulkReport {
  assets: number
  days: number
  bulk: { ttfb: number; total: number; bytes: number }
  /** Per round: the singles' TTFBs summed, and their totals summed. */
  singles: { ttfb: number; total: number; bytes: number }
  /** The first bulk request of the step (nothing cached yet). */
  coldBulk: number
  loadAverage: number[]
}

export async function measureBulkVsSingle(): Promise<BulkReport> {
  const source = createDemoSource()
  // One pinned step, so every request reads the same cache entries; the rate limit is not what
  // is measured (with it, each bulk request takes as many tokens as the single calls).
  const clockMs = Date.now()
  const now = currentStep(clockMs)
  const test = await buildTestApp(
    {},
    { metricSource: source, clock: () => clockMs, metricAccess: allowEveryCaller },
  )
  await test.app.listen({ host: '127.0.0.1', port: 0 })
  const { port } = test.app.server.address() as AddressInfo
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 })
  try {
    const days = bulkRangeDays['24h']
    const since = now - days * 86_400
    const assets = source.descriptor(path)?.assets ?? []
    const bulkUrl = `/v1/metrics/${path}/bulk?a=*&s=${since}`
    const singleUrls = assets.map((asset) => `/v1/metrics/${path}?a=${asset}&s=${since}`)

    const coldBulk = (await fetchTimed(agent, port, bulkUrl)).total
    for (let round = 0; round < warmupRounds; round++) {
      await fetchTimed(agent, port, bulkUrl)
      for (const url of singleUrls) await fetchTimed(agent, port, url)
    }
    // Turns: one bulk, then the singles, so machine noise falls on both alike.
    const bulkSamples: Timing[] = []
    const singleSamples: { ttfb: number; total: number; bytes: number }[] = []
    for (let round = 0; round < rounds; round++) {
      bulkSamples.push(await fetchTimed(agent, port, bulkUrl))
      let ttfb = 0
      let total = 0
      let bytes = 0
      for (const url of singleUrls) {
        const timing = await fetchTimed(agent, port, url)
        ttfb += timing.ttfb
        total += timing.total
        bytes += timing.body.length
      }
      singleSamples.push({ ttfb, total, bytes })
    }
    // The answer covers every asset on every day, or the comparison would flatter the bulk.
    const last = bulkSamples[bulkSamples.length - 1]
    if (last === undefined) throw new Error('no bulk samples')
    const text = (last.gzip ? gunzipSync(last.body) : last.body).toString()
    const body = bulkResponseSchema.parse(JSON.parse(text))
    const entries = body.data.reduce((sum, row) => sum + row.bulk.length, 0)
    if (entries !== assets.length * body.data.length || body.data.length < days) {
      throw new Error(`the bulk answer has ${entries} entries over ${body.data.length} days`)
    }
    return {
      assets: assets.length,
      days: body.data.length,
      bulk: {
        ttfb: median(bulkSamples.map((s) => s.ttfb)),
        total: median(bulkSamples.map((s) => s.total)),
        bytes: last.body.length,
      },
      singles: {
        ttfb: median(singleSamples.map((s) => s.ttfb)),
        total: median(singleSamples.map((s) => s.total)),
        bytes: singleSamples[0]?.bytes ?? 0,
      },
      coldBulk,
      loadAverage: os.loadavg(),
    }
  } finally {
    agent.destroy()
    await test.close()
  }
}

export function printBulkReport(report: BulkReport): void {
  const ms = (n: number) => `${n.toFixed(2)} ms`
  const { bulk, singles } = report
  console.log(
    `\nBulk daily price of ${report.assets} assets over ${report.days} days (the 24h limit), warm, over HTTP`,
  )
  console.log(`  median of ${rounds} rounds (keep-alive, accept-encoding: gzip)`)
  console.log(`  bulk     TTFB ${ms(bulk.ttfb)}  total ${ms(bulk.total)}  ${bulk.bytes} B`)
  console.log(
    `  singles  ${report.assets} calls one after the other, summed: TTFB ${ms(singles.ttfb)}  total ${ms(singles.total)}  ${singles.bytes} B`,
  )
  console.log(`  cold     first bulk request of the step: ${ms(report.coldBulk)}`)
  const ratio = singles.total / bulk.total
  console.log(
    `  ratio    singles / bulk: total ${ratio.toFixed(1)}x, TTFB ${(singles.ttfb / bulk.ttfb).toFixed(1)}x`,
  )
  console.log(
    `  goal     at least ${goalRatio}x faster than the single calls: ${ratio >= goalRatio ? 'met' : 'NOT met'}`,
  )
  console.log(`  load     ${report.loadAverage.map((n) => n.toFixed(2)).join(' ')} (1, 5, 15 min)`)
}
