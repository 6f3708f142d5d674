import { clientConfigSchema, type ClientConfig } from '@/core/api/clientConfig'
import { requestJson } from '@/lib/api/client'

export const defaultClientConfig: ClientConfig = clientConfigSchema.parse({})

/** The server's public configuration; offline or on failure every optional service stays off. */
export async function fetchClientConfig(): Promise<ClientConfig> {
  try {
    return clientConfigSchema.parse(await requestJson('/v1/client-config'))
  } catch {
    return defaultClientConfig
  }
}
