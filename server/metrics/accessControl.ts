import {
  allowedPlansForTier,
  canReadTier,
  minimumPlanForTier,
  rateLimits,
  type RateLimit,
} from '@/core/metricAccess'
import { forbiddenText } from '@/core/permissions'
import type { MetricTier } from '@/core/api/metrics'
import type { Plan } from '@/core/plans'
import { forbidden, tooManyRequests, unauthorized } from '../http/httpError'
import type { MetricAuthorizer, MetricCaller } from './authorize'
import { RateLimiter } from './rateLimiter'

/** The plan of the user who owns an API key; undefined for a key nobody owns. */
export type ApiKeyPlanLookup = (apiKey: string) => Promise<Plan | undefined>

/**
 * The caller's plan: an API key decides when one is sent (an unknown key is refused 401, as the
 * public API does, rather than quietly downgraded to guest); else the session cookie's user;
 * else guest.
 */
export async function resolveCallerPlan(
  caller: MetricCaller,
  lookupApiKey: ApiKeyPlanLookup | undefined,
): Promise<Plan> {
  if (caller.apiKey !== undefined) {
    const plan = lookupApiKey === undefined ? undefined : await lookupApiKey(caller.apiKey)
    if (plan === undefined) throw unauthorized('Invalid API key')
    return plan
  }
  return caller.session?.plan ?? 'guest'
}

/** The rate limiter's key: the API key when one is sent, else the signed-in user, else the address. */
export function rateLimitKey(caller: MetricCaller): string {
  if (caller.apiKey !== undefined) return `key:${caller.apiKey}`
  if (caller.session !== undefined) return `user:${caller.session.userUuid}`
  return `ip:${caller.ip ?? 'unknown'}`
}

export interface MetricAccessOptions {
  /** Wall clock in milliseconds (the app's injected clock). */
  clock: () => number
  /** Most callers tracked at once (RateLimiter's default when omitted). */
  maxKeys?: number
  /** Resolves API keys; without it every key is refused. */
  lookupApiKey?: ApiKeyPlanLookup
}

/**
 * Metadata requests have a limit of their own, the same for every plan, as the public API has
 * it (600 a minute per account): they are cheap, and an app page asks for several.
 */
export const metadataRateLimit: RateLimit = { requests: 600, windowSeconds: 60 }

/**
 * Plan gating and rate limits of the series, bulk and metadata endpoints (app.md sections 6 and
 * 8): every request takes its tokens first, so refused requests count too; then a metric above
 * the caller's plan is answered 403 with the plans that unlock it. Only an unknown API key is
 * refused before that, 401.
 */
export function createMetricAccess(options: MetricAccessOptions): MetricAuthorizer {
  const limiter = new RateLimiter(options.clock, options.maxKeys)
  const metadataLimiter = new RateLimiter(options.clock, options.maxKeys)
  return async ({ descriptor, cost = 1 }, caller) => {
    const plan = await resolveCallerPlan(caller, options.lookupApiKey)
    if (descriptor === undefined) {
      const wait = metadataLimiter.take(rateLimitKey(caller), metadataRateLimit)
      if (wait > 0) throw tooManyRequests(wait)
      return
    }
    const wait = limiter.take(rateLimitKey(caller), rateLimits[plan], cost)
    if (wait > 0) throw tooManyRequests(wait)
    assertPlanReads(plan, descriptor.tier)
  }
}

/** 403 with the plans that unlock the tier when `plan` is below it (app.md sections 6 and 8). */
export function assertPlanReads(plan: Plan, tier: MetricTier): void {
  if (!canReadTier(plan, tier)) {
    throw forbidden(forbiddenText(minimumPlanForTier(tier)), allowedPlansForTier(tier))
  }
}
