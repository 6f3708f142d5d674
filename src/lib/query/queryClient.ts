import { QueryClient, defaultShouldDehydrateQuery, type Query } from '@tanstack/react-query'
import { createSyncStoragePersister } from '@tanstack/query-sync-storage-persister'
import { queryGcMs, queryStaleMs } from '@/core/constants'

/** Query defaults from app.md section 9: 10 minutes stale and gc, no retries, no refetch on focus. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: queryStaleMs,
        gcTime: queryGcMs,
        retry: false,
        refetchOnWindowFocus: false,
      },
      mutations: { retry: false },
    },
  })
}

/** Bump when cached query shapes change so an old cache is dropped rather than misread. */
export const queryCacheBuster = 'v1'

/** Persists the query cache to local storage so the last-seen screens render offline. */
export function createQueryPersister(storage: Storage | undefined) {
  return createSyncStoragePersister({ storage, key: 'studio:query-cache', throttleTime: 1000 })
}

/**
 * Query keys never written to local storage: series are typed arrays, kept in IndexedDB; the
 * Telegram link answer holds a one-time token that links a chat to the account; search answers
 * change with every keystroke and are asked for again each time.
 */
const notPersisted = new Set<unknown>(['metric-data', 'alert-telegram', 'search'])

/**
 * Which queries are written to local storage: the successful ones with something to show. A
 * null answer (nobody signed in) is not kept: restored on the next start, it would show a person
 * who has since logged in as a guest until the refetch lands. Series are not kept either: JSON
 * cannot hold their Float64Array columns and local storage not their size.
 */
export function shouldPersistQuery(query: Query): boolean {
  return (
    defaultShouldDehydrateQuery(query) &&
    query.state.data !== null &&
    !notPersisted.has(query.queryKey[0])
  )
}
