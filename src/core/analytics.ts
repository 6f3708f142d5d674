import { z } from 'zod'
import { planSchema } from './plans'

/** Auth status as the app tracks it (app.md section 4): initial until user info loads. */
export const authStatuses = ['initial', 'authenticated', 'unauthenticated'] as const
export const authStatusSchema = z.enum(authStatuses)
export type AuthStatus = z.infer<typeof authStatusSchema>

/** Traits sent with identify calls (app.md section 3, "Analytics user traits"). */
export const userTraitsSchema = z.object({
  /** Names of the content-service feature flags that are on for this user. */
  cmsFeatures: z.array(z.string()),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  /** Milliseconds from navigation start until the app was interactive. */
  loadTime: z.number().nonnegative(),
  plan: planSchema,
  status: authStatusSchema,
  trial: z.boolean(),
  trialAvailable: z.boolean(),
  /** ISO date-time the trial ends; null when the user has no trial. */
  trialExpiry: z.string().nullable(),
  uuid: z.string(),
})
export type UserTraits = z.infer<typeof userTraitsSchema>

/**
 * Tracked event names. The product has about 58 (app.md section 7); this is the seed set the
 * app emits today, extended as features add theirs so that names stay in one place.
 */
export const analyticsEvents = [
  'page',
  'signup',
  'login',
  'logout',
  'search',
  'search_result_click',
  'chart_view',
  'chart_save',
  'chart_legend_click',
  'chart_export',
  'workbench_view',
  'dashboard_view',
  'dashboard_save',
  'pricing_view',
  'checkout_open',
  'checkout_complete',
  'checkout_close',
  'checkout_error',
  'trial_start',
  'subscription_cancel',
] as const
export const analyticsEventSchema = z.enum(analyticsEvents)
export type AnalyticsEvent = z.infer<typeof analyticsEventSchema>
