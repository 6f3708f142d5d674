import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import type { MetadataApi } from '../metadata/metadataApi'
import type { CachedResponse } from '../metrics/responseCache'
import { callerOf, codingOf } from './metricsRoutes'
import { metricRouteSchemas } from '../routeSchemas/metricSchemas'

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

  app.get(
    '/v1/metadata/assets',
    { ...routeOptions, schema: metricRouteSchemas.metadataAssets },
    async (request, reply) =>
      send(request, reply, api.assets(request.query, codingOf(request), callerOf(request))),
  )

  app.get(
    '/v1/metadata/metric',
    { ...routeOptions, schema: metricRouteSchemas.metadataMetric },
    async (request, reply) =>
      send(request, reply, api.metric(request.query, codingOf(request), callerOf(request))),
  )

  app.get(
    '/v1/metadata/metrics',
    { ...routeOptions, schema: metricRouteSchemas.metadataMetrics },
    async (request, reply) =>
      send(request, reply, api.metrics(request.query, codingOf(request), callerOf(request))),
  )

  app.get(
    '/v1/metadata/metric/stats',
    { ...routeOptions, schema: metricRouteSchemas.metadataStats },
    async (request, reply) =>
      send(request, reply, api.stats(request.query, codingOf(request), callerOf(request))),
  )
}
