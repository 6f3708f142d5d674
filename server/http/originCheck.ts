import type { FastifyRequest } from 'fastify'
import { forbidden } from './httpError'

/**
 * Refuses a request whose `Origin` header names another site: a browser always sends Origin on
 * a cross-site POST, so this stops form posts and `fetch` from other sites even where CORS
 * preflight would not (simple content types). Requests without Origin (curl, server-to-server)
 * pass. Same-origin is the configured public origin or, without one (or behind a proxy that keeps
 * Host), the origin whose host is the request's Host header.
 */
export function assertSameOrigin(request: FastifyRequest, publicOrigin: string | undefined): void {
  const origin = request.headers.origin
  if (origin === undefined) return
  if (origin === publicOrigin || hostOf(origin) === request.headers.host) return
  throw forbidden('Cross-site requests are not allowed')
}

function hostOf(origin: string): string | undefined {
  try {
    return new URL(origin).host
  } catch {
    return undefined
  }
}
