import type { MetricTier } from './api/metrics'
import { planLabel, planRank, plans, type Plan } from './plans'

/*
 * Who may read which metric, and how often. Shared by the server (403 and 429 answers) and the
 * app (lock icons, upgrade prompts), so both draw the line in the same place.
 *
 * Tiers follow the plan descriptions of app.md section 1: tier 1 is the "fundamental network and
 * market metrics" of Standard; tiers 2 and 2.1 are Advanced ("Get access to T2 metrics on the
 * advanced plan", section 6); tier 3 is Professional. Tier 1 is also open to guests: the public
 * home page and the default charts (BTC active addresses, price) are tier 1 and must work before
 * anyone signs in.
 */
const minimumPlans: Record<`${MetricTier}`, Plan> = {
  '1': 'guest',
  '2': 'advanced',
  '2.1': 'advanced',
  '3': 'professional',
}

/** The cheapest plan that reads metrics of `tier`. */
export function minimumPlanForTier(tier: MetricTier): Plan {
  return minimumPlans[`${tier}`]
}

/** Every plan that reads metrics of `tier`, ascending (a 403's `allowed_plans`). */
export function allowedPlansForTier(tier: MetricTier): Plan[] {
  const minimum = planRank(minimumPlanForTier(tier))
  return plans.filter((plan) => planRank(plan) >= minimum)
}

export function canReadTier(plan: Plan, tier: MetricTier): boolean {
  return planRank(plan) >= planRank(minimumPlanForTier(tier))
}

/** Whether anyone, signed in or not, may read the tier (its answers may be cached publicly). */
export function isOpenTier(tier: MetricTier): boolean {
  return minimumPlanForTier(tier) === 'guest'
}

/**
 * What the app does about a metric's series before asking for it: read it, wait until the
 * viewer's plan is known (undefined: the user is still loading), or show it locked with the plans
 * that open it, without a request the server would refuse with 403. Tier 1 is read at once, by
 * anyone.
 */
export type MetricReadDecision =
  { kind: 'read' } | { kind: 'wait' } | { kind: 'locked'; allowedPlans: Plan[] }

export function metricReadDecision(plan: Plan | undefined, tier: MetricTier): MetricReadDecision {
  if (isOpenTier(tier) || (plan !== undefined && canReadTier(plan, tier))) return { kind: 'read' }
  if (plan === undefined) return { kind: 'wait' }
  return { kind: 'locked', allowedPlans: allowedPlansForTier(tier) }
}

/** The 403 message of app.md section 6: `Forbidden: Please upgrade to the Advanced plan.` */
export function upgradeMessage(plan: Plan): string {
  return `Forbidden: Please upgrade to the ${planLabel(plan)} plan.`
}

export interface RateLimit {
  /** Requests allowed in a burst, and refilled evenly over `windowSeconds`. */
  requests: number
  windowSeconds: number
}

/**
 * Series requests per caller (API key, else client address). A dashboard loads a dozen series at
 * once and the home page about twenty, so even guests get room for several page loads a minute.
 */
export const rateLimits: Readonly<Record<Plan, RateLimit>> = {
  guest: { requests: 120, windowSeconds: 60 },
  standard: { requests: 300, windowSeconds: 60 },
  advanced: { requests: 600, windowSeconds: 60 },
  professional: { requests: 1200, windowSeconds: 60 },
  professional_ml: { requests: 1200, windowSeconds: 60 },
}
