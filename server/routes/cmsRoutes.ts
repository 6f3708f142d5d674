import type { FastifyInstance } from 'fastify'
import { z } from 'zod'
import type { Asset } from '@/core/api/assets'
import type { CatalogMetric } from '@/core/api/catalog'
import { unknownChartMessage } from '@/core/charts/chartErrors'
import { chartPage, chartSidebar, findChartMetric } from '../cms/charts'
import { createCollections } from '../cms/collections'
import { parseStrapiQuery } from '../cms/parseQuery'
import { rawQueryOf } from '../http/queryString'
import { runListQuery, runSingleQuery } from '../cms/runQuery'
import { sendCacheableJson } from '../cms/sendCacheable'
import { notFound } from '../http/httpError'
import { contentRouteSchemas as schemas } from '../routeSchemas/contentSchemas'

export interface CmsRoutesOptions {
  /** The metric catalog (server/demo/catalog.ts for the demo dataset). */
  catalog: readonly CatalogMetric[]
  assets: readonly Asset[]
  clock?: () => number
}

const pathSegment = z.string().min(1).max(100)

/**
 * The content service (no auth) in the shape of a Strapi v5 REST API; docs/api.md, "Content
 * management and blog". Collections are in memory: the catalog from the metric definitions,
 * editorial content from server/cms/content. Scheduled content appears at its `publishAt`.
 */
export async function cmsRoutes(app: FastifyInstance, options: CmsRoutesOptions): Promise<void> {
  const clock = options.clock ?? Date.now
  const collections = createCollections(options.catalog, options.assets)
  const knownAssets = new Set(options.assets.map((asset) => asset.symbol))
  const catalog = collections['catalog-metrics']

  for (const [name, collection] of Object.entries(collections)) {
    app.get(`/cms/${name}`, { schema: schemas.collection(name) }, async (request, reply) =>
      sendCacheableJson(
        request,
        reply,
        runListQuery(
          collection.spec,
          collection.documents(clock()),
          parseStrapiQuery(rawQueryOf(request.url)),
        ),
      ),
    )
  }

  const catalogMetricRoute = { schema: schemas.catalogMetric }
  app.get('/cms/catalog-metrics/:metricCode', catalogMetricRoute, async (request, reply) => {
    const { metricCode } = z.object({ metricCode: pathSegment }).parse(request.params)
    const query = parseStrapiQuery(rawQueryOf(request.url))
    const metric = catalog?.documents(clock()).find((entry) => entry.metricCode === metricCode)
    if (catalog === undefined || metric === undefined) {
      throw notFound(`Unknown metric code: ${metricCode}`)
    }
    return sendCacheableJson(request, reply, runSingleQuery(catalog.spec, metric, query))
  })

  const checkAsset = (asset: string) => {
    if (!knownAssets.has(asset)) throw notFound(`Unknown asset: ${asset}`)
  }

  // Static segments win over parameters in Fastify's router: sidebar-v2 is never a chart id.
  const chartSidebarRoute = { schema: schemas.chartSidebar }
  app.get('/cms/charts/sidebar-v2/:asset', chartSidebarRoute, async (request, reply) => {
    const { asset } = z.object({ asset: pathSegment }).parse(request.params)
    checkAsset(asset)
    return sendCacheableJson(request, reply, {
      data: chartSidebar(options.catalog, asset),
      meta: {},
    })
  })

  app.get('/cms/charts/:id/:asset', { schema: schemas.chartPage }, async (request, reply) => {
    const { id, asset } = z.object({ id: pathSegment, asset: pathSegment }).parse(request.params)
    checkAsset(asset)
    const page = chartPage(options.catalog, id, asset)
    if (page === undefined) {
      throw notFound(
        findChartMetric(options.catalog, id) !== undefined
          ? `Chart ${id} is not available for asset ${asset}`
          : unknownChartMessage(id),
      )
    }
    return sendCacheableJson(request, reply, { data: page, meta: {} })
  })
}
