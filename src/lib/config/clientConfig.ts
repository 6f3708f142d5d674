import { queryOptions, type QueryClient } from '@tanstack/react-query'
import { clientConfigSchema, type ClientConfig } from '@/core/api/clientConfig'
import { requestJson } from '@/lib/api/client'

/**
 * Everything off. A function, not a module-level value: a parse at import time could run before
 * the app's zod configuration (jitless, for the CSP) when the bundler orders chunks differently.
 */
export function defaultClientConfig(): ClientConfig {
  return clientConfigSchema.parse({})
}

/**
 * GET /v1/client-config as a query, so pages that act on it (the checkout picks its provider
 * from it) read it from the cache. A failure stays a failure here rather than the defaults:
 * caching "no Paddle" would send a Paddle deployment's buyers to a sandbox it does not serve.
 */
export const clientConfigQuery = queryOptions({
  queryKey: ['client-config'],
  queryFn: loadClientConfig,
})

let loaded: Promise<ClientConfig> | undefined

/**
 * One request per page for the configuration, shared by the query cache and code outside React
 * (the sign-in client); it does not change while the page lives (but for reloadClientConfig).
 * A failure is not kept, so the next caller asks again.
 */
export function loadClientConfig(): Promise<ClientConfig> {
  loaded ??= requestJson('/v1/client-config')
    .then((body) => clientConfigSchema.parse(body))
    .catch((error: unknown) => {
      loaded = undefined
      throw error
    })
  return loaded
}

/**
 * The configuration asked for again, past the page's copy: the search service refused the
 * guests' key it holds (a server whose keys changed), so the server may hold another now.
 */
export function reloadClientConfig(queryClient: QueryClient): Promise<ClientConfig> {
  loaded = undefined
  return queryClient.fetchQuery({ ...clientConfigQuery, staleTime: 0 })
}

/**
 * The server's public configuration, through the query cache when given one; offline or on
 * failure every optional service stays off.
 */
export async function fetchClientConfig(queryClient?: QueryClient): Promise<ClientConfig> {
  const request = queryClient ? queryClient.fetchQuery(clientConfigQuery) : loadClientConfig()
  return request.catch(() => defaultClientConfig())
}
