import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { useEffect } from 'react'
import { searchDebounceMs } from '@/core/api/search'
import { analytics } from '@/lib/analytics/analytics'
import { reportError } from '@/lib/errors/errorReporting'
import type { SearchSetup } from '@/lib/search/searchClient'
import { countsForAnalytics, searchQueryOptions, type SearchTab } from '@/lib/search/searchQuery'
import { useDebouncedValue } from './useDebouncedValue'

/**
 * The results for what is typed (app.md section 4): asked for once the term has held still for
 * 300 ms, again on a tab change, and only while the overlay is open. The previous answer stays
 * on screen while the next one loads; a failure is reported and clears it.
 */
export function useSearchResults(
  setup: SearchSetup | null,
  open: boolean,
  term: string,
  tab: SearchTab,
) {
  const settled = useDebouncedValue(term.trim(), searchDebounceMs)
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
