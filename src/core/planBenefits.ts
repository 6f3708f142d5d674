import type { PaidPlan } from './billingCatalog'
import { meetsPlan, type Plan } from './plans'

/**
 * What each paid plan unlocks, as the thank-you page lists it after a checkout. Phrased from the
 * plan descriptions of app.md section 1 and the plan rules of section 6.
 */
export const planBenefits: Record<PaidPlan, readonly string[]> = {
  standard: [
    'Fundamental network and market metrics',
    'Charts, dashboards and favourites saved to your account',
    'Metric alerts',
  ],
  advanced: [
    'Tier 2 metrics: up-to-date on-chain indicators',
    'Futures and derivatives data',
    'Workbenches with formulas across metrics',
    'Everything in Standard',
  ],
  professional: [
    'The most advanced metrics, including tier 3',
    'API access for your organisation',
    'Everything in Advanced',
  ],
}

/**
 * Whether the plan a checkout bought is active on the account yet. The provider's webhook may
 * arrive after the checkout says it completed, so the thank-you page polls until this holds; a
 * higher plan counts too (it includes everything the bought one unlocks).
 */
export function planActivated(current: Plan | undefined, bought: PaidPlan): boolean {
  return current !== undefined && meetsPlan(current, bought)
}

/** How long the thank-you page waits for the plan before saying it may take a minute. */
export const planActivationTimeoutMs = 30_000
export const planActivationPollMs = 1_500
