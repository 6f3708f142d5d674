import { queryOptions, type QueryClient } from '@tanstack/react-query'
import {
  dashboardCategoryListSchema,
  dashboardDocumentSchema,
  dashboardListSchema,
  dashboardPresetCatalogSchema,
  dashboardPresetListSchema,
  type DashboardDocument,
} from '@/core/api/dashboards'
import { requestJson } from '@/lib/api/client'
import { revalidateDocument } from '@/lib/query/revalidateDocument'

/*
 * Dashboards (/v1/dashboards, app.md section 7) as query factories. Every key starts with
 * "dashboards" so a write can refresh the lot with one invalidation.
 */

export const dashboardsKey = ['dashboards'] as const

/**
 * GET /v1/dashboards/{id}: a dashboard by uuid (anyone's, shared by link) or a preset by slug.
 * `asset` is the address's `a`, which a preset that follows the asset is built for.
 */
export function dashboardQuery(id: string, asset?: string) {
  return queryOptions({
    queryKey: [...dashboardsKey, 'dashboard', id.toLowerCase(), asset ?? null] as const,
    queryFn: async ({ signal }) =>
      dashboardDocumentSchema.parse(
        await requestJson(`/v1/dashboards/${encodeURIComponent(id)}`, {
          query: { a: asset },
          signal,
        }),
      ),
  })
}

/**
 * The user's dashboard as the server has it now, before an edit starts: a 304 keeps the copy
 * held, a newer version is read (lib/query/revalidateDocument.ts).
 */
export function revalidateDashboard(
  queryClient: QueryClient,
  uuid: string,
  asset?: string,
): Promise<DashboardDocument | undefined> {
  return revalidateDocument<DashboardDocument>(
    queryClient,
    dashboardQuery(uuid, asset).queryKey,
    `/v1/dashboards/${encodeURIComponent(uuid)}`,
  )
}

/** GET /v1/dashboards: the signed-in user's dashboards, newest first. */
export const dashboardListQuery = queryOptions({
  queryKey: [...dashboardsKey, 'list'] as const,
  queryFn: async ({ signal }) =>
    dashboardListSchema.parse(await requestJson('/v1/dashboards', { signal })).data,
})

/** GET /v1/dashboards/categories: "uncategorized" first, then the user's by name. */
export const dashboardCategoriesQuery = queryOptions({
  queryKey: [...dashboardsKey, 'categories'] as const,
  queryFn: async ({ signal }) =>
    dashboardCategoryListSchema.parse(await requestJson('/v1/dashboards/categories', { signal }))
      .data,
})

/** GET /v1/dashboards/presets?asset=: the starter dashboards offered for an asset. */
export function dashboardPresetsQuery(asset: string) {
  return queryOptions({
    queryKey: [...dashboardsKey, 'presets', asset] as const,
    queryFn: async ({ signal }) =>
      dashboardPresetListSchema.parse(
        await requestJson('/v1/dashboards/presets', { query: { asset }, signal }),
      ).data,
  })
}

/** GET /v1/dashboards/research-presets?asset=: the research dashboards of an asset. */
export function researchPresetsQuery(asset: string) {
  return queryOptions({
    queryKey: [...dashboardsKey, 'research-presets', asset] as const,
    queryFn: async ({ signal }) =>
      dashboardPresetListSchema.parse(
        await requestJson('/v1/dashboards/research-presets', { query: { asset }, signal }),
      ).data,
  })
}

/** GET /v1/dashboards/presets/v2: every preset, grouped for the dashboards page. */
export const presetCatalogQuery = queryOptions({
  queryKey: [...dashboardsKey, 'presets-v2'] as const,
  queryFn: async ({ signal }) =>
    dashboardPresetCatalogSchema.parse(await requestJson('/v1/dashboards/presets/v2', { signal }))
      .data,
})
