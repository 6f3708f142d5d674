/**
 * Times a cold request (new 10-minute step: source, encoding, hashing, compression) against a
 * warm one (cache hit) for a 100k-point series from the fake source, through app.inject, and
 * against letting @fastify/compress compress the cached bytes on every request.
 * Run: node --import tsx server/metrics/testing/measureSeriesCache.ts
 */
import { createFakeMetricSource } from './fakeMetricSource'
import { buildMetricsTestApp, testClockMs } from './metricsTestApp'

const points = 100_000
const runs = 20
const hour = 3600
const now = Math.floor(testClockMs / 1000 / 600) * 600
const source = createFakeMetricSource({ start: now - (points - 1) * hour })
const test = await buildMetricsTestApp(source)
const url = '/v1/metrics/distribution/balance_exchanges?a=BTC&i=1h'

let cachedBody: Buffer = Buffer.alloc(0)
// The alternative to storing compressed variants: cached plain bytes, compressed per request.
test.app.get('/v1/bench/plugin-compressed', async (_request, reply) =>
  reply.type('application/json; charset=utf-8').send(cachedBody),
)
// The floor: app.inject carrying the same bytes through a route that does nothing else.
test.app.get('/v1/bench/raw', { compress: false }, async (_request, reply) =>
  reply.type('application/json; charset=utf-8').send(cachedBody),
)

async function time(path: string, encoding: string): Promise<number> {
  const start = performance.now()
  const res = await test.app.inject({ url: path, headers: { 'accept-encoding': encoding } })
  const elapsed = performance.now() - start
  if (res.statusCode !== 200) throw new Error(`${path}: ${res.statusCode} ${res.body}`)
  return elapsed
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b)
  const middle = sorted.length / 2
  return ((sorted[Math.floor(middle - 0.5)] ?? 0) + (sorted[Math.ceil(middle - 0.5)] ?? 0)) / 2
}

const rows: [string, string, number][] = []
let step = 0
for (const [label, encoding] of [
  ['json, no compression', ''],
  ['json, gzip', 'gzip'],
  ['json, br', 'gzip, deflate, br'],
] as const) {
  const cold: number[] = []
  const warm: number[] = []
  for (let run = 0; run < runs; run++) {
    // Each cold request is in a new 10-minute step, so both caches miss.
    test.setClock(testClockMs + ++step * 600_000)
    cold.push(await time(url, encoding))
    warm.push(await time(url, encoding))
  }
  rows.push([label, 'cold', median(cold)], [label, 'warm (cache hit)', median(warm)])
}

for (const [label, encoding] of [
  ['json, no compression', ''],
  ['json, br', 'br'],
] as const) {
  cachedBody = (await test.app.inject({ url, headers: { 'accept-encoding': encoding } })).rawPayload
  const samples: number[] = []
  for (let run = 0; run < runs; run++) samples.push(await time('/v1/bench/raw', encoding))
  rows.push([label, 'floor: same bytes from a bare route', median(samples)])
}

const plain = await test.app.inject({ url, headers: { 'accept-encoding': '' } })
cachedBody = plain.rawPayload
for (const [label, encoding] of [
  ['json, gzip', 'gzip'],
  ['json, br', 'br'],
] as const) {
  const samples: number[] = []
  for (let run = 0; run < runs; run++)
    samples.push(await time('/v1/bench/plugin-compressed', encoding))
  rows.push([label, 'plain bytes cached, @fastify/compress per request', median(samples)])
}

console.log(`${plain.json<unknown[]>().length} points, ${cachedBody.length} bytes of JSON`)
console.log(`median of ${runs} requests via app.inject:`)
for (const [label, kind, ms] of rows)
  console.log(`  ${label.padEnd(22)} ${kind.padEnd(52)} ${ms.toFixed(2)} ms`)
await test.close()
