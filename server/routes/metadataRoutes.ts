import type { FastifyInstance, FastifyReply, FastifyRequest, FastifySchema } from 'fastify'
import type { MetadataApi } from '../metadata/metadataApi'
import type { CachedResponse } from '../metrics/responseCache'
import { callerOf, codingOf } from './metricsHttp'
import { metricRouteSchemas as schemas } from '../routeSchemas/metricSchemas'

/**
 * The metadata endpoints (docs/api.md, "Metadata"), registered by metricsRoutes beside the
 * series they describe. Bodies are compressed once and cached, as the series are.
 */
export function metadataRoutes(
  app: FastifyInstance,
  options: {
    api: MetadataApi
    send: (
      request: FastifyRequest,
      reply: FastifyReply,
      response: Promise<CachedResponse>,
    ) => Promise<FastifyReply>
  },
): void {
  const { api, send } = options
  const routeOptions = { compress: false as const }
  const withSchema = (schema: FastifySchema) => ({ ...routeOptions, schema })

  app.get('/v1/metadata/assets', withSchema(schemas.metadataAssets), async (request, reply) =>
    send(request, reply, api.assets(request.query, codingOf(request), callerOf(request))),
  )

  app.get('/v1/metadata/metric', withSchema(schemas.metadataMetric), async (request, reply) =>
    send(request, reply, api.metric(request.query, codingOf(request), callerOf(request))),
  )

  app.get('/v1/metadata/metrics', withSchema(schemas.metadataMetrics), async (request, reply) =>
    send(request, reply, api.metrics(request.query, codingOf(request), callerOf(request))),
  )

  app.get('/v1/metadata/metric/stats', withSchema(schemas.metadataStats), async (request, reply) =>
    send(request, reply, api.stats(request.query, codingOf(request), callerOf(request))),
  )
}
