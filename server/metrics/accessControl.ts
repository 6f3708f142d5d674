import {
  allowedPlansForTier,
  canReadTier,
  minimumPlanForTier,
  rateLimits,
  upgradeMessage,
} from '@/core/metricAccess'
import type { MetricTier } from '@/core/api/metrics'
import type { Plan } from '@/core/plans'
import { forbidden, tooManyRequests } from '../http/httpError'
import type { MetricAuthorizer, MetricCaller } from './authorize'
import { RateLimiter } from './rateLimiter'

/**
 * The caller's plan. Accounts and API keys arrive in a later change; until then nobody can prove
 * a plan, so every caller is a guest (tier 1 metrics only, the guest rate limit). This is the one
 * place that changes when keys are checked.
 */
export function resolveCallerPlan(caller: MetricCaller): Plan {
  void caller
  return 'guest'
}

/** The rate limiter's key: the API key when one is sent, else the client address. */
export function rateLimitKey(caller: MetricCaller): string {
  return caller.apiKey !== undefined ? `key:${caller.apiKey}` : `ip:${caller.ip ?? 'unknown'}`
}

export interface MetricAccessOptions {
  /** Wall clock in milliseconds (the app's injected clock). */
  clock: () => number
  /** Most callers tracked at once (RateLimiter's default when omitted). */
  maxKeys?: number
}

/**
 * Plan gating and rate limits of the series endpoint (app.md sections 6 and 8): every request
 * takes a token first, so refused requests count too; then a metric above the caller's plan is
 * answered 403 with the plans that unlock it.
 */
export function createMetricAccess(options: MetricAccessOptions): MetricAuthorizer {
  const limiter = new RateLimiter(options.clock, options.maxKeys)
  return (descriptor, caller) => {
    const plan = resolveCallerPlan(caller)
    const wait = limiter.take(rateLimitKey(caller), rateLimits[plan])
    if (wait > 0) throw tooManyRequests(wait)
    assertPlanReads(plan, descriptor.tier)
  }
}

/** 403 with the plans that unlock the tier when `plan` is below it (app.md sections 6 and 8). */
export function assertPlanReads(plan: Plan, tier: MetricTier): void {
  if (!canReadTier(plan, tier)) {
    throw forbidden(upgradeMessage(minimumPlanForTier(tier)), allowedPlansForTier(tier))
  }
}
