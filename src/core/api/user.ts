import { z } from 'zod'
import { planSchema } from '../plans'

/*
 * The user calls of app.md section 7 (/v1/user/...): request bodies the server validates and the
 * answer of GET /info. Emails are compared case-insensitively, so they are normalised here, once,
 * for every caller.
 */

/** Long enough to resist guessing, short enough that scrypt never hashes megabytes. */
export const passwordMinLength = 10
export const passwordMaxLength = 200

const emailSchema = z
  .string()
  .trim()
  .toLowerCase()
  .pipe(z.email({ error: 'Enter a valid email address' }).max(254))

const nameSchema = (label: string) =>
  z
    .string()
    .trim()
    .min(1, { error: `${label} is required` })
    .max(100, { error: `${label} is at most 100 characters` })

export const signupRequestSchema = z.object({
  email: emailSchema,
  firstName: nameSchema('First name'),
  lastName: nameSchema('Last name'),
  newsletter: z.boolean().default(false),
  password: z
    .string()
    .min(passwordMinLength, {
      error: `Password must be at least ${passwordMinLength} characters`,
    })
    .max(passwordMaxLength, { error: `Password is at most ${passwordMaxLength} characters` }),
  referral: z.string().trim().max(100).optional(),
})
export type SignupRequest = z.infer<typeof signupRequestSchema>

export const loginRequestSchema = z.object({
  email: emailSchema,
  // No length rule here: a login only compares, and the rule may change after sign-up.
  password: z.string().min(1).max(passwordMaxLength),
})
export type LoginRequest = z.infer<typeof loginRequestSchema>

export const updateUserInfoSchema = z
  .object({ firstName: nameSchema('First name'), lastName: nameSchema('Last name') })
  .partial()
export type UpdateUserInfo = z.infer<typeof updateUserInfoSchema>

/** Paid plans a user can hold; guest is the absence of any. */
export const productSchema = planSchema.exclude(['guest'])
export type Product = z.infer<typeof productSchema>

/** Limit types of app.md section 3 (Alert). */
export const addonTypes = ['ALERT_LIMIT', 'API_LIMIT'] as const
export const addonSchema = z.object({
  type: z.enum(addonTypes),
  limit: z.number().int().nonnegative(),
})
export type Addon = z.infer<typeof addonSchema>

/** GET /v1/user/info: the User entity of app.md section 3, without any secret. */
export const userInfoSchema = z.object({
  uuid: z.uuid(),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  countryCode: z.string().nullable(),
  plan: planSchema,
  products: z.array(productSchema),
  addons: z.array(addonSchema),
  features: z.array(z.string()),
  allowDownloads: z.boolean(),
  trial: z.boolean(),
  trialAvailable: z.boolean(),
  /** Milliseconds since the epoch; null when no trial was ever started. */
  trialExpiry: z.number().nullable(),
  /** The address was proven (alert emails go only to a verified address). */
  emailVerified: z.boolean(),
  newsletter: z.boolean(),
  referral: z.string().nullable(),
  /** The email belongs to the operator's own domain (which domain is not shown). */
  internal: z.boolean(),
  /**
   * The user's secured search key (docs/search.md, "Keys"): public records and the user's own,
   * valid for a day and re-issued with every answer; null while the search service is off.
   */
  searchAPIKey: z.string().nullable().default(null),
})
export type UserInfo = z.infer<typeof userInfoSchema>

/**
 * The answer of GET /v1/user/info: the signed-in user, or null for a guest (a request without a
 * session cookie). A cookie whose session has ended answers 401 with `revoke_login` instead.
 */
export const userInfoAnswerSchema = userInfoSchema.nullable()

/** POST /v1/user/signup answers 201 with this; the account works once the email is verified. */
export const signupResponseSchema = z.object({ email: z.string(), verificationSent: z.boolean() })

/** POST /v1/user/generate_api_key: the only time the key is ever shown. */
export const apiKeyResponseSchema = z.object({ apiKey: z.string() })

/** GET /v1/user/api_key: whether the user has a key, and its dates; never the key itself. */
export const apiKeyStatusSchema = z.object({
  exists: z.boolean(),
  /** Milliseconds since the epoch; null without a key. */
  createdAt: z.number().nullable(),
  /** Noted at most once a minute; null when the key was never used. */
  lastUsedAt: z.number().nullable(),
})
export type ApiKeyStatus = z.infer<typeof apiKeyStatusSchema>

/** The login failure of an unverified account; the app matches "verify your email" (section 8). */
export const verifyEmailMessage =
  'Please verify your email before logging in: we sent you a new activation link'
export const invalidCredentialsMessage = 'Invalid email or password'
