import { queryOptions, type QueryClient } from '@tanstack/react-query'
import {
  chartDocumentSchema,
  chartListSchema,
  presetPageSchema,
  presetsPageSize,
  udmCategoryListSchema,
  type ChartDocument,
} from '@/core/api/udm'
import { requestJson } from '@/lib/api/client'
import { revalidateDocument } from '@/lib/query/revalidateDocument'

/*
 * The user's charts and workbenches (/v1/udm, app.md section 7) as query factories. Every key
 * starts with "udm" so a write can refresh the lot with one invalidation.
 */

export const udmKey = ['udm'] as const

/** GET /v1/udm/{id}: a chart by uuid (anyone's, shared by link) or a preset by slug. */
export function chartDocumentQuery(id: string, referrer?: string) {
  return queryOptions({
    queryKey: [...udmKey, 'chart', id.toLowerCase()] as const,
    queryFn: async ({ signal }) =>
      chartDocumentSchema.parse(
        await requestJson(`/v1/udm/${encodeURIComponent(id)}`, {
          query: { referrer },
          signal,
        }),
      ),
  })
}

/**
 * The user's chart as the server has it now, before an edit starts: a 304 keeps the copy held,
 * a newer version is read (lib/query/revalidateDocument.ts).
 */
export function revalidateChart(
  queryClient: QueryClient,
  uuid: string,
): Promise<ChartDocument | undefined> {
  return revalidateDocument<ChartDocument>(
    queryClient,
    chartDocumentQuery(uuid).queryKey,
    `/v1/udm/${encodeURIComponent(uuid)}`,
  )
}

/** GET /v1/udm: the signed-in user's charts, newest first. */
export const chartListQuery = queryOptions({
  queryKey: [...udmKey, 'list'] as const,
  queryFn: async ({ signal }) =>
    chartListSchema.parse(await requestJson('/v1/udm', { signal })).data,
})

/** GET /v1/udm/categories: the user's chart categories, by name. */
export const udmCategoriesQuery = queryOptions({
  queryKey: [...udmKey, 'categories'] as const,
  queryFn: async ({ signal }) =>
    udmCategoryListSchema.parse(await requestJson('/v1/udm/categories', { signal })).data,
})

/** GET /v1/udm/presets: every starter workbench in one page of 500. */
export const workbenchPresetsQuery = queryOptions({
  queryKey: [...udmKey, 'presets'] as const,
  queryFn: async ({ signal }) =>
    presetPageSchema.parse(
      await requestJson('/v1/udm/presets', {
        query: { page: 1, page_size: presetsPageSize },
        signal,
      }),
    ).data,
})

/** The slugs the starter workbenches open by (chartIdKind). */
export function presetSlugs(presets: readonly { slug: string | null }[]): string[] {
  return presets.flatMap((preset) => (preset.slug === null ? [] : [preset.slug]))
}
