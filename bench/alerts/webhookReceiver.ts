import { createServer, type IncomingHttpHeaders } from 'node:http'
import type { AddressInfo } from 'node:net'

/*
 * The receiving end of the delivery benchmark: a plain node:http server on 127.0.0.1 that notes
 * when each webhook's body has fully arrived (Date.now, the clock fired_at is recorded by), keeps
 * the request for a signature check afterwards, and answers 200 at once.
 */

export interface ReceivedWebhook {
  /** Milliseconds since the epoch, when the last byte of the body arrived. */
  at: number
  headers: IncomingHttpHeaders
  body: string
}

export interface WebhookReceiver {
  url: string
  /** By `webhook-id`. */
  readonly received: Map<string, ReceivedWebhook>
  /** Resolves once `count` distinct webhooks arrived; rejects after `timeoutMs`. */
  waitFor(count: number, timeoutMs: number): Promise<void>
  reset(): void
  close(): Promise<void>
}

export async function startWebhookReceiver(): Promise<WebhookReceiver> {
  const received = new Map<string, ReceivedWebhook>()
  let waiter: { count: number; resolve: () => void } | undefined
  const server = createServer((request, response) => {
    const chunks: Buffer[] = []
    request.on('data', (chunk: Buffer) => chunks.push(chunk))
    request.on('end', () => {
      const at = Date.now()
      const id = String(request.headers['webhook-id'])
      const body = Buffer.concat(chunks).toString('utf8')
      if (!received.has(id)) received.set(id, { at, headers: request.headers, body })
      response.writeHead(200).end()
      if (waiter !== undefined && received.size >= waiter.count) waiter.resolve()
    })
  })
  server.keepAliveTimeout = 60_000
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return {
    url: `http://127.0.0.1:${port}/hooks/alerts`,
    received,
    waitFor(count, timeoutMs) {
      if (received.size >= count) return Promise.resolve()
      return new Promise((resolve, reject) => {
        const timer = setTimeout(() => {
          waiter = undefined
          reject(new Error(`${received.size} of ${count} webhooks within ${timeoutMs} ms`))
        }, timeoutMs)
        waiter = {
          count,
          resolve: () => {
            clearTimeout(timer)
            waiter = undefined
            resolve()
          },
        }
      })
    },
    reset: () => received.clear(),
    async close() {
      server.closeAllConnections()
      await new Promise((resolve) => server.close(resolve))
    },
  }
}
