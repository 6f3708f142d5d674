import type { FastifyReply, FastifyRequest } from 'fastify'
import { userPlan } from '@/core/userPlan'
import { chooseContentCoding } from '../metrics/contentEncoding'
import { matchesIfNoneMatch } from '../metrics/etag'
import type { MetricCaller } from '../metrics/authorize'
import type { CachedResponse } from '../metrics/responseCache'

// The HTTP side the metrics, metadata and asset-list routes share: who asks, in which coding, and
// the reply from cached bytes with its validators.

/**
 * Who asks: the API key of the `X-Api-Key` header, else of the `api_key` parameter, the session's
 * user and the client address (metrics/authorize.ts).
 */
export function callerOf(request: FastifyRequest): MetricCaller {
  const header = request.headers['x-api-key']
  const query = request.query as Record<string, unknown> | undefined
  const param = query?.api_key
  const apiKey =
    typeof header === 'string' && header !== ''
      ? header
      : typeof param === 'string' && param !== ''
        ? param
        : undefined
  return { apiKey, ip: request.ip, ...sessionOf(request) }
}

/** The signed-in user of the session cookie (auth/sessions.ts), for plan gating. */
export function sessionOf(request: FastifyRequest) {
  const user = request.user
  return user === null ? {} : { session: { userUuid: user.uuid, plan: userPlan(user.products) } }
}

export const publicCacheControl = 'public, max-age=60'
export const privateCacheControl = 'private, max-age=60'

export function codingOf(request: FastifyRequest) {
  return chooseContentCoding(request.headers['accept-encoding'])
}

/**
 * Data changes every 10 minutes: a minute of freshness absorbs bursts (dashboards load many
 * series at once) while revalidation with the ETag stays cheap. `X-Data-Source` lets clients
 * label demo data.
 */
export function sendCached(
  request: FastifyRequest,
  reply: FastifyReply,
  response: CachedResponse,
  sourceName: string,
  cacheControl: string,
): FastifyReply {
  void reply.headers({
    'cache-control': cacheControl,
    vary: 'Accept-Encoding',
    etag: response.etag,
    'x-data-source': sourceName,
  })
  if (matchesIfNoneMatch(request.headers['if-none-match'], response.hash)) {
    return reply.code(304).send()
  }
  if (response.coding !== 'identity') void reply.header('content-encoding', response.coding)
  return reply.type(response.contentType).send(response.body)
}
