import type { Product } from '@/core/api/user'
import { planRank } from '@/core/plans'
import type { Subscription, Transaction } from '../repositories/billingRepository'
import type { Entitlements, User } from '../repositories/usersRepository'

/** Statuses in which a subscription grants its plan (past_due: the provider is still retrying). */
const grantingStatuses = new Set<Subscription['status']>(['active', 'trialing', 'past_due'])
/** A subscription whose latest payment was taken back grants nothing. */
const revokingStatuses = new Set<Transaction['status']>(['refunded', 'disputed'])

/**
 * What a user holds given their billing history: the plans of the subscriptions that grant,
 * the highest first (the plan is the first product), above the free Standard plan every account
 * holds. The trial is available until the first subscription; trialExpiry is the end of the latest trial. Addons and
 * downloads are not sold through checkout, so they stay as they are.
 */
export function billingEntitlements(
  user: User,
  subscriptions: readonly Subscription[],
  transactions: readonly Transaction[],
): Entitlements {
  const latestPayment = new Map<string, Transaction>()
  // Transactions come newest first: the first seen per subscription is its latest.
  for (const t of transactions) {
    if (t.subscriptionId !== null && !latestPayment.has(t.subscriptionId)) {
      latestPayment.set(t.subscriptionId, t)
    }
  }
  const granted = subscriptions.filter((s) => {
    const latest = latestPayment.get(s.id)
    return grantingStatuses.has(s.status) && !(latest && revokingStatuses.has(latest.status))
  })
  // The free Standard plan stays under whatever is bought, so a lapsed subscription leaves a
  // Standard account, never a guest.
  const products = [...new Set<Product>([...granted.map((s) => s.plan), 'standard'])].sort(
    (a, b) => planRank(b) - planRank(a),
  )
  const trialEnds = subscriptions.flatMap((s) => (s.trialEnd === null ? [] : [s.trialEnd]))
  return {
    products,
    addons: user.addons,
    allowDownloads: user.allowDownloads,
    // One free trial, and none once anything was bought: a paying customer is past trying.
    trialAvailable: user.trialAvailable && trialEnds.length === 0 && subscriptions.length === 0,
    trialExpiry: trialEnds.length === 0 ? user.trialExpiry : Math.max(...trialEnds),
  }
}
