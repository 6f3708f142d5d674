import type { IncomingMessage } from 'node:http'
import { LogController, type FastifyReply, type FastifyRequest } from 'fastify'
import { LRUCache } from 'lru-cache'
import pino from 'pino'
import { redacted, redactHeaders, redactText, redactUrl } from './logRedaction'

/**
 * The log serializers of the whole server (logger.ts installs them on every logger, so they
 * apply to Fastify's request lines and to anything a route logs). A URL is a credential carrier:
 * reset and verification links (`token`), OAuth callbacks (`code`, `state`), logout
 * (`id_token_hint`), scripted API calls (`api_key`). Nothing secret may reach a log line.
 */
export const logSerializers = {
  req: requestLogFields,
  err: errorLogFields,
  headers: redactHeaders,
}

/**
 * One log line per request, when it completes: `request completed` (`request errored` with `err`)
 * with `req`, `res` and `responseTime`, where Fastify writes two (`incoming request` with `req`,
 * then the outcome). The request log was a tenth of the server's work on a cached series answer
 * under load, half of it the first line (docs/security.md, "Logging and redaction").
 */
export class RequestLogController extends LogController {
  override incomingRequest(): void {}

  override requestCompleted(
    error: Error | null | undefined,
    request: FastifyRequest,
    reply: FastifyReply,
  ): void {
    if (this.isLogDisabled(request)) return
    const fields = { req: request, res: reply, responseTime: reply.elapsedTime }
    if (error) reply.log.error({ ...fields, err: error }, 'request errored')
    else reply.log.info(fields, 'request completed')
  }
}

type LoggedRequest = Partial<Pick<FastifyRequest, 'method' | 'url' | 'host' | 'ip'>> & {
  routeOptions?: { url?: string }
  socket?: IncomingMessage['socket']
}

/**
 * What a request line says: the route pattern it matched (`/v1/user/verify`,
 * `/v1/metrics/:group/:metric`, `/*` for static files and 404s; none for a URL refused before
 * routing) and its URL with secrets redacted (logRedaction.ts). Headers are not logged.
 */
export function requestLogFields(request: LoggedRequest) {
  return {
    method: request.method,
    route: routeOf(request),
    url: redactedUrl(request.url ?? ''),
    host: request.host,
    remoteAddress: request.ip ?? request.socket?.remoteAddress,
    remotePort: request.socket?.remotePort,
  }
}

/** Recent URLs as logged: clients repeat the same URLs, and redaction parses each one. */
const redactedUrls = new LRUCache<string, string>({ max: 1000 })
const memoizedUrlMaxLength = 1024

function redactedUrl(url: string): string {
  const known = redactedUrls.get(url)
  if (known !== undefined) return known
  const shown = redactUrl(url)
  if (url.length <= memoizedUrlMaxLength) {
    redactedUrls.set(url, shown)
  }
  return shown
}

function routeOf(request: LoggedRequest): string | undefined {
  try {
    return request.routeOptions?.url
  } catch {
    // A request refused before routing (a malformed URL) has no route to describe.
    return undefined
  }
}

/**
 * Errors as pino writes them, with their message and stack (which repeat the message) redacted:
 * Fastify's and Node's errors quote the URL (`'/x?token=…' is not a valid url component`).
 * Node's `rawPacket` (the bytes of a request it could not parse) is dropped.
 */
export function errorLogFields(error: unknown): unknown {
  if (!(error instanceof Error)) return error
  return redactStrings(pino.stdSerializers.err(error), 0)
}

function redactStrings(value: unknown, depth: number): unknown {
  if (typeof value === 'string') return redactText(value)
  if (typeof value !== 'object' || value === null) return value
  // Serialized errors are shallow (an error, its causes, a few fields): deeper is left out.
  if (depth > 8) return redacted
  if (Array.isArray(value)) return value.map((item) => redactStrings(item, depth + 1))
  return Object.fromEntries(
    Object.entries(value)
      .filter(([key]) => key !== 'rawPacket')
      .map(([key, item]) => [
        key,
        redactStrings(key === 'headers' ? redactHeaders(item) : item, depth + 1),
      ]),
  )
}
