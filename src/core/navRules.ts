import { isUpgraded, type Plan } from './plans'

interface NavContext {
  plan: Plan
  trialAvailable: boolean
  pathname: string
}

const professionalPlans: readonly Plan[] = ['professional', 'professional_ml']

/**
 * Whether the user's trial is open to them: the server's `trialAvailable` on the free plan only.
 * A paid plan has no use for the trial, whatever a user info kept from before says.
 */
function trialOpen({ plan, trialAvailable }: NavContext): boolean {
  return trialAvailable && !isUpgraded(plan)
}

/**
 * Upgrade is hidden for professional users, for users who still have a trial (they see Start
 * free trial instead) and on the pricing page itself (app.md section 4).
 */
export function showUpgradeButton(ctx: NavContext): boolean {
  const { plan, pathname } = ctx
  if (plan === 'guest') return false
  if (professionalPlans.includes(plan)) return false
  if (trialOpen(ctx)) return false
  return !pathname.startsWith('/pricing')
}

/**
 * Start free trial shows only while a trial is available, which is never on a paid plan; a guest
 * can still start one.
 */
export function showStartTrialButton(ctx: NavContext): boolean {
  return ctx.plan === 'guest' || trialOpen(ctx)
}
