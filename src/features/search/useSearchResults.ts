import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { useEffect } from 'react'
import { analytics } from '@/lib/analytics/analytics'
import { reportError } from '@/lib/errors/errorReporting'
import { isRateLimited, type SearchSetup } from '@/lib/search/searchClient'
import { useSearchKeyRenewal } from '@/lib/search/searchKeyRenewal'
import { countsForAnalytics, searchQueryOptions, type SearchTab } from '@/lib/search/searchQuery'
import { useSettledTerm } from './useSettledTerm'

/**
 * The results for what is typed (app.md section 4): asked for once the term in the store has
 * held still for 300 ms, again on a tab change, and only while `open` (the overlay shows
 * results). The previous answer stays on screen while the next one loads; a failure is reported
 * (a 429 is not: too many searches is no fault) and clears it.
 */
export function useSearchResults(
  setup: SearchSetup | null,
  open: boolean,
  tab: SearchTab,
  renewKey: () => Promise<string | null>,
) {
  const settled = useSettledTerm()
  const options = searchQueryOptions(setup, settled, tab)
  const query = useQuery({
    ...options,
    enabled: open && options.enabled !== false,
    placeholderData: keepPreviousData,
  })

  // A refused key (a tab open past its key's day) is renewed, and the search runs again.
  const { renewing } = useSearchKeyRenewal(
    setup,
    { error: query.error, succeeded: query.isSuccess && !query.isPlaceholderData },
    renewKey,
  )

  useEffect(() => {
    // Too many searches (a 429) is the overlay's message, not a fault.
    if (query.error && !renewing && !isRateLimited(query.error)) {
      reportError(query.error, { during: 'search' })
    }
  }, [query.error, renewing])

  useEffect(() => {
    if (open && setup && countsForAnalytics(settled))
      analytics.track('search', { term: settled, tab })
  }, [open, setup, settled, tab])

  return { query, renewing }
}
