import { createHash } from 'node:crypto'
import type { FastifyRequest } from 'fastify'

/**
 * What makes two requests "the same" for an Idempotency-Key: method, path and body. The body is
 * compared as canonical JSON (object keys sorted), so a client that serialises its objects in
 * another key order on the retry still replays rather than being refused.
 */
export function requestFingerprint(request: FastifyRequest): string {
  const path = request.url.split('?', 1)[0] ?? ''
  return createHash('sha256')
    .update(`${request.method} ${path}\n${canonicalJson(request.body)}`)
    .digest('hex')
}

export function canonicalJson(value: unknown): string {
  return (
    JSON.stringify(value, (_key, item: unknown) =>
      isPlainObject(item)
        ? Object.fromEntries(Object.entries(item).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
        : item,
    ) ?? ''
  )
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}
