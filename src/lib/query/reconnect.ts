import type { QueryClient } from '@tanstack/react-query'

/**
 * Back online, every query on screen that went stale while offline (offlineStaleTime.ts held it)
 * or whose last read failed reads again: an offline notice turns into its page, and a list shown
 * from the kept copy is brought up to date, without a press on Retry. TanStack Query does this
 * itself only when it saw the browser go offline, not when the app was started offline. Queries
 * already reading are left to finish.
 *
 * @returns a function that stops listening
 */
export function refetchOnReconnect(client: QueryClient, target: Window = window) {
  const onOnline = () =>
    void client.refetchQueries(
      {
        type: 'active',
        // Staleness is asked of each observer afresh: the result it holds was worked out
        // offline, when the data was held as fresh.
        predicate: (query) =>
          query.state.fetchStatus === 'idle' &&
          (query.state.status === 'error' ||
            query.observers.some(
              (observer) =>
                observer.getOptimisticResult(client.defaultQueryOptions(observer.options)).isStale,
            )),
      },
      { cancelRefetch: false },
    )
  target.addEventListener('online', onOnline)
  return () => target.removeEventListener('online', onOnline)
}
