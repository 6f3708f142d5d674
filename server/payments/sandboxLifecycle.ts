import { createHash } from 'node:crypto'
import type { PaddleSubscription, PaddleTransaction } from '@/core/api/payments'
import { findPrice, trialDays } from '@/core/billingCatalog'
import type { PaymentCard, Subscription } from '../repositories/billingRepository'
import {
  addCycle,
  dayMs,
  iso,
  sandboxCustomerId,
  sandboxSubscriptionPrefix,
  type SandboxEvent,
} from './sandboxEvents'

/*
 * What the provider emits over a sandbox subscription's life after checkout, rebuilt from its
 * stored row: the scheduled cancel, the renewal at the end of a trial or period, and the end of
 * a cancelled one. Event ids derive from the subscription id and the period they close, so every
 * instance (and every retry) builds the same ids, and the webhook processor applies each once.
 */

/** The sandbox subscription as the provider's subscription entity. */
export function sandboxSubscriptionEntity(s: Subscription): PaddleSubscription {
  const billingCycle = { interval: s.cycle === 'yearly' ? 'year' : 'month', frequency: 1 } as const
  const trialDates =
    s.trialEnd === null
      ? null
      : { starts_at: iso(s.trialEnd - trialDays * dayMs), ends_at: iso(s.trialEnd) }
  const periodStart =
    s.currentPeriodEnd === null
      ? null
      : s.status === 'trialing' && trialDates !== null
        ? trialDates.starts_at
        : iso(addCycle(s.currentPeriodEnd, s.cycle, -1))
  return {
    id: s.id,
    status: s.status,
    customer_id: sandboxCustomerId(s.userUuid),
    currency_code: s.currency,
    created_at: iso(s.createdAt),
    next_billed_at: s.nextBilledAt === null ? null : iso(s.nextBilledAt),
    canceled_at: null,
    current_billing_period:
      periodStart === null || s.currentPeriodEnd === null
        ? null
        : { starts_at: periodStart, ends_at: iso(s.currentPeriodEnd) },
    billing_cycle: billingCycle,
    scheduled_change:
      s.canceledAt === null ? null : { action: 'cancel', effective_at: iso(s.canceledAt) },
    items: [
      {
        price: {
          id: s.priceId,
          billing_cycle: billingCycle,
          trial_period: trialDates === null ? null : { interval: 'day', frequency: trialDays },
          unit_price: { amount: String(s.amount), currency_code: s.currency },
        },
        quantity: 1,
        trial_dates: trialDates,
      },
    ],
    custom_data: { clientReferenceId: s.userUuid },
  }
}

/**
 * `subscription.updated` with a scheduled change to cancel when the paid (or trial) period
 * ends, as Paddle notifies a cancel with effective_from next_billing_period.
 */
export function sandboxCancelEvent(
  s: Subscription,
  now: number,
): { event: SandboxEvent; effectiveAt: number } {
  const effectiveAt =
    (s.status === 'trialing' ? s.trialEnd : (s.currentPeriodEnd ?? s.nextBilledAt)) ?? now
  const data = {
    ...sandboxSubscriptionEntity(s),
    next_billed_at: null,
    scheduled_change: { action: 'cancel', effective_at: iso(effectiveAt) },
  } satisfies PaddleSubscription
  const event = notification(`${s.id}_cancel_${effectiveAt}`, 'subscription.updated', now, data)
  return { event, effectiveAt }
}

/**
 * What is due for a subscription at `now`: at the end of the period of one scheduled to cancel,
 * `subscription.canceled`; at the end of a trial, `subscription.activated` into the next period
 * with the first charge (`transaction.completed` at the catalog price); at the end of a paid
 * period, `subscription.updated` and the charge. Nothing before the period ends.
 */
export function sandboxDueEvents(
  s: Subscription,
  now: number,
  card: PaymentCard | null,
): SandboxEvent[] {
  const entity = sandboxSubscriptionEntity(s)
  if (s.canceledAt !== null) {
    if (s.canceledAt > now) return []
    const canceled = {
      ...entity,
      status: 'canceled',
      canceled_at: iso(s.canceledAt),
      next_billed_at: null,
      current_billing_period: null,
      scheduled_change: null,
    } satisfies PaddleSubscription
    return [
      notification(`${s.id}_canceled_${s.canceledAt}`, 'subscription.canceled', now, canceled),
    ]
  }
  if (s.currentPeriodEnd === null || s.currentPeriodEnd > now) return []
  const start = s.currentPeriodEnd
  const end = addCycle(start, s.cycle)
  const period = { starts_at: iso(start), ends_at: iso(end) }
  const renewed = {
    ...entity,
    status: 'active',
    current_billing_period: period,
    next_billed_at: iso(end),
  } satisfies PaddleSubscription
  const renewal = s.status === 'trialing' ? 'subscription.activated' : 'subscription.updated'
  return [
    notification(`${s.id}_renewed_${start}`, renewal, now, renewed),
    notification(`${s.id}_charged_${start}`, 'transaction.completed', now, charge(s, period, card)),
  ]
}

/** The charge for a new period, at the catalog price, paid with the card of the checkout. */
function charge(
  s: Subscription,
  period: { starts_at: string; ends_at: string },
  card: PaymentCard | null,
): PaddleTransaction {
  const subscription = sandboxSubscriptionEntity(s)
  const [item] = subscription.items
  const total = String(findPrice(s.priceId)?.amount ?? s.amount)
  const id = `txn_sandbox_${s.id.slice(sandboxSubscriptionPrefix.length)}_${Date.parse(period.starts_at)}`
  const [month, year] = card?.expiry.split('/').map(Number) ?? []
  return {
    id,
    status: 'completed',
    customer_id: subscription.customer_id,
    subscription_id: subscription.id,
    invoice_number: `SBX-${period.starts_at.slice(0, 4)}-${digest(id).slice(0, 8)}`,
    currency_code: subscription.currency_code,
    created_at: period.starts_at,
    billed_at: period.starts_at,
    billing_period: period,
    custom_data: subscription.custom_data ?? null,
    items: item === undefined ? [] : [{ price: item.price, quantity: 1 }],
    details: {
      totals: { subtotal: total, tax: '0', total, currency_code: subscription.currency_code },
    },
    payments:
      card === null || month === undefined || year === undefined
        ? []
        : [
            {
              status: 'captured',
              method_details: {
                type: 'card',
                card: {
                  type: card.brand,
                  last4: card.last4,
                  expiry_month: month,
                  expiry_year: 2000 + year,
                },
              },
            },
          ],
  }
}

function notification(
  key: string,
  eventType: SandboxEvent['event_type'],
  now: number,
  data: SandboxEvent['data'],
): SandboxEvent {
  return {
    event_id: `evt_sandbox_${key}`,
    event_type: eventType,
    occurred_at: iso(now),
    notification_id: `ntf_sandbox_${digest(`${key}:${now}`).slice(0, 24)}`,
    data,
  }
}

const digest = (text: string) => createHash('sha256').update(text).digest('hex')
