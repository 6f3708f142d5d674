import type { Plan } from './plans'

interface NavContext {
  plan: Plan
  trialAvailable: boolean
  pathname: string
}

const professionalPlans: readonly Plan[] = ['professional', 'professional_ml']

/**
 * Upgrade is hidden for professional users, for users who still have a trial (they see Start
 * free trial instead) and on the pricing page itself (app.md section 4).
 */
export function showUpgradeButton({ plan, trialAvailable, pathname }: NavContext): boolean {
  if (plan === 'guest') return false
  if (professionalPlans.includes(plan)) return false
  if (trialAvailable) return false
  return !pathname.startsWith('/pricing')
}

/** Start free trial shows only while a trial is available; a guest can still start one. */
export function showStartTrialButton({ plan, trialAvailable }: NavContext): boolean {
  return plan === 'guest' || trialAvailable
}
