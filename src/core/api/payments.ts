import { z } from 'zod'
import { billingCycleSchema, planSchema } from '../plans'
import { productSchema } from './user'

/*
 * The payments contract (app.md sections 3 and 7): the Paddle Billing webhook events the server
 * applies, the billing calls under /payments/v1/customer, and the sandbox checkout's messages.
 * Webhook schemas follow Paddle's event shapes and keep only the fields we use (zod drops the
 * rest), so a provider adding fields never breaks parsing.
 */

const timestamp = z.iso.datetime({ offset: true })
const cents = z.string().regex(/^-?\d+$/)

/** What our checkout passes to the provider; Paddle copies it onto the subscription. */
export const customDataSchema = z.object({ clientReferenceId: z.uuid() }).partial()

const period = z.object({ starts_at: timestamp, ends_at: timestamp })
const duration = z.object({
  interval: z.enum(['day', 'week', 'month', 'year']),
  frequency: z.number().int().positive(),
})

const paddlePriceSchema = z.object({
  id: z.string().min(1),
  billing_cycle: duration.nullish(),
  trial_period: duration.nullish(),
  unit_price: z.object({ amount: cents, currency_code: z.string() }).nullish(),
})

export const paddleSubscriptionSchema = z.object({
  id: z.string().min(1),
  status: z.enum(['active', 'canceled', 'past_due', 'paused', 'trialing']),
  customer_id: z.string(),
  currency_code: z.string(),
  created_at: timestamp,
  next_billed_at: timestamp.nullish(),
  canceled_at: timestamp.nullish(),
  current_billing_period: period.nullish(),
  billing_cycle: duration,
  scheduled_change: z
    .object({ action: z.enum(['cancel', 'pause', 'resume']), effective_at: timestamp })
    .nullish(),
  items: z
    .array(
      z.object({ price: paddlePriceSchema, quantity: z.number(), trial_dates: period.nullish() }),
    )
    .min(1),
  custom_data: customDataSchema.nullish(),
})
export type PaddleSubscription = z.infer<typeof paddleSubscriptionSchema>

const cardSchema = z.object({
  type: z.string(),
  last4: z.string(),
  expiry_month: z.number().int(),
  expiry_year: z.number().int(),
})

export const paddleTransactionSchema = z.object({
  id: z.string().min(1),
  status: z.enum(['draft', 'ready', 'billed', 'paid', 'completed', 'canceled', 'past_due']),
  customer_id: z.string().nullish(),
  subscription_id: z.string().nullish(),
  invoice_number: z.string().nullish(),
  currency_code: z.string(),
  created_at: timestamp,
  billed_at: timestamp.nullish(),
  billing_period: period.nullish(),
  custom_data: customDataSchema.nullish(),
  items: z.array(z.object({ price: paddlePriceSchema, quantity: z.number() })),
  details: z.object({
    totals: z.object({ subtotal: cents, tax: cents, total: cents, currency_code: z.string() }),
  }),
  payments: z
    .array(
      z.object({
        status: z.string(),
        method_details: z.object({ type: z.string(), card: cardSchema.nullish() }).nullish(),
      }),
    )
    .default([]),
})
export type PaddleTransaction = z.infer<typeof paddleTransactionSchema>

/** Refunds and chargebacks: adjustments on a transaction. */
export const paddleAdjustmentSchema = z.object({
  id: z.string().min(1),
  action: z.enum([
    'credit',
    'credit_reverse',
    'refund',
    'chargeback',
    'chargeback_reverse',
    'chargeback_warning',
  ]),
  transaction_id: z.string().min(1),
  subscription_id: z.string().nullish(),
  status: z.enum(['pending_approval', 'approved', 'rejected', 'reversed']),
  currency_code: z.string(),
  items: z.array(z.object({ type: z.enum(['full', 'partial', 'tax', 'proration']) })),
  totals: z.object({ total: cents }),
})
export type PaddleAdjustment = z.infer<typeof paddleAdjustmentSchema>

/** Every notification: an id that is unique per event, its type and when it happened. */
export const paddleEnvelopeSchema = z.object({
  event_id: z.string().min(1).max(100),
  event_type: z.string().min(1).max(100),
  occurred_at: timestamp,
  notification_id: z.string().optional(),
  data: z.unknown(),
})

export const subscriptionEventTypes = [
  'subscription.created',
  'subscription.updated',
  'subscription.trialing',
  'subscription.activated',
  'subscription.canceled',
  'subscription.past_due',
  'subscription.paused',
  'subscription.resumed',
] as const

const envelope = paddleEnvelopeSchema.omit({ event_type: true, data: true })
const adjustmentEventTypes = ['adjustment.created', 'adjustment.updated'] as const

export const handledEventTypes = [
  ...subscriptionEventTypes,
  'transaction.completed',
  ...adjustmentEventTypes,
] as const

/** The events the server applies; any other type is acknowledged and ignored. */
export const paddleEventSchema = z.discriminatedUnion('event_type', [
  envelope.extend({ event_type: z.enum(subscriptionEventTypes), data: paddleSubscriptionSchema }),
  envelope.extend({
    event_type: z.literal('transaction.completed'),
    data: paddleTransactionSchema,
  }),
  envelope.extend({
    event_type: z.enum(adjustmentEventTypes),
    data: paddleAdjustmentSchema,
  }),
])
export type PaddleEvent = z.infer<typeof paddleEventSchema>

/** Transaction statuses a user sees (app.md section 3). */
export const transactionStatuses = [
  'completed',
  'disputed',
  'partially_refunded',
  'refunded',
] as const
export const transactionStatusSchema = z.enum(transactionStatuses)
export type TransactionStatus = z.infer<typeof transactionStatusSchema>

/** GET /payments/v1/customer/billing_info. Times in milliseconds, amounts in cents. */
export const billingInfoSchema = z.object({
  plan: productSchema.nullable(),
  billingCycle: billingCycleSchema.nullable(),
  /** Canceled, or set to cancel at the end of the current period. */
  canceled: z.boolean(),
  currentPeriodEnd: z.number().nullable(),
  card: z.object({ brand: z.string(), last4: z.string(), expiry: z.string() }).nullable(),
  nextPayment: z.object({ amount: z.number(), currency: z.string(), date: z.number() }).nullable(),
  paymentMethod: z.enum(['card', 'paypal']).nullable(),
  provider: z.enum(['manual', 'paddle']).nullable(),
})
export type BillingInfo = z.infer<typeof billingInfoSchema>

/** GET /payments/v1/customer/invoices: the user's transactions, newest first. */
export const invoiceSchema = z.object({
  id: z.string(),
  invoiceNumber: z.string().nullable(),
  status: transactionStatusSchema,
  /** Charged total in cents. */
  amount: z.number(),
  currency: z.string(),
  createdAt: z.number(),
})
export const invoiceListSchema = z.array(invoiceSchema)
export type Invoice = z.infer<typeof invoiceSchema>

/** POST /payments/v1/customer/cancel_active_sub: the plans before and after, for analytics. */
export const cancelSubscriptionResponseSchema = z.object({
  ok: z.literal(true),
  previousPlan: planSchema,
  currentPlan: planSchema,
  /** When the plan ends (the end of the paid or trial period), milliseconds. */
  effectiveAt: z.number().nullable(),
})
export type CancelSubscriptionResponse = z.infer<typeof cancelSubscriptionResponseSchema>

/** POST /payments/v1/sandbox/checkout: what the sandbox checkout page submits. */
export const sandboxCheckoutRequestSchema = z.object({
  priceId: z.string().min(1).max(100),
  /** Start with the free trial instead of paying now (trial prices only). */
  trial: z.boolean().default(false),
  card: z.object({
    number: z.string().regex(/^[\d ]{12,23}$/, { error: 'Enter a card number' }),
    expiry: z.string().regex(/^(0[1-9]|1[0-2])\/\d{2}$/, { error: 'Expiry is MM/YY' }),
    cvc: z.string().regex(/^\d{3,4}$/, { error: 'CVC is 3 or 4 digits' }),
    name: z.string().trim().min(1).max(100),
  }),
})
export type SandboxCheckoutRequest = z.infer<typeof sandboxCheckoutRequestSchema>

/**
 * A Paddle.js checkout event as its eventCallback receives it ({name, data}); the sandbox
 * checkout answers `checkout.completed` in this shape and posts it to the opener window wrapped
 * in {source: sandboxCheckoutMessageSource, event}. Fields Paddle.js leaves out rather than
 * sending null (a price without a trial, a payment without a card) are nullish, so the app can
 * read real Paddle events with the same schema.
 */
export const checkoutEventSchema = z.object({
  name: z.enum(['checkout.loaded', 'checkout.completed', 'checkout.closed', 'checkout.error']),
  data: z
    .object({
      transaction_id: z.string(),
      status: z.string(),
      custom_data: customDataSchema.nullish(),
      currency_code: z.string(),
      customer: z.object({ id: z.string().optional(), email: z.string().optional() }),
      items: z.array(
        z.object({
          price_id: z.string(),
          product: z.object({ name: z.string() }),
          billing_cycle: duration.nullish(),
          trial_period: duration.nullish(),
          quantity: z.number(),
          totals: z.object({ subtotal: z.number(), tax: z.number(), total: z.number() }),
        }),
      ),
      totals: z.object({ subtotal: z.number(), tax: z.number(), total: z.number() }),
      payment: z.object({
        method_details: z.object({ type: z.string(), card: cardSchema.nullish() }),
      }),
    })
    .optional(),
})
export type CheckoutEvent = z.infer<typeof checkoutEventSchema>
export const sandboxCheckoutMessageSource = 'studio-sandbox-checkout'
