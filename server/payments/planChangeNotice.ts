import { planLabel, planRank, type Plan } from '@/core/plans'
import type { NewUserNotification } from '../repositories/userNotificationsRepository'

/** The notification for a plan that changed through billing; none when it stayed the same. */
export function planChangeNotice(before: Plan, after: Plan): NewUserNotification | undefined {
  if (before === after) return undefined
  if (planRank(after) > planRank(before)) {
    return {
      kind: 'plan_changed',
      title: `Your plan is now ${planLabel(after)}`,
      body: `Everything in ${planLabel(after)} is unlocked. Billing details are in your settings.`,
      link: '/settings/billing',
    }
  }
  return {
    kind: 'plan_changed',
    title: `Your ${planLabel(before)} plan has ended`,
    body: `You are on the ${planLabel(after)} plan now. You can upgrade again at any time.`,
    link: '/pricing',
  }
}
