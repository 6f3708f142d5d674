import { queryOptions } from '@tanstack/react-query'
import { z } from 'zod'
import { featureFlagSchema, isFlagOn } from '@/core/featureFlags'
import { requestJson } from '@/lib/api/client'
import { localStore } from '@/lib/storage/localStore'

const responseSchema = z.object({ data: z.array(featureFlagSchema) })

/** Feature flags from the content service (no auth). */
export const featureFlagsQuery = queryOptions({
  queryKey: ['cms', 'feature-flags'],
  queryFn: async () => responseSchema.parse(await requestJson('/cms/feature-flags')).data,
})

/** Local overrides (set by support or QA under `studio:flag:{name}`) win over the service. */
export function flagOverride(name: string): boolean | undefined {
  return localStore.getBoolean(`flag:${name}`)
}

export function evaluateFlag(
  name: string,
  flags: z.infer<typeof featureFlagSchema>[] | undefined,
  userId: string | undefined,
): boolean {
  const override = flagOverride(name)
  return isFlagOn(name, {
    flags: flags ?? [],
    userId,
    overrides: override === undefined ? {} : { [name]: override },
  })
}
