import { randomBytes } from 'node:crypto'
import type { CheckoutEvent, PaddleSubscription, PaddleTransaction } from '@/core/api/payments'
import { centsToMajor, trialDays, type CatalogPrice } from '@/core/billingCatalog'
import { planLabel } from '@/core/plans'

export const dayMs = 24 * 60 * 60 * 1000

/**
 * How sandbox subscriptions are told from the provider's: their ids start `sub_sandbox_` (and
 * their customers `ctm_sandbox_`); Paddle's own ids are `sub_` and a ULID. Sandbox ones are
 * cancelled and renewed by the server itself, never at Paddle.
 */
export const sandboxSubscriptionPrefix = 'sub_sandbox_'

export function isSandboxSubscription(subscriptionId: string): boolean {
  return subscriptionId.startsWith(sandboxSubscriptionPrefix)
}

export interface SandboxPurchase {
  user: { uuid: string; email: string }
  price: CatalogPrice
  trial: boolean
  card: { brand: string; last4: string; expiryMonth: number; expiryYear: number }
  now: number
}

export interface SandboxEvent {
  event_id: string
  event_type:
    | 'subscription.created'
    | 'subscription.updated'
    | 'subscription.activated'
    | 'subscription.canceled'
    | 'transaction.completed'
  occurred_at: string
  notification_id: string
  data: PaddleSubscription | PaddleTransaction
}

/**
 * What the provider would emit for a completed checkout, built the way Paddle Billing shapes it:
 * the subscription.created and transaction.completed notifications, and the checkout.completed
 * event Paddle.js hands the page. A trial subscription starts `trialing` with a zero transaction
 * and bills the price when the trial ends.
 */
export function sandboxCheckout(purchase: SandboxPurchase): {
  events: SandboxEvent[]
  completed: CheckoutEvent
} {
  const { user, price, trial, card, now } = purchase
  const periodEnd = trial ? now + trialDays * dayMs : addCycle(now, price.cycle)
  const billingCycle = {
    interval: price.cycle === 'yearly' ? 'year' : 'month',
    frequency: 1,
  } as const
  const trialPeriod = trial ? ({ interval: 'day', frequency: trialDays } as const) : null
  const unitPrice = { amount: String(price.amount), currency_code: price.currency }
  const paddlePrice = {
    id: price.priceId,
    billing_cycle: billingCycle,
    trial_period: trialPeriod,
    unit_price: unitPrice,
  }
  const customData = { clientReferenceId: user.uuid }
  const customerId = sandboxCustomerId(user.uuid)
  const period = { starts_at: iso(now), ends_at: iso(periodEnd) }
  const total = trial ? 0 : price.amount
  const paddleCard = {
    type: card.brand,
    last4: card.last4,
    expiry_month: card.expiryMonth,
    expiry_year: card.expiryYear,
  }

  const subscription: PaddleSubscription = {
    id: `${sandboxSubscriptionPrefix}${randomId()}`,
    status: trial ? 'trialing' : 'active',
    customer_id: customerId,
    currency_code: price.currency,
    created_at: iso(now),
    next_billed_at: iso(periodEnd),
    canceled_at: null,
    current_billing_period: period,
    billing_cycle: billingCycle,
    scheduled_change: null,
    items: [{ price: paddlePrice, quantity: 1, trial_dates: trial ? period : null }],
    custom_data: customData,
  }
  const transaction: PaddleTransaction = {
    id: `txn_sandbox_${randomId()}`,
    status: 'completed',
    customer_id: customerId,
    subscription_id: subscription.id,
    invoice_number: trial
      ? null
      : `SBX-${new Date(now).getUTCFullYear()}-${randomId().slice(0, 8)}`,
    currency_code: price.currency,
    created_at: iso(now),
    billed_at: iso(now),
    billing_period: period,
    custom_data: customData,
    items: [{ price: paddlePrice, quantity: 1 }],
    details: {
      totals: {
        subtotal: String(total),
        tax: '0',
        total: String(total),
        currency_code: price.currency,
      },
    },
    payments: [{ status: 'captured', method_details: { type: 'card', card: paddleCard } }],
  }
  const notification = (event_type: SandboxEvent['event_type'], data: SandboxEvent['data']) => ({
    event_id: `evt_sandbox_${randomId()}`,
    event_type,
    occurred_at: iso(now),
    notification_id: `ntf_sandbox_${randomId()}`,
    data,
  })
  const totals = { subtotal: centsToMajor(total), tax: 0, total: centsToMajor(total) }
  return {
    events: [
      notification('subscription.created', subscription),
      notification('transaction.completed', transaction),
    ],
    completed: {
      name: 'checkout.completed',
      data: {
        transaction_id: transaction.id,
        status: 'completed',
        custom_data: customData,
        currency_code: price.currency,
        customer: { id: customerId, email: user.email },
        items: [
          {
            price_id: price.priceId,
            product: { name: `Studio ${planLabel(price.plan)}` },
            billing_cycle: billingCycle,
            trial_period: trialPeriod,
            quantity: 1,
            totals,
          },
        ],
        totals,
        payment: { method_details: { type: 'card', card: paddleCard } },
      },
    },
  }
}

export function sandboxCustomerId(userUuid: string): string {
  return `ctm_sandbox_${userUuid.replaceAll('-', '').slice(0, 20)}`
}

/** One billing cycle after `from` (or before, with `times` -1), in UTC like the provider. */
export function addCycle(from: number, cycle: CatalogPrice['cycle'], times = 1): number {
  const date = new Date(from)
  if (cycle === 'yearly') date.setUTCFullYear(date.getUTCFullYear() + times)
  else date.setUTCMonth(date.getUTCMonth() + times)
  return date.getTime()
}

export const iso = (ms: number) => new Date(ms).toISOString()
const randomId = () => randomBytes(12).toString('hex')
