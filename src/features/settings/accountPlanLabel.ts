import { planLabel, type Plan } from '@/core/plans'

/**
 * The server gives a signed-in account without a subscription the plan `guest` (no products),
 * which the spec reserves for visitors who are not signed in; such an account is shown as having
 * no paid plan rather than as a guest.
 */
export function accountPlanLabel(plan: Plan): string {
  return plan === 'guest' ? 'No paid plan' : planLabel(plan)
}
