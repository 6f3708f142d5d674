import { classifyFailure } from '@/lib/api/statusHandling'

/** The parts of a query result a screen's state is read from. */
export interface ReadQuery {
  data: unknown
  isPending: boolean
  error: Error | null
  refetch: () => Promise<unknown>
}

/**
 * What a screen reading some queries shows (docs/offline.md). A query with data shows it, also
 * when its last refresh failed (offline, or the server down): a failed refresh never hides what
 * was on screen. Only while a query has no data at all is the screen loading, or failed: offline
 * when nothing answered (it needs a connection), else the error. `retry` reads the missing again.
 */
export type ReadState =
  | { kind: 'ready' }
  | { kind: 'loading' }
  | { kind: 'offline'; retry: () => void }
  | { kind: 'error'; error: Error; retry: () => void }

export function readState(...queries: ReadQuery[]): ReadState {
  const missing = queries.filter((query) => query.data === undefined)
  if (missing.length === 0) return { kind: 'ready' }
  const error = missing.find((query) => !query.isPending && query.error !== null)?.error
  // Pending, or disabled until something else is known: still loading.
  if (missing.some((query) => query.isPending) || !error) return { kind: 'loading' }
  const retry = () => {
    for (const query of missing) void query.refetch()
  }
  return classifyFailure(error) === 'network'
    ? { kind: 'offline', retry }
    : { kind: 'error', error, retry }
}

/** Whether a failure is the network's: nothing answered (offline, or the server unreachable). */
export function isNetworkFailure(error: unknown): boolean {
  return classifyFailure(error) === 'network'
}
