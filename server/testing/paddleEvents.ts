import type { FastifyInstance } from 'fastify'
import type { PaddleSubscription, PaddleTransaction } from '@/core/api/payments'
import { priceFor } from '@/core/billingCatalog'
import { signPayload } from '../payments/paddleSignature'
import { signedInUser as loggedInUser } from './signedInUser'
import type { TestApp } from './testApp'

/** Builders of Paddle Billing notifications for tests, and a signed-in user to own them. */

export const testWebhookSecret = 'pdl_ntfset_test_secret_0123456789'
export const testNow = Date.parse('2025-01-15T12:00:00.000Z')
export const testOrigin = 'http://studio.test'

const iso = (ms: number) => new Date(ms).toISOString()
const dayMs = 24 * 60 * 60 * 1000
let counter = 0
const nextId = (prefix: string) => `${prefix}_test_${(counter += 1)}`

export function subscriptionData(
  userUuid: string,
  overrides: Partial<PaddleSubscription> = {},
): PaddleSubscription {
  const price = priceFor('advanced', 'yearly')
  return {
    id: 'sub_test_1',
    status: 'active',
    customer_id: 'ctm_test_1',
    currency_code: 'USD',
    created_at: iso(testNow),
    next_billed_at: iso(testNow + 365 * dayMs),
    canceled_at: null,
    current_billing_period: { starts_at: iso(testNow), ends_at: iso(testNow + 365 * dayMs) },
    billing_cycle: { interval: 'year', frequency: 1 },
    scheduled_change: null,
    items: [
      {
        price: {
          id: price.priceId,
          unit_price: { amount: String(price.amount), currency_code: 'USD' },
        },
        quantity: 1,
        trial_dates: null,
      },
    ],
    custom_data: { clientReferenceId: userUuid },
    ...overrides,
  }
}

export function transactionData(
  userUuid: string,
  overrides: Partial<PaddleTransaction> = {},
): PaddleTransaction {
  return {
    id: 'txn_test_1',
    status: 'completed',
    customer_id: 'ctm_test_1',
    subscription_id: 'sub_test_1',
    invoice_number: 'INV-1',
    currency_code: 'USD',
    created_at: iso(testNow),
    billed_at: iso(testNow),
    custom_data: { clientReferenceId: userUuid },
    items: [{ price: { id: priceFor('advanced', 'yearly').priceId }, quantity: 1 }],
    details: { totals: { subtotal: '58800', tax: '0', total: '58800', currency_code: 'USD' } },
    payments: [
      {
        status: 'captured',
        method_details: {
          type: 'card',
          card: { type: 'visa', last4: '4242', expiry_month: 12, expiry_year: 2030 },
        },
      },
    ],
    ...overrides,
  }
}

export function adjustmentData(
  action: 'refund' | 'chargeback',
  items: 'full' | 'partial',
  total: string,
) {
  return {
    id: nextId('adj'),
    action,
    transaction_id: 'txn_test_1',
    subscription_id: 'sub_test_1',
    status: 'approved',
    currency_code: 'USD',
    items: [{ type: items }],
    totals: { total },
  }
}

/** A notification envelope; `secondsAfter` places occurred_at after testNow. */
export function notification(eventType: string, data: unknown, secondsAfter = 0) {
  return {
    event_id: nextId('evt'),
    event_type: eventType,
    occurred_at: iso(testNow + secondsAfter * 1000),
    notification_id: nextId('ntf'),
    data,
  }
}

export function postWebhook(
  app: FastifyInstance,
  body: string,
  /** null sends no header at all. */
  signature: string | null = signPayload(testWebhookSecret, Buffer.from(body), testNow / 1000),
) {
  return app.inject({
    method: 'POST',
    url: '/payments/v1/webhooks/paddle',
    headers: {
      'content-type': 'application/json',
      ...(signature === null ? {} : { 'paddle-signature': signature }),
    },
    payload: body,
  })
}

/** Creates a verified user and logs in at the test origin; returns its uuid and the cookie header. */
export function signedInUser(test: TestApp, email: string) {
  return loggedInUser(test, email, testOrigin, testNow)
}
