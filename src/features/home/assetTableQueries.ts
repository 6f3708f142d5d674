import { queryOptions, type QueryClient } from '@tanstack/react-query'
import { assetListResponseSchema, type AssetListResponse } from '@/core/api/assetList'
import { assetTagDocumentSchema, strapiListSchema } from '@/core/api/cms'
import { assetTableGcMs, assetTableStaleMs } from '@/core/constants'
import { requestJson } from '@/lib/api/client'
import { assetListParams, defaultAssetTableTab, type AssetListParams } from './assetTableTabs'

/** A row as the table keeps it: the asset's name and symbol, not its whole entity. */
export interface AssetTableRow {
  symbol: string
  name: string
  position: number
  data: AssetListResponse['data'][number]['data']
}

export interface AssetTablePage {
  rows: AssetTableRow[]
  total: number
}

/**
 * Only what the table shows is kept: pages are persisted with the query cache for offline use,
 * and each row's Asset entity would multiply their size.
 */
export function toAssetTablePage(response: AssetListResponse): AssetTablePage {
  return {
    rows: response.data.map((row) => ({
      symbol: row.asset.symbol,
      name: row.asset.name,
      position: row.position,
      data: row.data,
    })),
    total: response.meta.pagination.total,
  }
}

/** GET /v1/asset-list/assets for one tab, tag and page (app.md section 9: its own cache times). */
export function assetListQuery(params: AssetListParams) {
  return queryOptions({
    queryKey: ['asset-list', params] as const,
    queryFn: async ({ signal }) =>
      toAssetTablePage(
        assetListResponseSchema.parse(
          await requestJson('/v1/asset-list/assets', { query: params, signal }),
        ),
      ),
    staleTime: assetTableStaleMs,
    gcTime: assetTableGcMs,
  })
}

const assetTagListSchema = strapiListSchema(assetTagDocumentSchema)

/** GET /cms/asset-tags: the filter chips, in their position order. */
export const assetTagsQuery = queryOptions({
  queryKey: ['cms', 'asset-tags'],
  queryFn: async () =>
    assetTagListSchema
      .parse(await requestJson('/cms/asset-tags', { query: { 'pagination[pageSize]': 100 } }))
      .data.toSorted((a, b) => a.position - b.position),
})

/** Started by the home route so the first table loads alongside the page's code. */
export function prefetchHomeTable(queryClient: QueryClient): void {
  void queryClient.prefetchQuery(
    assetListQuery(assetListParams(defaultAssetTableTab, undefined, 1)),
  )
  void queryClient.prefetchQuery(assetTagsQuery)
}
