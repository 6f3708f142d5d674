import type { FastifyInstance } from 'fastify'
import { z } from 'zod'
import {
  presetAssetQuerySchema,
  type DashboardPresetCatalog,
  type DashboardPresetList,
} from '@/core/api/dashboards'
import { sendCacheableJson } from '../cms/sendCacheable'
import { dashboardSummary } from '@/core/api/dashboards'
import {
  dashboardPresets,
  findDashboardPreset,
  offersAsset,
  presetDocument,
  type PresetDefinition,
} from '../dashboards/presets'
import { notFound } from '../http/httpError'
import { dashboardRouteSchemas as schemas } from '../routeSchemas/documentSchemas'

const slugParamsSchema = z.object({ slug: z.string().min(1).max(200) })

/**
 * Preset and research dashboards (app.md section 7: "presets by asset, by slug, v2; research
 * presets by asset"; docs/api.md, "Dashboards"). The same for everyone: public and cacheable.
 * Each is a whole read-only document; `?asset=` / `?a=` picks the asset of the ones that follow
 * an asset and leaves out the ones not offered for it.
 */
export async function dashboardPresetRoutes(app: FastifyInstance): Promise<void> {
  const documentsFor = (type: PresetDefinition['type'], asset: string | undefined) =>
    dashboardPresets
      .filter((preset) => preset.type === type)
      .filter((preset) => asset === undefined || offersAsset(preset, asset))
      .map((preset) => presetDocument(preset, asset))

  app.get('/v1/dashboards/presets', { schema: schemas.presets }, async (request, reply) => {
    const query = presetAssetQuerySchema.parse(request.query)
    const body: DashboardPresetList = { data: documentsFor('preset', query.asset ?? query.a) }
    return sendCacheableJson(request, reply, body)
  })

  const researchPresetsRoute = { schema: schemas.researchPresets }
  app.get('/v1/dashboards/research-presets', researchPresetsRoute, async (request, reply) => {
    const query = presetAssetQuerySchema.parse(request.query)
    const body: DashboardPresetList = { data: documentsFor('research', query.asset ?? query.a) }
    return sendCacheableJson(request, reply, body)
  })

  // Every preset and research dashboard, without widgets: the dashboards page's catalogue.
  const presetCatalogRoute = { schema: schemas.presetCatalog }
  app.get('/v1/dashboards/presets/v2', presetCatalogRoute, async (request, reply) => {
    const body: DashboardPresetCatalog = {
      data: dashboardPresets.map((preset) => ({
        ...dashboardSummary(presetDocument(preset)),
        presetAssets: [...preset.assets],
        followsAsset: preset.followsAsset,
        description: preset.description,
      })),
    }
    return sendCacheableJson(request, reply, body)
  })

  app.get('/v1/dashboards/presets/:slug', { schema: schemas.preset }, async (request, reply) => {
    const { slug } = slugParamsSchema.parse(request.params)
    const query = presetAssetQuerySchema.parse(request.query)
    const asset = query.a ?? query.asset
    const preset = findDashboardPreset(slug)
    if (preset === undefined) throw notFound('Dashboard not found')
    if (asset !== undefined && !offersAsset(preset, asset)) {
      throw notFound(`This dashboard is not available for "${asset}".`)
    }
    return sendCacheableJson(request, reply, presetDocument(preset, asset))
  })
}
