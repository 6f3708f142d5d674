import { queryOptions } from '@tanstack/react-query'
import { requestJson } from '@/lib/api/client'
import {
  dashboardCategoryListSchema,
  dashboardDocumentSchema,
  dashboardListSchema,
  dashboardPresetListSchema,
} from '@/core/api/dashboards'

/*
 * The sidebar's reads of /v1/dashboards (app.md section 7) as query factories. Every key starts
 * with "dashboards" so a write can refresh the lot with one invalidation. Minimal on purpose: the
 * dashboard page's own factories (src/lib/dashboards) take their place once both are merged.
 */

export const dashboardsKey = ['dashboards'] as const

/** GET /v1/dashboards: the signed-in user's dashboards, newest first. */
export const dashboardListQuery = queryOptions({
  queryKey: [...dashboardsKey, 'list'] as const,
  queryFn: async ({ signal }) =>
    dashboardListSchema.parse(await requestJson('/v1/dashboards', { signal })).data,
})

/** GET /v1/dashboards/categories: the user's dashboard categories. */
export const dashboardCategoriesQuery = queryOptions({
  queryKey: [...dashboardsKey, 'categories'] as const,
  queryFn: async ({ signal }) =>
    dashboardCategoryListSchema.parse(await requestJson('/v1/dashboards/categories', { signal }))
      .data,
})

/** GET /v1/dashboards/{id}: one dashboard with its version, read before a move. */
export function dashboardDocumentQuery(uuid: string) {
  return queryOptions({
    queryKey: [...dashboardsKey, 'document', uuid.toLowerCase()] as const,
    queryFn: async ({ signal }) =>
      dashboardDocumentSchema.parse(
        await requestJson(`/v1/dashboards/${encodeURIComponent(uuid)}`, { signal }),
      ),
  })
}

/** GET /v1/dashboards/presets?asset=: the read-only starter dashboards offered for an asset. */
export function dashboardPresetsQuery(asset: string) {
  return queryOptions({
    queryKey: [...dashboardsKey, 'presets', asset.toUpperCase()] as const,
    queryFn: async ({ signal }) =>
      dashboardPresetListSchema.parse(
        await requestJson('/v1/dashboards/presets', { query: { asset }, signal }),
      ).data,
  })
}
