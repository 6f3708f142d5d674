import { clientConfigSchema, type ClientConfig } from '@/core/api/clientConfig'
import { requestJson } from '@/lib/api/client'

/**
 * Everything off. A function, not a module-level value: a parse at import time could run before
 * the app's zod configuration (jitless, for the CSP) when the bundler orders chunks differently.
 */
export function defaultClientConfig(): ClientConfig {
  return clientConfigSchema.parse({})
}

/** The server's public configuration; offline or on failure every optional service stays off. */
export async function fetchClientConfig(): Promise<ClientConfig> {
  try {
    return clientConfigSchema.parse(await requestJson('/v1/client-config'))
  } catch {
    return defaultClientConfig()
  }
}
