import { afterEach, describe, expect, it } from 'vitest'
import {
  billingInfoSchema,
  cancelSubscriptionResponseSchema,
  checkoutEventSchema,
  invoiceListSchema,
  sandboxCheckoutMessageSource,
} from '@/core/api/payments'
import { priceFor } from '@/core/billingCatalog'
import { userInfoSchema } from '@/core/api/user'
import { signedInUser, testNow, testOrigin } from '../testing/paddleEvents'
import { buildTestApp, type TestApp } from '../testing/testApp'

const card = { name: 'Ada Lovelace', number: '4242 4242 4242 4242', expiry: '12/30', cvc: '123' }

describe('billing and the sandbox checkout', () => {
  let test: TestApp | undefined
  afterEach(async () => {
    await test?.close()
    test = undefined
  })
  const setup = async () => {
    test = await buildTestApp({ PUBLIC_ORIGIN: testOrigin }, { clock: () => testNow })
    return test
  }
  const checkout = (t: TestApp, cookie: string, body: object) =>
    t.app.inject({
      method: 'POST',
      url: '/payments/v1/sandbox/checkout',
      headers: { cookie, origin: testOrigin },
      payload: body,
    })
  const get = (t: TestApp, url: string, cookie?: string) =>
    t.app.inject({ url, headers: cookie === undefined ? {} : { cookie } })

  it('serves a CSP-clean checkout page, completes it, and the user becomes Advanced', async () => {
    const t = await setup()
    const ada = await signedInUser(t, 'ada@studio.test')
    const priceId = priceFor('advanced', 'yearly').priceId

    const page = await get(
      t,
      `/payments/v1/sandbox/checkout?priceId=${priceId}&trial=1`,
      ada.cookie,
    )
    expect(page.statusCode).toBe(200)
    expect(page.headers['content-type']).toContain('text/html')
    expect(page.body).toContain('Studio Advanced')
    expect(page.body).toContain('14-day free trial, then $588 per year')
    expect(page.body).not.toMatch(/<script>|<style|style=/)
    expect(page.headers['content-security-policy']).toContain("script-src 'self'")
    const script = await get(t, '/payments/v1/sandbox/checkout.js')
    expect(script.headers['content-type']).toContain('text/javascript')
    expect(script.body).toContain(sandboxCheckoutMessageSource)
    expect((await get(t, '/payments/v1/sandbox/checkout.css')).statusCode).toBe(200)

    const res = await checkout(t, ada.cookie, { priceId, trial: true, card })
    expect(res.statusCode).toBe(200)
    const event = checkoutEventSchema.parse(res.json())
    expect(event).toMatchObject({
      name: 'checkout.completed',
      data: {
        status: 'completed',
        custom_data: { clientReferenceId: ada.uuid },
        totals: { total: 0 },
      },
    })

    const info = userInfoSchema.parse((await get(t, '/v1/user/info', ada.cookie)).json())
    expect(info).toMatchObject({ plan: 'advanced', trial: true, trialAvailable: false })
    expect(info.trialExpiry).toBe(testNow + 14 * 24 * 60 * 60 * 1000)

    const billing = billingInfoSchema.parse(
      (await get(t, '/payments/v1/customer/billing_info', ada.cookie)).json(),
    )
    expect(billing).toEqual({
      plan: 'advanced',
      billingCycle: 'yearly',
      canceled: false,
      currentPeriodEnd: info.trialExpiry,
      card: { brand: 'visa', last4: '4242', expiry: '12/30' },
      nextPayment: { amount: 58800, currency: 'USD', date: info.trialExpiry },
      paymentMethod: 'card',
      provider: 'paddle',
    })

    // The trial is used: a second one is refused; paying now works.
    expect((await checkout(t, ada.cookie, { priceId, trial: true, card })).statusCode).toBe(409)
  })

  it('charges at once without the trial, and refuses declined and invalid cards', async () => {
    const t = await setup()
    const ada = await signedInUser(t, 'ada@studio.test')
    const priceId = priceFor('professional', 'monthly').priceId
    const declined = { ...card, number: '4000 0000 0000 0002' }
    expect((await checkout(t, ada.cookie, { priceId, card: declined })).statusCode).toBe(402)
    const invalid = { ...card, number: '4242 4242 4242 4241' }
    expect((await checkout(t, ada.cookie, { priceId, card: invalid })).statusCode).toBe(400)
    const trial = await checkout(t, ada.cookie, { priceId, trial: true, card })
    expect(trial.statusCode).toBe(400)

    expect((await checkout(t, ada.cookie, { priceId, card })).statusCode).toBe(200)
    const info = userInfoSchema.parse((await get(t, '/v1/user/info', ada.cookie)).json())
    // Paying ends the free trial offer.
    expect(info).toMatchObject({ plan: 'professional', trialAvailable: false })
    const invoices = invoiceListSchema.parse(
      (await get(t, '/payments/v1/customer/invoices', ada.cookie)).json(),
    )
    expect(invoices).toEqual([
      expect.objectContaining({ status: 'completed', amount: 129900, currency: 'USD' }),
    ])
  })

  it('shows billing only to its owner and requires a session', async () => {
    const t = await setup()
    const ada = await signedInUser(t, 'ada@studio.test')
    const bob = await signedInUser(t, 'bob@studio.test')
    const priceId = priceFor('advanced', 'monthly').priceId
    expect((await checkout(t, ada.cookie, { priceId, card })).statusCode).toBe(200)

    expect((await get(t, '/payments/v1/customer/invoices', bob.cookie)).json()).toEqual([])
    expect((await get(t, '/payments/v1/customer/billing_info', bob.cookie)).json()).toMatchObject({
      plan: null,
      card: null,
    })
    const cancelByBob = await t.app.inject({
      method: 'POST',
      url: '/payments/v1/customer/cancel_active_sub',
      headers: { cookie: bob.cookie, origin: testOrigin },
    })
    expect(cancelByBob.statusCode).toBe(404)
    for (const url of ['/payments/v1/customer/invoices', '/payments/v1/customer/billing_info']) {
      expect((await get(t, url)).statusCode).toBe(401)
    }
    expect((await checkout(t, '', { priceId, card })).statusCode).toBe(401)
  })

  it('cancels at the end of the period, and refuses a cross-site cancel', async () => {
    const t = await setup()
    const ada = await signedInUser(t, 'ada@studio.test')
    const priceId = priceFor('advanced', 'monthly').priceId
    expect((await checkout(t, ada.cookie, { priceId, card })).statusCode).toBe(200)
    const cancel = (origin: string) =>
      t.app.inject({
        method: 'POST',
        url: '/payments/v1/customer/cancel_active_sub',
        headers: { cookie: ada.cookie, origin },
      })

    expect((await cancel('https://evil.example')).statusCode).toBe(403)
    const billingBefore = (await get(t, '/payments/v1/customer/billing_info', ada.cookie)).json()
    expect(billingBefore).toMatchObject({ canceled: false })

    const res = await cancel(testOrigin)
    expect(res.statusCode).toBe(200)
    const periodEnd = Date.parse('2025-02-15T12:00:00.000Z')
    expect(cancelSubscriptionResponseSchema.parse(res.json())).toEqual({
      ok: true,
      previousPlan: 'advanced',
      currentPlan: 'advanced',
      effectiveAt: periodEnd,
    })
    expect((await get(t, '/payments/v1/customer/billing_info', ada.cookie)).json()).toMatchObject({
      canceled: true,
      currentPeriodEnd: periodEnd,
      nextPayment: null,
    })
    expect((await cancel(testOrigin)).statusCode).toBe(404)
  })

  it("takes the Paddle account's price ids too (PADDLE_PRICE_IDS)", async () => {
    const paddleId = 'pri_01hv8a9qz5bqkx4m8c2d7e3faa'
    test = await buildTestApp(
      { PUBLIC_ORIGIN: testOrigin, PADDLE_PRICE_IDS: `standard_yearly=${paddleId}` },
      { clock: () => testNow },
    )
    const ada = await signedInUser(test, 'ada@studio.test')
    const page = await get(test, `/payments/v1/sandbox/checkout?priceId=${paddleId}`, ada.cookie)
    expect(page.body).toContain('Studio Standard')
    expect((await checkout(test, ada.cookie, { priceId: paddleId, card })).statusCode).toBe(200)
    const billing = await get(test, '/payments/v1/customer/billing_info', ada.cookie)
    expect(billing.json()).toMatchObject({ plan: 'standard', billingCycle: 'yearly' })
  })

  it('has no sandbox checkout when a Paddle client token is configured', async () => {
    test = await buildTestApp({
      PADDLE_CLIENT_TOKEN: 'test_0123456789abcdef',
      PADDLE_WEBHOOK_SECRET: 'pdl_ntfset_configured_secret',
      PADDLE_API_KEY: 'pdl_sdbx_apikey_configured_key',
    })
    const priceId = priceFor('advanced', 'monthly').priceId
    const page = await get(test, `/payments/v1/sandbox/checkout?priceId=${priceId}`)
    expect(page.statusCode).toBe(404)
  })
})
