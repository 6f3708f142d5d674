import { fork } from 'node:child_process'
import { openSync, closeSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import autocannon from 'autocannon'
import {
  servedCodings,
  servedForms,
  seriesUrl,
  type FromServer,
  type ServedCoding,
  type ServedForm,
  type ToServer,
} from './loadProtocol'

/*
 * Serving under load: the full 10-minute history of BTC price in each form (JSON, CSV, binary)
 * and coding (none, gzip, brotli), with 50 and then 200 keep-alive connections, each with its own
 * API key, from autocannon in this process against the real app in another one
 * (loadServer.ts); the same bytes written by a plain node:http server in that process are the
 * peer. Requests per second, p99 latency and the ratio app / plain. Bounded: every run lasts
 * `runSeconds`, against 127.0.0.1 only.
 */

export const connectionCounts = [50, 200] as const
const runSeconds = 4
const warmupSeconds = 1

interface LoadFigures {
  requestsPerSecond: number
  p99Ms: number
  bytesPerSecond: number
  /** The server process's CPU time (user + system) per answered request: steadier than req/s. */
  cpuMicrosPerRequest: number
  /** Answers other than 2xx, plus connection errors and timeouts: must be 0. */
  failures: number
}

export interface ServingLoadRow {
  connections: number
  form: ServedForm
  coding: ServedCoding
  bodyBytes: number
  app: LoadFigures
  plain: LoadFigures
}

export interface ServingLoadReport {
  runSeconds: number
  rows: ServingLoadRow[]
}

/** The server process (loadServer.ts), ready, with what it was asked to make. */
export interface LoadServer {
  appPort: number
  plainPort: number
  bodies: Record<string, number>
  /** `count` fresh API keys, each of its own professional user. */
  keysFor(count: number): Promise<string[]>
  /** CPU time the server process has used so far, in µs. */
  cpuMicros(): Promise<number>
  stop(): Promise<void>
}

export async function startLoadServer(): Promise<LoadServer> {
  // The request log is written at info, as in production; to /dev/null, so that its
  // serialization and write calls count but no disk does.
  const logFd = openSync('/dev/null', 'w')
  const child = fork(fileURLToPath(new URL('./loadServer.ts', import.meta.url)), [], {
    // LOAD_SERVER_CPU_PROF=<dir> profiles the server process (node --cpu-prof) for the run.
    execArgv: ['--import', 'tsx', ...profileFlags(process.env.LOAD_SERVER_CPU_PROF)],
    stdio: ['ignore', logFd, 'inherit', 'ipc'],
  })
  let exited: Error | undefined
  const queue: FromServer[] = []
  const waiting: Array<{ resolve: (m: FromServer) => void; reject: (e: Error) => void }> = []
  child.on('message', (message: FromServer) => {
    const waiter = waiting.shift()
    if (waiter === undefined) queue.push(message)
    else waiter.resolve(message)
  })
  const exit = new Promise<void>((resolve) =>
    child.once('exit', (code) => {
      exited = new Error(`the load server exited (${code})`)
      for (const waiter of waiting.splice(0)) waiter.reject(exited)
      closeSync(logFd)
      resolve()
    }),
  )
  const next = () =>
    new Promise<FromServer>((resolve, reject) => {
      const queued = queue.shift()
      if (queued !== undefined) resolve(queued)
      else if (exited !== undefined) reject(exited)
      else waiting.push({ resolve, reject })
    })
  const ask = (message: ToServer) => child.send(message)
  const ready = await next()
  if (ready.type !== 'ready') throw new Error(`load server: ${JSON.stringify(ready)}`)
  return {
    appPort: ready.appPort,
    plainPort: ready.plainPort,
    bodies: ready.bodies,
    async keysFor(count) {
      ask({ type: 'keys', count })
      const answer = await next()
      if (answer.type !== 'keys') throw new Error(`load server: ${JSON.stringify(answer)}`)
      return answer.keys
    },
    async cpuMicros() {
      ask({ type: 'cpu' })
      const answer = await next()
      if (answer.type !== 'cpu') throw new Error(`load server: ${JSON.stringify(answer)}`)
      return answer.micros
    },
    async stop() {
      if (exited === undefined) ask({ type: 'stop' })
      await exit
    },
  }
}

function profileFlags(dir: string | undefined): string[] {
  return dir === undefined || dir === '' ? [] : ['--cpu-prof', `--cpu-prof-dir=${dir}`]
}

/** One bounded autocannon run against `target` of the load server. */
export async function load(
  server: LoadServer,
  target: 'app' | 'plain',
  form: ServedForm,
  coding: ServedCoding,
  connections: number,
  keys: readonly string[],
  seconds: number,
): Promise<LoadFigures> {
  let connection = 0
  const headers = coding === 'identity' ? {} : { 'accept-encoding': coding }
  const port = target === 'app' ? server.appPort : server.plainPort
  const cpuBefore = await server.cpuMicros()
  const result = await autocannon({
    url: `http://127.0.0.1:${port}${seriesUrl(form)}`,
    connections,
    duration: seconds,
    setupClient: (client) => {
      client.setHeaders({ ...headers, 'x-api-key': keys[connection++ % keys.length] })
      // autocannon keeps each body as a string (`body += chunk`), decoding binary and compressed
      // bytes as UTF-8: on 841 KB bodies that costs the load generator more than the server
      // spends. Nothing here reads bodies; byte counts and statuses are kept.
      const queue = (client as unknown as { pipelinedRequests: { addBody: unknown } })
        .pipelinedRequests
      queue.addBody = () => undefined
    },
  })
  const cpuMicros = (await server.cpuMicros()) - cpuBefore
  return {
    requestsPerSecond: result.requests.average,
    cpuMicrosPerRequest: cpuMicros / Math.max(1, result.requests.total),
    p99Ms: result.latency.p99,
    bytesPerSecond: result.throughput.average,
    failures: result.non2xx + result.errors + result.timeouts,
  }
}

export async function measureServingLoad(): Promise<ServingLoadReport> {
  const server = await startLoadServer()
  try {
    // Warms the JIT of both servers and of the client on the whole path.
    for (const form of servedForms) {
      const keys = await server.keysFor(connectionCounts[0])
      await load(server, 'app', form, 'identity', connectionCounts[0], keys, warmupSeconds)
      await load(server, 'plain', form, 'identity', connectionCounts[0], keys, warmupSeconds)
    }
    const rows: ServingLoadRow[] = []
    for (const connections of connectionCounts) {
      for (const form of servedForms) {
        for (const coding of servedCodings) {
          const keys = await server.keysFor(connections)
          const app = await load(server, 'app', form, coding, connections, keys, runSeconds)
          const plain = await load(server, 'plain', form, coding, connections, keys, runSeconds)
          const bodyBytes = server.bodies[`${form} ${coding}`] ?? 0
          rows.push({ connections, form, coding, bodyBytes, app, plain })
        }
      }
    }
    return { runSeconds, rows }
  } finally {
    await server.stop()
  }
}

export function printServingLoadReport(report: ServingLoadReport): void {
  const int = (n: number) => Math.round(n).toLocaleString('en-US')
  const kb = (n: number) => `${Math.round(n / 1000)} KB`
  console.log(
    `\nServing BTC price, 10m, full history, under load (autocannon, ${report.runSeconds} s a run,` +
      ' each connection its own API key; peer: a plain node:http server writing the same bytes)',
  )
  console.log(
    '  conns form   coding    body     app req/s  p99 ms  CPU µs   plain req/s  p99 ms  CPU µs   app/plain',
  )
  for (const row of report.rows) {
    const ratio = row.app.requestsPerSecond / row.plain.requestsPerSecond
    const failed = row.app.failures + row.plain.failures
    console.log(
      `  ${String(row.connections).padStart(5)} ${row.form.padEnd(6)} ${row.coding.padEnd(8)}` +
        ` ${kb(row.bodyBytes).padStart(8)}` +
        ` ${int(row.app.requestsPerSecond).padStart(12)} ${int(row.app.p99Ms).padStart(7)}` +
        ` ${int(row.app.cpuMicrosPerRequest).padStart(7)}` +
        ` ${int(row.plain.requestsPerSecond).padStart(13)} ${int(row.plain.p99Ms).padStart(7)}` +
        ` ${int(row.plain.cpuMicrosPerRequest).padStart(7)}` +
        `   ${ratio.toFixed(2)}x${failed > 0 ? `  (${failed} failed requests)` : ''}`,
    )
  }
}
