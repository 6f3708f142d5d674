import type { FastifyReply, FastifyRequest } from 'fastify'
import { contentHash, matchesIfNoneMatch } from '../metrics/etag'

/**
 * Sends content with a minute of freshness and an ETag, as the metrics routes do: editorial
 * content changes rarely, and revalidation answers 304 without a body. The tag is weak because
 * the response may be compressed on the way out (@fastify/compress), which changes the bytes.
 */
export function sendCacheable(
  request: FastifyRequest,
  reply: FastifyReply,
  body: string,
  contentType = 'application/json; charset=utf-8',
): FastifyReply {
  const hash = contentHash(Buffer.from(body))
  void reply.headers({ 'cache-control': 'public, max-age=60', etag: `W/"${hash}"` })
  if (matchesIfNoneMatch(request.headers['if-none-match'], hash)) return reply.code(304).send()
  return reply.type(contentType).send(body)
}

/** JSON bodies. */
export function sendCacheableJson(
  request: FastifyRequest,
  reply: FastifyReply,
  value: unknown,
): FastifyReply {
  return sendCacheable(request, reply, JSON.stringify(value))
}
