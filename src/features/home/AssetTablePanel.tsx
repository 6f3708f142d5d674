import { useQuery } from '@tanstack/react-query'
import type { AssetTag } from '@/core/api/assets'
import { EmptyState } from '@/lib/ui/EmptyState'
import { AssetTableError } from './AssetTableError'
import { AssetTableGrid } from './AssetTableGrid'
import { AssetTablePager } from './AssetTablePager'
import { displayRow } from './assetRowDisplay'
import { assetListQuery } from './assetTableQueries'
import {
  assetListParams,
  pageCount,
  type AssetListParams,
  type AssetTableTab,
} from './assetTableTabs'
import { usePrefetchNeighbours } from './usePrefetchNeighbours'

/** One tab's table: its rows for the tag and page, or their loading, empty or failed state. */
export function AssetTablePanel({
  tab,
  tag,
  page,
  onPage,
}: {
  tab: AssetTableTab
  /** The tag filter: its API name and its label. */
  tag: { name: AssetTag; label: string } | undefined
  page: number
  onPage: (page: number) => void
}) {
  const params = assetListParams(tab, tag?.name, page)
  const query = useQuery({
    ...assetListQuery(params),
    // Another page of the same tab and tag keeps the rows (and the pager, with the focus on
    // it) on screen until the new page arrives; another tab or tag starts from placeholders.
    placeholderData: (previous, previousQuery) =>
      previousQuery && samePages(previousQuery.queryKey[1], params) ? previous : undefined,
  })
  usePrefetchNeighbours(tab, tag?.name, page, query.isSuccess && !query.isPlaceholderData)

  if (query.isError && !query.data) {
    return <AssetTableError error={query.error} onRetry={() => void query.refetch()} />
  }
  if (query.data && query.data.rows.length === 0) {
    return (
      <EmptyState title="No assets">
        {tag && <p>No assets under category {tag.label}.</p>}
      </EmptyState>
    )
  }
  const rows = query.data?.rows.map((row) => displayRow(row, tab))
  return (
    <>
      <AssetTableGrid tab={tab} rows={rows} busy={query.isPlaceholderData} />
      {query.data && pageCount(query.data.total) > 1 && (
        <AssetTablePager page={page} pageCount={pageCount(query.data.total)} onPage={onPage} />
      )}
    </>
  )
}

function samePages(a: AssetListParams, b: AssetListParams): boolean {
  return a.metrics === b.metrics && a.asset_tag === b.asset_tag
}
