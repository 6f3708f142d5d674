import type { FastifyInstance } from 'fastify'
import { createAssetListApi } from '../assetList/assetListApi'
import type { MetricSource } from '../metrics/metricSource'
import type { ApiKeyPlanLookup } from '../metrics/accessControl'
import {
  callerOf,
  codingOf,
  privateCacheControl,
  publicCacheControl,
  sendCached,
} from './metricsHttp'
import { metricRouteSchemas as schemas } from '../routeSchemas/metricSchemas'

/** GET /v1/asset-list/assets: the home page's asset table (docs/api.md, "Asset list"). */
export async function assetListRoutes(
  app: FastifyInstance,
  options: { source: MetricSource; clock?: () => number; lookupApiKey?: ApiKeyPlanLookup },
): Promise<void> {
  const api = createAssetListApi(options)
  app.get(
    '/v1/asset-list/assets',
    // Bodies are compressed once and cached, as the metrics routes do.
    { compress: false, schema: schemas.assetList },
    async (request, reply) => {
      const answer = await api.assets(request.query, codingOf(request), callerOf(request))
      const cacheControl = answer.public ? publicCacheControl : privateCacheControl
      return sendCached(request, reply, answer.response, api.sourceName, cacheControl)
    },
  )
}
