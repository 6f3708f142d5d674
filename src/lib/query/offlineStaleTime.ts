/**
 * A query's staleTime that knows about being offline (docs/offline.md): while the browser is
 * offline, data a query holds is as fresh as it can get, so it is shown and not asked for again
 * ('static' also holds off invalidations), where a request could only fail and turn the screen's
 * copy into an error. Online, `staleMs` applies, and the reconnect (reconnect.ts) reads again
 * whatever went stale meanwhile. A query without data is asked for either way.
 */
export function offlineStaleTime(staleMs: number) {
  return (query: { state: { data: unknown } }): number | 'static' =>
    query.state.data !== undefined && !navigator.onLine ? 'static' : staleMs
}
