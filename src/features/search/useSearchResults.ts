import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query'
import { useEffect } from 'react'
import { analytics } from '@/lib/analytics/analytics'
import { reportError } from '@/lib/errors/errorReporting'
import type { SearchSetup } from '@/lib/search/searchClient'
import { countsForAnalytics, searchQueryOptions, type SearchTab } from '@/lib/search/searchQuery'
import { useSettledTerm } from './useSettledTerm'

/**
 * The results for what is typed (app.md section 4): asked for once the term in the store has
 * held still for 300 ms, again on a tab change, and only while `open` (the overlay shows
 * results). The previous answer stays on screen while the next one loads; a failure is reported
 * and clears it.
 */
export function useSearchResults(setup: SearchSetup | null, open: boolean, tab: SearchTab) {
  const queryClient = useQueryClient()
  // The request leaves as the debounce fires, before React renders the settled term: the
  // render's query then finds it in flight (searchQueryOptions keeps it fresh that long).
  const settled = useSettledTerm((term) => {
    const options = searchQueryOptions(setup, term, tab)
    if (open && options.enabled !== false) void queryClient.prefetchQuery(options)
  })
  const options = searchQueryOptions(setup, settled, tab)
  const query = useQuery({
    ...options,
    enabled: open && options.enabled !== false,
    placeholderData: keepPreviousData,
  })

  useEffect(() => {
    if (query.error) reportError(query.error, { during: 'search' })
  }, [query.error])

  useEffect(() => {
    if (open && setup && countsForAnalytics(settled))
      analytics.track('search', { term: settled, tab })
  }, [open, setup, settled, tab])

  return query
}
