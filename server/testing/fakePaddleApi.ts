import { randomBytes } from 'node:crypto'
import { createServer, type IncomingMessage } from 'node:http'
import type { AddressInfo } from 'node:net'
import type { PaddleSubscription } from '@/core/api/payments'

/**
 * A stand-in for the Paddle Billing API on 127.0.0.1 (a free port), speaking its protocol for
 * the one call the server makes: `POST /subscriptions/{id}/cancel` with a Bearer API key and
 * `{"effective_from": "next_billing_period"}`. It answers `{data: <subscription>, meta:
 * {request_id}}` with a scheduled change to cancel at the end of the current period, or
 * Paddle's `{error: {type, code, detail, documentation_url}, meta}` (403 for a wrong key, 404 for
 * an unknown subscription, 400 for another body). `override` replaces the next answers, to
 * test failures; 'hang' never answers (until close).
 */
export interface FakePaddleApi {
  url: string
  apiKey: string
  /** Subscriptions Paddle knows, by id. */
  readonly subscriptions: Map<string, PaddleSubscription>
  readonly requests: { method: string; path: string; authorization: string; body: string }[]
  override: (() => { status: number; body: unknown } | 'hang' | undefined) | undefined
  /** updated_at of the answers. */
  now: () => number
  close(): Promise<void>
}

export async function startFakePaddleApi(apiKey: string): Promise<FakePaddleApi> {
  const fake: FakePaddleApi = {
    url: '',
    apiKey,
    subscriptions: new Map(),
    requests: [],
    override: undefined,
    now: Date.now,
    close: () => Promise.resolve(),
  }
  const server = createServer((request, response) => {
    void readBody(request).then((body) => {
      const path = request.url ?? '/'
      const authorization = request.headers.authorization ?? ''
      fake.requests.push({ method: request.method ?? '', path, authorization, body })
      const answer = fake.override?.() ?? answerFor(fake, request.method, path, authorization, body)
      if (answer === 'hang') return
      response.writeHead(answer.status, { 'content-type': 'application/json' })
      response.end(JSON.stringify(answer.body))
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  fake.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  fake.close = () =>
    new Promise((resolve) => {
      server.closeAllConnections()
      server.close(() => resolve())
    })
  return fake
}

function answerFor(
  fake: FakePaddleApi,
  method: string | undefined,
  path: string,
  authorization: string,
  body: string,
): { status: number; body: unknown } {
  if (authorization !== `Bearer ${fake.apiKey}`) {
    return paddleError(403, 'forbidden', 'You aren\u2019t permitted to perform this request.')
  }
  const match = /^\/subscriptions\/([^/]+)\/cancel$/.exec(path)
  const subscription = match?.[1] && fake.subscriptions.get(decodeURIComponent(match[1]))
  if (method !== 'POST' || !match) return paddleError(404, 'not_found', `No route ${path}`)
  if (!subscription) return paddleError(404, 'not_found', `Entity ${match[1]} not found`)
  if (body !== JSON.stringify({ effective_from: 'next_billing_period' })) {
    return paddleError(400, 'bad_request', 'Invalid request.')
  }
  const effectiveAt = subscription.current_billing_period?.ends_at ?? new Date().toISOString()
  const canceled: PaddleSubscription & { updated_at: string } = {
    ...subscription,
    next_billed_at: null,
    scheduled_change: { action: 'cancel', effective_at: effectiveAt },
    updated_at: new Date(fake.now()).toISOString(),
  }
  fake.subscriptions.set(subscription.id, canceled)
  return { status: 200, body: { data: canceled, meta: { request_id: requestId() } } }
}

export function paddleError(status: number, code: string, detail: string) {
  return {
    status,
    body: {
      error: {
        type: 'request_error',
        code,
        detail,
        documentation_url: `https://developer.paddle.com/errors/shared/${code}`,
      },
      meta: { request_id: requestId() },
    },
  }
}

const requestId = () => randomBytes(16).toString('hex')

function readBody(request: IncomingMessage): Promise<string> {
  return new Promise((resolve) => {
    const chunks: Buffer[] = []
    request.on('data', (chunk: Buffer) => chunks.push(chunk))
    request.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')))
  })
}
