import { z } from 'zod'
import { requestJson } from '@/lib/api/client'

/** Public configuration the server hands the app at start; never contains secrets. */
export const clientConfigSchema = z.object({
  environment: z.string().default('development'),
  productionHost: z.string().nullable().default(null),
  sentryDsn: z.string().nullable().default(null),
  analyticsEndpoint: z.string().nullable().default(null),
})
export type ClientConfig = z.infer<typeof clientConfigSchema>

export const defaultClientConfig: ClientConfig = clientConfigSchema.parse({})

export async function fetchClientConfig(): Promise<ClientConfig> {
  try {
    return clientConfigSchema.parse(await requestJson('/v1/client-config'))
  } catch {
    // Offline or an older server: run with everything optional switched off.
    return defaultClientConfig
  }
}
