import type { BillingInfo, Invoice } from '@/core/api/payments'
import type { Subscription, Transaction } from '../repositories/billingRepository'

const liveStatuses = new Set<Subscription['status']>(['active', 'trialing', 'past_due', 'paused'])

/** The subscription billing settings are about: the newest one not yet over, else the newest. */
export function currentSubscription(
  subscriptions: readonly Subscription[],
): Subscription | undefined {
  return subscriptions.find((s) => liveStatuses.has(s.status)) ?? subscriptions[0]
}

/** GET /payments/v1/customer/billing_info, from the user's own rows only. */
export function toBillingInfo(
  subscription: Subscription | undefined,
  transactions: readonly Transaction[],
): BillingInfo {
  if (subscription === undefined) {
    return {
      plan: null,
      billingCycle: null,
      canceled: false,
      currentPeriodEnd: null,
      card: null,
      nextPayment: null,
      paymentMethod: null,
      provider: null,
    }
  }
  const canceled = subscription.status === 'canceled' || subscription.canceledAt !== null
  const paid = transactions.find(
    (t) => t.subscriptionId === subscription.id && t.paymentMethod !== null,
  )
  const nextDate = subscription.nextBilledAt
  return {
    plan: subscription.plan,
    billingCycle: subscription.cycle,
    canceled,
    currentPeriodEnd: subscription.currentPeriodEnd,
    card: paid?.card ?? null,
    nextPayment:
      canceled || nextDate === null
        ? null
        : { amount: subscription.amount, currency: subscription.currency, date: nextDate },
    paymentMethod: paid?.paymentMethod ?? null,
    provider: 'paddle',
  }
}

export function toInvoice(t: Transaction): Invoice {
  return {
    id: t.id,
    invoiceNumber: t.invoiceNumber,
    status: t.status,
    amount: t.total,
    currency: t.currency,
    createdAt: t.createdAt,
  }
}
