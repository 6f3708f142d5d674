import { queryOptions } from '@tanstack/react-query'
import { chartPageSchema, chartSidebarSchema, strapiSingleSchema } from '@/core/api/cms'
import { assetListSchema, metricMetadataSchema } from '@/core/api/metricsMetadata'
import { requestJson } from '@/lib/api/client'

/** GET /cms/charts/{id}/{asset}: the chart's catalog metrics and default configuration. */
export function chartPageQuery(id: string, asset: string) {
  return queryOptions({
    queryKey: ['chart-page', id, asset] as const,
    queryFn: async () =>
      strapiSingleSchema(chartPageSchema).parse(
        await requestJson(`/cms/charts/${encodeURIComponent(id)}/${encodeURIComponent(asset)}`),
      ).data,
  })
}

/** GET /cms/charts/sidebar-v2/{asset}: the metric sidebar, grouped by category. */
export function chartSidebarQuery(asset: string) {
  return queryOptions({
    queryKey: ['chart-sidebar', asset] as const,
    queryFn: async () =>
      strapiSingleSchema(chartSidebarSchema).parse(
        await requestJson(`/cms/charts/sidebar-v2/${encodeURIComponent(asset)}`),
      ).data,
  })
}

/** GET /v1/metadata/metric: the values each request parameter may take for the asset. */
export function metricMetadataQuery(code: string, asset: string) {
  return queryOptions({
    queryKey: ['metric-metadata', code, asset] as const,
    queryFn: async () =>
      metricMetadataSchema.parse(
        await requestJson('/v1/metadata/metric', { query: { code, a: asset } }),
      ),
  })
}

/** GET /v1/metrics/assets: every asset the metrics cover, in the source's order. */
export const assetsQuery = queryOptions({
  queryKey: ['metric-assets'] as const,
  queryFn: async ({ signal }) =>
    assetListSchema.parse(await requestJson('/v1/metrics/assets', { signal })),
})
