import type {
  PaddleAdjustment,
  PaddleEvent,
  PaddleSubscription,
  PaddleTransaction,
} from '@/core/api/payments'
import { catalogPriceOf, type ProviderPriceIds } from '@/core/billingCatalog'
import { conflict } from '../http/httpError'
import type { BillingRepository, Transaction } from '../repositories/billingRepository'
import type { UsersRepository } from '../repositories/usersRepository'
import { billingEntitlements } from './entitlements'
import { planChangeNotice } from './planChangeNotice'
import { userPlan } from '@/core/userPlan'
import type { UserNotificationsRepository } from '../repositories/userNotificationsRepository'

export interface BillingStore {
  billing: BillingRepository
  users: UsersRepository
  notifications: UserNotificationsRepository
}

/**
 * applied: state changed; duplicate: this event id was applied before; stale: the row already
 * reflects a newer event; ignored: nothing of ours (unknown user or price).
 */
export type ApplyOutcome = 'applied' | 'duplicate' | 'stale' | 'ignored'

export interface ApplyOptions {
  /** When the event is processed (milliseconds). */
  now: number
  /** The Paddle account's price ids, mapped back to catalog prices (PADDLE_PRICE_IDS). */
  priceIds: ProviderPriceIds
}

/**
 * Applies one verified event. Run it inside a database transaction: the event is recorded as
 * processed together with its effects, so a failure leaves it unrecorded for the redelivery.
 */
export async function applyPaddleEvent(
  event: PaddleEvent,
  store: BillingStore,
  { now, priceIds }: ApplyOptions,
): Promise<ApplyOutcome> {
  const occurredAt = Date.parse(event.occurred_at)
  const record = { eventId: event.event_id, eventType: event.event_type, occurredAt }
  if (!(await store.billing.recordEvent(record, now))) return 'duplicate'
  const userUuid = await applyData(event, occurredAt, store, priceIds)
  if (userUuid === 'stale' || userUuid === 'ignored') return userUuid
  await refreshEntitlements(userUuid, store)
  return 'applied'
}

/**
 * Applies a subscription entity that did not come in a notification (the API's answer to a
 * cancel) exactly as a subscription event's data, ordered by `occurredAt` (its `updated_at`).
 * Nothing is recorded in webhook_events: there is no event id. Run it in a transaction too.
 */
export async function applySubscriptionData(
  data: PaddleSubscription,
  store: BillingStore,
  { occurredAt, priceIds }: { occurredAt: number; priceIds: ProviderPriceIds },
): Promise<Exclude<ApplyOutcome, 'duplicate'>> {
  const userUuid = await applySubscription(data, occurredAt, store, priceIds)
  if (userUuid === 'stale' || userUuid === 'ignored') return userUuid
  await refreshEntitlements(userUuid, store)
  return 'applied'
}

/** The user whose billing changed, or why nothing did. */
type Applied = Promise<string | 'stale' | 'ignored'>

function applyData(
  event: PaddleEvent,
  occurredAt: number,
  store: BillingStore,
  priceIds: ProviderPriceIds,
): Applied {
  switch (event.event_type) {
    case 'transaction.completed':
      return applyTransaction(event.data, occurredAt, store)
    case 'adjustment.created':
    case 'adjustment.updated':
      return applyAdjustment(event.data, occurredAt, store)
    default:
      return applySubscription(event.data, occurredAt, store, priceIds)
  }
}

async function applySubscription(
  data: PaddleSubscription,
  occurredAt: number,
  { billing, users }: BillingStore,
  priceIds: ProviderPriceIds,
): Applied {
  const existing = await billing.findSubscription(data.id)
  if (existing !== undefined && occurredAt < existing.lastEventAt) return 'stale'
  // Ownership never moves: a known subscription keeps its user whatever custom_data says.
  const userUuid = existing?.userUuid ?? data.custom_data?.clientReferenceId
  if (userUuid === undefined || (await users.findByUuid(userUuid)) === undefined) return 'ignored'
  const [item] = data.items
  const price = item && catalogPriceOf(item.price.id, priceIds)
  if (item === undefined || price === undefined) return 'ignored'
  const scheduledCancel =
    data.scheduled_change?.action === 'cancel' ? data.scheduled_change.effective_at : undefined
  await billing.saveSubscription({
    id: data.id,
    userUuid,
    plan: price.plan,
    cycle: data.billing_cycle.interval === 'year' ? 'yearly' : 'monthly',
    priceId: price.priceId,
    status: data.status,
    amount: Number(item.price.unit_price?.amount ?? price.amount),
    currency: item.price.unit_price?.currency_code ?? data.currency_code,
    trialEnd: millis(item.trial_dates?.ends_at) ?? existing?.trialEnd ?? null,
    currentPeriodEnd: millis(data.current_billing_period?.ends_at),
    nextBilledAt: millis(data.next_billed_at),
    canceledAt: millis(scheduledCancel ?? data.canceled_at),
    createdAt: existing?.createdAt ?? Date.parse(data.created_at),
    lastEventAt: occurredAt,
  })
  return userUuid
}

async function applyTransaction(
  data: PaddleTransaction,
  occurredAt: number,
  { billing, users }: BillingStore,
): Applied {
  const existing = await billing.findTransaction(data.id)
  if (existing !== undefined && occurredAt < existing.lastEventAt) return 'stale'
  const subscription =
    data.subscription_id == null ? undefined : await billing.findSubscription(data.subscription_id)
  const userUuid =
    existing?.userUuid ?? subscription?.userUuid ?? data.custom_data?.clientReferenceId
  if (userUuid === undefined || (await users.findByUuid(userUuid)) === undefined) return 'ignored'
  const method = data.payments.findLast((p) => p.method_details)?.method_details
  const card = method?.card
  const totals = data.details.totals
  await billing.saveTransaction({
    id: data.id,
    userUuid,
    subscriptionId: data.subscription_id ?? null,
    // Refunds and disputes arrive as adjustments afterwards; they keep their status.
    status: existing?.status ?? 'completed',
    currency: totals.currency_code,
    subtotal: Number(totals.subtotal),
    tax: Number(totals.tax),
    total: Number(totals.total),
    refunded: existing?.refunded ?? 0,
    invoiceNumber: data.invoice_number ?? null,
    paymentMethod: method?.type === 'card' || method?.type === 'paypal' ? method.type : null,
    card: card
      ? {
          brand: card.type,
          last4: card.last4,
          expiry: `${String(card.expiry_month).padStart(2, '0')}/${String(card.expiry_year % 100).padStart(2, '0')}`,
        }
      : null,
    createdAt: existing?.createdAt ?? Date.parse(data.created_at),
    lastEventAt: occurredAt,
  })
  return userUuid
}

async function applyAdjustment(
  data: PaddleAdjustment,
  occurredAt: number,
  { billing }: BillingStore,
): Applied {
  const transaction = await billing.findTransaction(data.transaction_id)
  // Not yet known (the provider delivers out of order): refuse, so the provider retries later.
  if (transaction === undefined) throw conflict('The adjusted transaction is not known yet')
  if (occurredAt < transaction.lastEventAt) return 'stale'
  const next = adjusted(transaction, data)
  if (next === undefined) return 'ignored'
  await billing.saveTransaction({ ...next, lastEventAt: occurredAt })
  return transaction.userUuid
}

/** The transaction after an adjustment; undefined when the adjustment changes nothing. */
function adjusted(t: Transaction, a: PaddleAdjustment): Transaction | undefined {
  if (a.action === 'chargeback' || a.action === 'chargeback_warning') {
    return { ...t, status: 'disputed' }
  }
  if (a.action === 'chargeback_reverse') {
    return { ...t, status: t.refunded > 0 ? 'partially_refunded' : 'completed' }
  }
  if (a.action !== 'refund' || a.status !== 'approved') return undefined
  const refunded = Math.min(t.total, t.refunded + Math.abs(Number(a.totals.total)))
  const full = a.items.some((item) => item.type === 'full') || refunded >= t.total
  return { ...t, refunded, status: full ? 'refunded' : 'partially_refunded' }
}

async function refreshEntitlements(
  userUuid: string,
  { billing, users, notifications }: BillingStore,
) {
  const user = await users.findByUuid(userUuid)
  if (user === undefined) return
  // One after the other: inside a transaction both run on the same connection anyway.
  const subscriptions = await billing.subscriptionsOf(userUuid)
  const transactions = await billing.transactionsOf(userUuid)
  const entitlements = billingEntitlements(user, subscriptions, transactions)
  await users.setEntitlements(userUuid, entitlements)
  const change = planChangeNotice(userPlan(user.products), userPlan(entitlements.products))
  if (change !== undefined) await notifications.add(userUuid, change)
}

function millis(iso: string | null | undefined): number | null {
  return iso == null ? null : Date.parse(iso)
}
