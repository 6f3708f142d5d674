import type {
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  FastifySchema,
  RouteShorthandOptions,
} from 'fastify'
import { metricPathParamsSchema } from '@/core/api/metricsQuery'
import { isOpenTier } from '@/core/metricAccess'
import { rawQueryOf } from '../http/queryString'
import { createMetadataApi } from '../metadata/metadataApi'
import { allowEveryCaller } from '../metrics/authorize'
import { createMetricsApi, type MetricsApiOptions } from '../metrics/metricsApi'
import type { CachedResponse } from '../metrics/responseCache'
import { metadataRoutes } from './metadataRoutes'
import {
  callerOf,
  codingOf,
  privateCacheControl,
  publicCacheControl,
  sendCached,
  sessionOf,
} from './metricsHttp'
import { metricRouteSchemas as schemas } from '../routeSchemas/metricSchemas'

/**
 * Metric data and metadata in the shape of the public Glassnode API (docs/api.md). Handlers only
 * translate HTTP: the API object validates, reads the source and caches; here the negotiated
 * coding goes in and cached bytes come out with their validators.
 */
export async function metricsRoutes(
  app: FastifyInstance,
  options: MetricsApiOptions & { origin?: string },
): Promise<void> {
  const api = createMetricsApi(options)
  const routeOptions: RouteShorthandOptions = {
    // Bodies are compressed once and cached (responseCache.ts); @fastify/compress would redo it
    // on every request.
    compress: false,
  }
  // Each route adds the schemas it declares (routeSchemas/metricSchemas.ts).
  const withSchema = (schema: FastifySchema) => ({ ...routeOptions, schema })

  const send = async (
    request: FastifyRequest,
    reply: FastifyReply,
    response: Promise<CachedResponse>,
    cacheControl = publicCacheControl,
  ) => {
    const cached = await response
    return sendCached(request, reply, cached, cached.dataSource ?? api.sourceName, cacheControl)
  }

  app.get('/v1/metrics/assets', withSchema(schemas.assets), async (request, reply) =>
    send(request, reply, api.assets(codingOf(request))),
  )

  app.get('/v1/metrics/endpoints', withSchema(schemas.endpoints), async (request, reply) =>
    send(request, reply, api.endpoints(codingOf(request))),
  )

  app.get('/v1/metrics/:group/:metric', withSchema(schemas.series), async (request, reply) => {
    const { group, metric } = metricPathParamsSchema.parse(request.params)
    const path = `${group}/${metric}`
    const apiKeyHeader = request.headers['x-api-key']
    // What only some plans may read must not sit in shared caches (docs/api.md, "Access").
    const tier = options.source.descriptor(path)?.tier
    return send(
      request,
      reply,
      api.series(path, request.query, {
        coding: codingOf(request),
        apiKeyHeader: typeof apiKeyHeader === 'string' ? apiKeyHeader : undefined,
        ip: request.ip,
        rawQuery: rawQueryOf(request.url),
        ...sessionOf(request),
      }),
      tier === undefined || isOpenTier(tier) ? publicCacheControl : privateCacheControl,
    )
  })

  app.get('/v1/metrics/:group/:metric/bulk', withSchema(schemas.bulk), async (request, reply) => {
    const { group, metric } = metricPathParamsSchema.parse(request.params)
    const path = `${group}/${metric}`
    const tier = options.source.descriptor(path)?.tier
    return send(
      request,
      reply,
      api.bulk(path, request.query, { coding: codingOf(request), ...callerOf(request) }),
      tier === undefined || isOpenTier(tier) ? publicCacheControl : privateCacheControl,
    )
  })

  metadataRoutes(app, {
    api: createMetadataApi({
      source: options.source,
      history: api.history,
      authorize: options.authorize ?? allowEveryCaller,
      ...(options.clock === undefined ? {} : { clock: options.clock }),
      ...(options.origin === undefined ? {} : { origin: options.origin }),
    }),
    send: (request, reply, response) => send(request, reply, response),
  })
}
