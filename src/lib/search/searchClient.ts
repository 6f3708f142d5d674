import { createMemoryCache, createNullCache, type Host } from '@algolia/client-common'
import { createFetchRequester } from '@algolia/requester-fetch'
import { liteClient, type LiteClient } from 'algoliasearch/lite'
import type { SearchClientConfig } from '@/core/api/search'

/**
 * What the overlay searches with: the service's configuration (client config `search`) and the
 * key of whoever is looking (a signed-in user's secured `searchAPIKey`, else the public
 * search-only key). The key decides what can be found; nothing in the app does.
 */
export interface SearchSetup {
  config: SearchClientConfig
  apiKey: string
  client: LiteClient
  /** Whose offline copy of the records answers without a network: a user's uuid, or `guest`. */
  owner?: string
}

/**
 * The app's own origin as the client's only host when the service is embedded (host null);
 * otherwise the client's Algolia defaults. `readWrite` so the Insights client (a write) may use
 * it too.
 */
export function searchHosts(config: SearchClientConfig): Host[] | undefined {
  if (config.host !== null) return undefined
  return [
    {
      url: window.location.host,
      protocol: window.location.protocol === 'http:' ? 'http' : 'https',
      accept: 'readWrite',
    },
  ]
}

/**
 * The transport both clients share, the same in the browser and under test (the package's
 * browser build would pick XMLHttpRequest, its Node build an http agent): fetch; the key and
 * application id as query parameters, so a request stays a simple one without a preflight; no
 * response cache, so a dashboard created a moment ago is found by a term already searched; a 429
 * fails at once (the client's default waits out `Retry-After` three times, up to half a minute
 * of "Searching…" for a term the user has long changed), so the overlay can say so.
 */
export function transportOptions(config: SearchClientConfig) {
  const hosts = searchHosts(config)
  return {
    ...(hosts ? { hosts } : {}),
    requester: createFetchRequester(),
    authMode: 'WithinQueryParameters' as const,
    requestIdChannel: 'queryParameters' as const,
    maxRateLimitRetries: 0,
    responsesCache: createNullCache(),
    requestsCache: createMemoryCache({ serializable: false }),
    hostsCache: createMemoryCache(),
    // The embedded service shares a busy server with everything else: more than Algolia's 1 s / 2 s.
    timeouts: { connect: 2_000, read: 5_000, write: 30_000 },
  }
}

export function createSearchClient(config: SearchClientConfig, apiKey: string): LiteClient {
  return liteClient(config.appId, apiKey, transportOptions(config))
}

/**
 * A 429 from the search service (algoliasearch's ApiError): this key and address sent too many
 * searches (docs/search.md, "Limits"). Not a fault to report: the overlay asks to wait a moment.
 */
export function isRateLimited(error: unknown): boolean {
  return (
    error instanceof Error &&
    error.name === 'ApiError' &&
    (error as Error & { status?: unknown }).status === 429
  )
}
