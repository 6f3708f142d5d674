import { queryOptions, useQuery } from '@tanstack/react-query'
import { z } from 'zod'
import { planSchema, type Plan } from '@/core/plans'
import { signedInPlan } from '@/core/userPlan'
import { requestJson } from '@/lib/api/client'
import { ApiError } from '@/lib/api/apiError'
import { offlineStaleTime } from '@/lib/query/offlineStaleTime'

/** The part of the user (app.md section 3) the shell needs; the accounts feature extends it. */
export const currentUserSchema = z.object({
  uuid: z.string(),
  email: z.string(),
  firstName: z.string().default(''),
  lastName: z.string().default(''),
  plan: planSchema.default('standard'),
  trialAvailable: z.boolean().default(false),
  /** Whether the address is verified; absent from a copy kept from before the field existed. */
  emailVerified: z.boolean().optional(),
  searchAPIKey: z.string().nullable().default(null),
})
export type CurrentUser = z.infer<typeof currentUserSchema>

export type AuthStatus = 'initial' | 'authenticated' | 'unauthenticated'

/**
 * GET /v1/user/info: the user, or null for a guest (the answer without a session cookie). A 401
 * means the session cookie's session has ended: the client is already reloading with the
 * session-expired modal (sessionRevocation.ts), and meanwhile nobody is signed in.
 */
export const currentUserQuery = queryOptions({
  queryKey: ['user', 'info'],
  queryFn: async (): Promise<CurrentUser | null> => {
    try {
      return currentUserSchema.nullable().parse(await requestJson('/v1/user/info'))
    } catch (error) {
      if (error instanceof ApiError && error.status === 401) return null
      throw error
    }
  },
  staleTime: offlineStaleTime(60_000),
})

export function useCurrentUser() {
  const query = useQuery(currentUserQuery)
  const user = query.data ?? null
  const status: AuthStatus = query.isPending
    ? 'initial'
    : user
      ? 'authenticated'
      : 'unauthenticated'
  // Signed in without products is Standard, not guest (see signedInPlan).
  const plan: Plan = signedInPlan(user?.plan)
  return { user, status, plan, query }
}
