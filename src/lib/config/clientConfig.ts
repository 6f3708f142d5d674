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
  queryFn: requestClientConfig,
})

async function requestClientConfig(): Promise<ClientConfig> {
  return clientConfigSchema.parse(await requestJson('/v1/client-config'))
}

/**
 * The server's public configuration, through the query cache when given one; offline or on
 * failure every optional service stays off.
 */
export async function fetchClientConfig(queryClient?: QueryClient): Promise<ClientConfig> {
  const request = queryClient ? queryClient.fetchQuery(clientConfigQuery) : requestClientConfig()
  return request.catch(() => defaultClientConfig())
}
