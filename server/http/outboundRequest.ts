import { request as httpRequest, type IncomingHttpHeaders, type RequestOptions } from 'node:http'
import { request as httpsRequest } from 'node:https'
import type { LookupFunction } from 'node:net'
import { isRefusedAddress, type OutboundGuard } from './outboundGuard'

/**
 * What one POST to a user's address came to. `refused`: the guard would not call it (scheme, or
 * an address that resolved into a private network at connect time); `timeout`: no answer within
 * the time; `error`: the connection failed otherwise (DNS, TLS, reset).
 */
export type OutboundResult =
  | { kind: 'response'; status: number; headers: IncomingHttpHeaders }
  | { kind: 'refused'; detail: string }
  | { kind: 'timeout' }
  | { kind: 'error'; detail: string }

export interface OutboundPost {
  url: string
  headers: Record<string, string>
  body: Buffer | string
  /** The whole exchange, from connecting to the status line. */
  timeoutMs: number
  /** Tests: resolve names to addresses of their choosing (DNS rebinding). */
  lookup?: LookupFunction
}

/**
 * POSTs through the guard's agent with node's http client, which never follows redirects: a 3xx
 * is an answer like any other (a redirect could lead anywhere, past the guard's save-time check).
 * The answer's body is drained, not read: only the status and headers matter.
 */
export function postOutbound(guard: OutboundGuard, post: OutboundPost): Promise<OutboundResult> {
  const url = new URL(post.url)
  const schemeProblem = guard.schemeProblemOf(url)
  if (schemeProblem !== undefined) {
    return Promise.resolve({ kind: 'refused', detail: `${schemeProblem}` })
  }
  const body = typeof post.body === 'string' ? Buffer.from(post.body) : post.body
  const options: RequestOptions = {
    method: 'POST',
    agent: guard.agentFor(url),
    headers: { ...post.headers, 'content-length': String(body.length) },
    ...(post.lookup === undefined ? {} : { lookup: post.lookup }),
  }
  const send = url.protocol === 'https:' ? httpsRequest : httpRequest
  return new Promise((resolve) => {
    let settled = false
    const settle = (result: OutboundResult) => {
      if (settled) return
      settled = true
      clearTimeout(timer)
      resolve(result)
    }
    const request = send(url, options, (response) => {
      response.resume()
      settle({ kind: 'response', status: response.statusCode ?? 0, headers: response.headers })
    })
    const timer = setTimeout(() => {
      settle({ kind: 'timeout' })
      request.destroy()
    }, post.timeoutMs)
    request.on('error', (error) => {
      settle(
        isRefusedAddress(error)
          ? // Not the address itself: it would tell the user what a name resolves to inside.
            {
              kind: 'refused',
              detail: 'The host resolves to a loopback, private or reserved network',
            }
          : // The code, not the message: a message may name the address it tried.
            { kind: 'error', detail: `Connection failed (${errorCode(error)})` },
      )
    })
    request.end(body)
  })
}

/** Retry-After in milliseconds (seconds or an HTTP date); undefined when absent or unreadable. */
export function retryAfterMs(
  header: string | string[] | undefined,
  now: number = Date.now(),
): number | undefined {
  const value = Array.isArray(header) ? header[0] : header
  if (value === undefined || value.trim() === '') return undefined
  if (/^\s*\d+\s*$/.test(value)) return Number(value) * 1000
  const date = Date.parse(value)
  return Number.isNaN(date) ? undefined : Math.max(0, date - now)
}

function errorCode(error: Error): string {
  const code = (error as NodeJS.ErrnoException).code
  return typeof code === 'string' ? code : error.name
}
