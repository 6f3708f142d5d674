import { afterEach, describe, expect, it } from 'vitest'
import { billingInfoSchema, cancelSubscriptionResponseSchema } from '@/core/api/payments'
import { priceFor } from '@/core/billingCatalog'
import { providerFailureMessage } from '../payments/cancelSubscription'
import { startFakePaddleApi, paddleError, type FakePaddleApi } from '../testing/fakePaddleApi'
import {
  notification,
  postWebhook,
  signedInUser,
  subscriptionData,
  testNow,
  testOrigin,
  testWebhookSecret,
} from '../testing/paddleEvents'
import { buildTestApp, type TestApp } from '../testing/testApp'

const apiKey = 'pdl_sdbx_apikey_01hv8a9qz5bqkx4m8c2d7e3fgh'
const paddleSubscriptionId = 'sub_01hv8b2m6w9c3k7q5r4t8y1zxa'
const card = { name: 'Ada Lovelace', number: '4242 4242 4242 4242', expiry: '12/30', cvc: '123' }

describe('POST /payments/v1/customer/cancel_active_sub with Paddle', () => {
  let test: TestApp | undefined
  let fake: FakePaddleApi | undefined
  afterEach(async () => {
    await test?.close()
    await fake?.close()
    test = undefined
    fake = undefined
  })

  /** Real Paddle: a client token, the API at the fake, and a subscription Paddle reported. */
  const setup = async (env: Record<string, string> = {}) => {
    fake = await startFakePaddleApi(apiKey)
    fake.now = () => testNow + 60_000
    test = await buildTestApp(
      {
        PUBLIC_ORIGIN: testOrigin,
        PADDLE_CLIENT_TOKEN: 'test_0123456789abcdef',
        PADDLE_WEBHOOK_SECRET: testWebhookSecret,
        PADDLE_API_KEY: apiKey,
        PADDLE_API_URL: fake.url,
        ...env,
      },
      { clock: () => testNow },
    )
    const t = test
    const ada = await signedInUser(t, 'ada@studio.test')
    const subscription = subscriptionData(ada.uuid, { id: paddleSubscriptionId })
    fake.subscriptions.set(subscription.id, subscription)
    const event = JSON.stringify(notification('subscription.created', subscription))
    expect((await postWebhook(t.app, event)).json()).toMatchObject({ outcome: 'applied' })
    return {
      t,
      fake,
      ada,
      periodEnd: Date.parse(subscription.current_billing_period?.ends_at ?? ''),
    }
  }
  const cancel = (t: TestApp, cookie: string) =>
    t.app.inject({
      method: 'POST',
      url: '/payments/v1/customer/cancel_active_sub',
      headers: { cookie, origin: testOrigin },
    })
  const billingInfo = async (t: TestApp, cookie: string) =>
    billingInfoSchema.parse(
      (
        await t.app.inject({ url: '/payments/v1/customer/billing_info', headers: { cookie } })
      ).json(),
    )
  const planOf = async (t: TestApp, cookie: string) =>
    (await t.app.inject({ url: '/v1/user/info', headers: { cookie } })).json<{ plan: string }>()
      .plan

  it('cancels at Paddle and takes on the subscription Paddle answers', async () => {
    const { t, fake, ada, periodEnd } = await setup()
    const res = await cancel(t, ada.cookie)
    expect(res.statusCode).toBe(200)
    expect(cancelSubscriptionResponseSchema.parse(res.json())).toEqual({
      ok: true,
      previousPlan: 'advanced',
      currentPlan: 'advanced',
      effectiveAt: periodEnd,
    })
    expect(fake.requests).toEqual([
      {
        method: 'POST',
        path: `/subscriptions/${paddleSubscriptionId}/cancel`,
        authorization: `Bearer ${apiKey}`,
        body: '{"effective_from":"next_billing_period"}',
      },
    ])
    expect(await billingInfo(t, ada.cookie)).toMatchObject({
      plan: 'advanced',
      canceled: true,
      currentPeriodEnd: periodEnd,
      nextPayment: null,
    })
    // The plan stays until Paddle's subscription.canceled at the end of the period.
    expect(await planOf(t, ada.cookie)).toBe('advanced')
    const row = await t.database.db
      .selectFrom('subscriptions')
      .select(['canceled_at', 'last_event_at'])
      .executeTakeFirstOrThrow()
    expect(row).toEqual({ canceled_at: periodEnd, last_event_at: testNow + 60_000 })
    // Paddle's own notification of the same change, arriving afterwards, agrees.
    const later = subscriptionData(ada.uuid, {
      id: paddleSubscriptionId,
      next_billed_at: null,
      scheduled_change: { action: 'cancel', effective_at: new Date(periodEnd).toISOString() },
    })
    const event = JSON.stringify(notification('subscription.updated', later, 61))
    expect((await postWebhook(t.app, event)).json()).toMatchObject({ outcome: 'applied' })
    expect(await billingInfo(t, ada.cookie)).toMatchObject({ canceled: true })
    expect((await cancel(t, ada.cookie)).statusCode).toBe(404)
    expect(fake.requests).toHaveLength(1)
  })

  it('cancels the subscription at Paddle before deleting an account, and keeps it when Paddle fails', async () => {
    const { t, fake, ada } = await setup()
    const deleteAccount = () =>
      t.app.inject({
        method: 'POST',
        url: '/v1/user/delete_account',
        headers: { cookie: ada.cookie, origin: testOrigin },
      })
    fake.override = () => paddleError(500, 'internal_error', 'Down.')
    expect((await deleteAccount()).statusCode).toBe(502)
    expect(await planOf(t, ada.cookie)).toBe('advanced')

    fake.override = undefined
    expect((await deleteAccount()).statusCode).toBe(200)
    const cancels = fake.requests.filter((r) => r.path.endsWith(`/${paddleSubscriptionId}/cancel`))
    expect(cancels.length).toBeGreaterThanOrEqual(2)
    expect(JSON.parse(cancels.at(-1)?.body ?? '{}')).toEqual({
      effective_from: 'next_billing_period',
    })
    const info = await t.app.inject({ url: '/v1/user/info', headers: { cookie: ada.cookie } })
    expect(info.statusCode).toBe(401)
  })

  it('answers 502 and changes nothing when Paddle refuses or fails', async () => {
    const { t, fake, ada } = await setup()
    const before = await billingInfo(t, ada.cookie)
    const answers = [
      paddleError(400, 'subscription_locked_pending_changes', 'Locked.'),
      paddleError(404, 'not_found', 'Entity not found'),
      paddleError(429, 'too_many_requests', 'Slow down.'),
      { status: 500, body: { error: { type: 'api_error', code: 'internal_error' } } },
      { status: 503, body: '<html>Service Unavailable</html>' },
    ]
    for (const answer of answers) {
      fake.override = () => answer
      const res = await cancel(t, ada.cookie)
      expect(res.statusCode).toBe(502)
      expect(res.json()).toMatchObject({ status: 502, message: providerFailureMessage })
      expect(await billingInfo(t, ada.cookie)).toEqual(before)
    }
    expect(before).toMatchObject({ canceled: false })
    await fake.close()
    expect((await cancel(t, ada.cookie)).statusCode).toBe(502)
    expect(await billingInfo(t, ada.cookie)).toEqual(before)
    const failures = t.logs().filter((l) => l.msg === 'Paddle did not cancel')
    expect(failures.map((l) => l.status)).toEqual([400, 404, 429, 500, 503, undefined])
    expect(failures[0]).toMatchObject({ code: 'subscription_locked_pending_changes' })
  })

  it('never echoes a wrong API key, in the answer or the log', async () => {
    const wrongKey = 'pdl_sdbx_apikey_wrong_key_0123456789'
    const { t, fake, ada } = await setup({ PADDLE_API_KEY: wrongKey })
    const res = await cancel(t, ada.cookie)
    expect(res.statusCode).toBe(502)
    expect(fake.requests[0]?.authorization).toBe(`Bearer ${wrongKey}`)
    expect(res.body).not.toContain('wrong_key')
    const logged = JSON.stringify(t.logs())
    expect(logged).toContain('"code":"forbidden"')
    expect(logged).not.toContain('wrong_key')
    expect(await billingInfo(t, ada.cookie)).toMatchObject({ canceled: false })
  })

  it('cancels sandbox subscriptions without calling Paddle', async () => {
    fake = await startFakePaddleApi(apiKey)
    test = await buildTestApp(
      { PUBLIC_ORIGIN: testOrigin, PADDLE_API_KEY: apiKey, PADDLE_API_URL: fake.url },
      { clock: () => testNow },
    )
    const ada = await signedInUser(test, 'ada@studio.test')
    const checkout = await test.app.inject({
      method: 'POST',
      url: '/payments/v1/sandbox/checkout',
      headers: { cookie: ada.cookie, origin: testOrigin },
      payload: { priceId: priceFor('advanced', 'yearly').priceId, trial: true, card },
    })
    expect(checkout.statusCode).toBe(200)
    const res = await cancel(test, ada.cookie)
    expect(res.statusCode).toBe(200)
    expect(res.json()).toMatchObject({ effectiveAt: testNow + 14 * 24 * 60 * 60 * 1000 })
    expect(await billingInfo(test, ada.cookie)).toMatchObject({ canceled: true })
    expect(fake.requests).toEqual([])
  })
})
