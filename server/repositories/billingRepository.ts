import type { Kysely, Selectable } from 'kysely'
import { z } from 'zod'
import { transactionStatusSchema, type TransactionStatus } from '@/core/api/payments'
import { productSchema, type Product } from '@/core/api/user'
import { billingCycleSchema, type BillingCycle } from '@/core/plans'
import type { Database, SubscriptionsTable, TransactionsTable } from '../db/schema'
import { nullableNumber } from './usersRepository'

/** The provider's subscription statuses. */
export const subscriptionStatusSchema = z.enum([
  'active',
  'canceled',
  'past_due',
  'paused',
  'trialing',
])
export type SubscriptionStatus = z.infer<typeof subscriptionStatusSchema>

/** Times in milliseconds, amounts in cents. */
export interface Subscription {
  id: string
  userUuid: string
  plan: Product
  cycle: BillingCycle
  priceId: string
  status: SubscriptionStatus
  /** Charged per cycle. */
  amount: number
  currency: string
  trialEnd: number | null
  currentPeriodEnd: number | null
  nextBilledAt: number | null
  /** When it ended or is scheduled to end. */
  canceledAt: number | null
  createdAt: number
  /** occurred_at of the newest event applied. */
  lastEventAt: number
}

export interface PaymentCard {
  brand: string
  last4: string
  /** MM/YY */
  expiry: string
}

export interface Transaction {
  id: string
  userUuid: string
  subscriptionId: string | null
  status: TransactionStatus
  currency: string
  subtotal: number
  tax: number
  total: number
  refunded: number
  invoiceNumber: string | null
  paymentMethod: 'card' | 'paypal' | null
  card: PaymentCard | null
  createdAt: number
  lastEventAt: number
}

export interface WebhookEventRecord {
  eventId: string
  eventType: string
  occurredAt: number
}

export interface BillingRepository {
  /** Records an event as applied; false when its id was recorded before (a redelivery). */
  recordEvent(event: WebhookEventRecord, processedAt: number): Promise<boolean>
  findSubscription(id: string): Promise<Subscription | undefined>
  saveSubscription(subscription: Subscription): Promise<void>
  /** The user's subscriptions, newest first. */
  subscriptionsOf(userUuid: string): Promise<Subscription[]>
  /**
   * Active and trialing subscriptions whose id starts with `idPrefix` and whose period ended, or
   * whose scheduled cancel took effect, at or before `now`: soonest first, at most `limit`.
   */
  dueSubscriptions(now: number, idPrefix: string, limit: number): Promise<Subscription[]>
  findTransaction(id: string): Promise<Transaction | undefined>
  saveTransaction(transaction: Transaction): Promise<void>
  /** The user's transactions, newest first. */
  transactionsOf(userUuid: string): Promise<Transaction[]>
}

export function createBillingRepository(db: Kysely<Database>): BillingRepository {
  return {
    async recordEvent(event, processedAt) {
      const inserted = await db
        .insertInto('webhook_events')
        .values({
          event_id: event.eventId,
          event_type: event.eventType,
          occurred_at: event.occurredAt,
          processed_at: processedAt,
        })
        .onConflict((oc) => oc.column('event_id').doNothing())
        .returning('event_id')
        .executeTakeFirst()
      return inserted !== undefined
    },

    async findSubscription(id) {
      const row = await db
        .selectFrom('subscriptions')
        .selectAll()
        .where('id', '=', id)
        .executeTakeFirst()
      return row === undefined ? undefined : toSubscription(row)
    },

    async saveSubscription(s) {
      const { id, ...values } = subscriptionRow(s)
      await db
        .insertInto('subscriptions')
        .values({ id, ...values })
        .onConflict((oc) => oc.column('id').doUpdateSet(values))
        .execute()
    },

    async subscriptionsOf(userUuid) {
      const rows = await db
        .selectFrom('subscriptions')
        .selectAll()
        .where('user_uuid', '=', userUuid)
        .orderBy('created_at', 'desc')
        .orderBy('id', 'desc')
        .execute()
      return rows.map(toSubscription)
    },

    async dueSubscriptions(now, idPrefix, limit) {
      const rows = await db
        .selectFrom('subscriptions')
        .selectAll()
        .where('status', 'in', ['active', 'trialing'])
        // `_` is LIKE's any-character: the match is a superset, narrowed below.
        .where('id', 'like', `${idPrefix}%`)
        .where((eb) => eb.or([eb('current_period_end', '<=', now), eb('canceled_at', '<=', now)]))
        .orderBy('current_period_end')
        .limit(limit)
        .execute()
      return rows.filter((row) => row.id.startsWith(idPrefix)).map(toSubscription)
    },

    async findTransaction(id) {
      const row = await db
        .selectFrom('transactions')
        .selectAll()
        .where('id', '=', id)
        .executeTakeFirst()
      return row === undefined ? undefined : toTransaction(row)
    },

    async saveTransaction(t) {
      const { id, ...values } = transactionRow(t)
      await db
        .insertInto('transactions')
        .values({ id, ...values })
        .onConflict((oc) => oc.column('id').doUpdateSet(values))
        .execute()
    },

    async transactionsOf(userUuid) {
      const rows = await db
        .selectFrom('transactions')
        .selectAll()
        .where('user_uuid', '=', userUuid)
        .orderBy('created_at', 'desc')
        .orderBy('id', 'desc')
        .execute()
      return rows.map(toTransaction)
    },
  }
}

function subscriptionRow(s: Subscription) {
  return {
    id: s.id,
    user_uuid: s.userUuid,
    plan: s.plan,
    cycle: s.cycle,
    price_id: s.priceId,
    status: s.status,
    amount: s.amount,
    currency: s.currency,
    trial_end: s.trialEnd,
    current_period_end: s.currentPeriodEnd,
    next_billed_at: s.nextBilledAt,
    canceled_at: s.canceledAt,
    created_at: s.createdAt,
    last_event_at: s.lastEventAt,
  }
}

function toSubscription(row: Selectable<SubscriptionsTable>): Subscription {
  return {
    id: row.id,
    userUuid: row.user_uuid,
    plan: productSchema.parse(row.plan),
    cycle: billingCycleSchema.parse(row.cycle),
    priceId: row.price_id,
    status: subscriptionStatusSchema.parse(row.status),
    amount: Number(row.amount),
    currency: row.currency,
    trialEnd: nullableNumber(row.trial_end),
    currentPeriodEnd: nullableNumber(row.current_period_end),
    nextBilledAt: nullableNumber(row.next_billed_at),
    canceledAt: nullableNumber(row.canceled_at),
    createdAt: Number(row.created_at),
    lastEventAt: Number(row.last_event_at),
  }
}

function transactionRow(t: Transaction) {
  return {
    id: t.id,
    user_uuid: t.userUuid,
    subscription_id: t.subscriptionId,
    status: t.status,
    currency: t.currency,
    subtotal: t.subtotal,
    tax: t.tax,
    total: t.total,
    refunded: t.refunded,
    invoice_number: t.invoiceNumber,
    payment_method: t.paymentMethod,
    card_brand: t.card?.brand ?? null,
    card_last4: t.card?.last4 ?? null,
    card_expiry: t.card?.expiry ?? null,
    created_at: t.createdAt,
    last_event_at: t.lastEventAt,
  }
}

const paymentMethodSchema = z.enum(['card', 'paypal']).nullable().catch(null)

function toTransaction(row: Selectable<TransactionsTable>): Transaction {
  const card =
    row.card_brand !== null && row.card_last4 !== null && row.card_expiry !== null
      ? { brand: row.card_brand, last4: row.card_last4, expiry: row.card_expiry }
      : null
  return {
    id: row.id,
    userUuid: row.user_uuid,
    subscriptionId: row.subscription_id,
    status: transactionStatusSchema.parse(row.status),
    currency: row.currency,
    subtotal: Number(row.subtotal),
    tax: Number(row.tax),
    total: Number(row.total),
    refunded: Number(row.refunded),
    invoiceNumber: row.invoice_number,
    paymentMethod: paymentMethodSchema.parse(row.payment_method),
    card,
    createdAt: Number(row.created_at),
    lastEventAt: Number(row.last_event_at),
  }
}
