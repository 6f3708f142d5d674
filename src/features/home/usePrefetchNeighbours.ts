import { useQueryClient } from '@tanstack/react-query'
import { useEffect } from 'react'
import type { AssetTag } from '@/core/api/assets'
import { assetListQuery } from './assetTableQueries'
import { assetListParams, neighbourTabs, type AssetTableTab } from './assetTableTabs'

/**
 * Loads the tabs left and right of the current one (same tag and page) once the current one has
 * arrived: arrowing across the tabs then shows data at once, and the first table does not wait
 * behind its neighbours on the server.
 */
export function usePrefetchNeighbours(
  tab: AssetTableTab,
  tag: AssetTag | undefined,
  page: number,
  ready: boolean,
): void {
  const queryClient = useQueryClient()
  useEffect(() => {
    if (!ready) return
    for (const neighbour of neighbourTabs(tab.id)) {
      void queryClient.prefetchQuery(assetListQuery(assetListParams(neighbour, tag, page)))
    }
  }, [queryClient, tab, tag, page, ready])
}
