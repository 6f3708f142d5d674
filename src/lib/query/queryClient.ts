import { QueryClient, type Query } from '@tanstack/react-query'
import type {
  PersistedClient,
  Persister,
  PersistRetryer,
} from '@tanstack/react-query-persist-client'
import { offlineKeepMs, queryGcMs, queryStaleMs } from '@/core/constants'
import { createStoragePersister } from './storagePersister'
import { offlineStaleTime } from './offlineStaleTime'

/**
 * The first part of the keys of what a signed-in user opens and edits offline (docs/offline.md):
 * who they are and their favourites ("user"), dashboards, charts ("udm"), alerts, and the catalog
 * entry a chart or dashboard tile is drawn with ("chart-page").
 */
export const offlineKeptKeys = ['user', 'dashboards', 'udm', 'alerts', 'chart-page'] as const

/**
 * Query defaults from app.md section 9: 10 minutes stale and gc, no retries, no refetch on focus.
 *
 * Offline rules on top (docs/offline.md): while the browser is offline, data a query holds is
 * not asked for again (offlineStaleTime.ts). Every query makes its first attempt even when the
 * browser says it is offline ("offlineFirst"), so the service worker can answer from what it
 * stored and a query with nothing stored fails at once with a network error, which the page
 * shows as offline with Retry, instead of waiting paused behind a spinner. And the user's own
 * data is never collected while the app runs, rather than after 10 unused minutes: a query
 * removed from memory is removed from the copy in local storage too, so a list opened an hour
 * before the app was closed would otherwise be gone when it is opened again offline. (The copy
 * itself lasts `offlineKeepMs`; a gcTime that long would overflow the browser's timer, which
 * then fires at once.)
 */
export function createQueryClient(): QueryClient {
  const client = new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: offlineStaleTime(queryStaleMs),
        gcTime: queryGcMs,
        retry: false,
        refetchOnWindowFocus: false,
        networkMode: 'offlineFirst',
      },
      mutations: { retry: false },
    },
  })
  for (const key of offlineKeptKeys) client.setQueryDefaults([key], { gcTime: Infinity })
  return client
}

/** Bump when cached query shapes change so an old cache is dropped rather than misread. */
export const queryCacheBuster = 'v1'

/**
 * Persists the query cache to local storage so the last-seen screens render offline: at most
 * once a second, and at once when the page goes away (storagePersister.ts).
 */
export function createQueryPersister(storage: Storage | undefined) {
  return createStoragePersister({
    storage,
    key: 'studio:query-cache',
    throttleMs: 1000,
    serialize: serializeQueryCache,
    retry: dropOldestQuery,
  })
}

/**
 * How the cache is kept (main.tsx): what is written, under which buster, and for how long. A
 * copy older than `offlineKeepMs` is dropped whole; a long trip offline still finds it.
 */
export function queryPersistOptions(persister: Persister) {
  return {
    persister,
    maxAge: offlineKeepMs,
    buster: queryCacheBuster,
    dehydrateOptions: { shouldDehydrateQuery: shouldPersistQuery },
  }
}

type PersistedQuery = PersistedClient['clientState']['queries'][number]

/**
 * A query whose last refresh failed (offline, or the server down) still holds the last answer
 * it had: that answer is what is written, as the success it was, so the next start shows it
 * rather than an error without its message (an Error does not survive JSON).
 */
function asLastAnswer(query: PersistedQuery): PersistedQuery {
  if (query.state.status !== 'error') return query
  return {
    ...query,
    state: { ...query.state, status: 'success', error: null, fetchStatus: 'idle' },
  }
}

export function serializeQueryCache(client: PersistedClient): string {
  const queries = client.clientState.queries.map(asLastAnswer)
  return JSON.stringify({ ...client, clientState: { ...client.clientState, queries } })
}

const isCurrentUser = (query: PersistedQuery) =>
  query.queryKey[0] === 'user' && query.queryKey[1] === 'info'

/**
 * When local storage is full, the least recently answered query is dropped and the write tried
 * again; who is signed in goes last, so a full store never turns the user into a guest offline.
 */
export const dropOldestQuery: PersistRetryer = ({ persistedClient }) => {
  const queries = persistedClient.clientState.queries
  const candidates = queries.some((query) => !isCurrentUser(query))
    ? queries.filter((query) => !isCurrentUser(query))
    : queries
  const oldest = candidates.reduce<PersistedQuery | undefined>(
    (found, query) =>
      found === undefined || query.state.dataUpdatedAt < found.state.dataUpdatedAt ? query : found,
    undefined,
  )
  if (oldest === undefined) return undefined
  return {
    ...persistedClient,
    clientState: {
      ...persistedClient.clientState,
      queries: queries.filter((query) => query !== oldest),
    },
  }
}

/**
 * Query keys never written to local storage: series are typed arrays, kept in IndexedDB; the
 * Telegram link answer holds a one-time token that links a chat to the account; search answers
 * change with every keystroke and are asked for again each time.
 */
const notPersisted = new Set<unknown>(['metric-data', 'alert-telegram', 'search'])

/**
 * Which queries are written to local storage: those with something to show, including one whose
 * last refresh failed offline (it still shows its last answer; dropping it would lose the user
 * and their lists on the next start offline). A null answer (nobody signed in) is not kept:
 * restored on the next start, it would show a person who has since logged in as a guest until
 * the refetch lands. Series are not kept either: JSON cannot hold their Float64Array columns and
 * local storage not their size.
 */
export function shouldPersistQuery(query: Query): boolean {
  return (
    query.state.data !== undefined &&
    query.state.data !== null &&
    !notPersisted.has(query.queryKey[0])
  )
}
