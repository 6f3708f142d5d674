import { z } from 'zod'

/** Plans in ascending order (app.md section 1); guest means not signed in. */
export const plans = ['guest', 'standard', 'advanced', 'professional', 'professional_ml'] as const
export const planSchema = z.enum(plans)
export type Plan = z.infer<typeof planSchema>

/** Position in the ascending order; a higher rank includes everything a lower one unlocks. */
export function planRank(plan: Plan): number {
  return plans.indexOf(plan)
}

/** Whether `plan` is at least `required`. */
export function meetsPlan(plan: Plan, required: Plan): boolean {
  return planRank(plan) >= planRank(required)
}

/**
 * The minimum plan required when a resource lists several allowed plans (for example a 403's
 * allowed_plans): the cheapest one that unlocks it. Undefined for an empty list.
 */
export function lowestPlan(allowed: readonly Plan[]): Plan | undefined {
  let lowest: Plan | undefined
  for (const plan of allowed) {
    if (lowest === undefined || planRank(plan) < planRank(lowest)) lowest = plan
  }
  return lowest
}

export function isGuest(plan: Plan): boolean {
  return plan === 'guest'
}

/** Authenticated means signed in with any plan (app.md section 1). */
export function isAuthenticated(plan: Plan): boolean {
  return plan !== 'guest'
}

/** "Advanced or professional users count as upgraded" (app.md section 6). */
export function isUpgraded(plan: Plan): boolean {
  return meetsPlan(plan, 'advanced')
}

const planLabels: Record<Plan, string> = {
  guest: 'Guest',
  standard: 'Standard',
  advanced: 'Advanced',
  professional: 'Professional',
  professional_ml: 'Professional ML',
}

export function planLabel(plan: Plan): string {
  return planLabels[plan]
}

/** Billing cycles (app.md section 1); yearly is preselected. */
export const billingCycles = ['monthly', 'yearly'] as const
export const billingCycleSchema = z.enum(billingCycles)
export type BillingCycle = z.infer<typeof billingCycleSchema>
export const defaultBillingCycle: BillingCycle = 'yearly'
