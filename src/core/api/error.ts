import { z } from 'zod'
import { planSchema } from '../plans'

/**
 * The one JSON shape of every error the API answers with. The client reads `message` for
 * toasts and `allowed_plans` (403 only) to offer the cheapest plan that unlocks the resource.
 */
export const apiErrorSchema = z.object({
  status: z.number().int(),
  error: z.string(),
  message: z.string(),
  allowed_plans: z.array(planSchema).optional(),
  /** On a 400 from a form: the message to show under each invalid field, by field name. */
  fieldErrors: z.record(z.string(), z.string()).optional(),
})

export type ApiErrorBody = z.infer<typeof apiErrorSchema>

/** Statuses the client handles explicitly (app.md section 8). */
export const handledStatuses = [200, 202, 204, 400, 401, 403, 404, 429, 500, 504] as const

/** The response header whose value `revoke_login` ends the session (app.md section 8). */
export const authCodeHeader = 'x-auth-code'
export const revokeLoginCode = 'revoke_login'
