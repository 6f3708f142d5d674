import { afterEach, describe, expect, it } from 'vitest'
import { billingInfoSchema, invoiceListSchema } from '@/core/api/payments'
import { userInfoSchema } from '@/core/api/user'
import { priceFor } from '@/core/billingCatalog'
import { sessionCookieName } from '../auth/sessions'
import { createBillingRepository } from '../repositories/billingRepository'
import { signedInUser, testNow, testOrigin } from '../testing/paddleEvents'
import { buildTestApp, type TestApp } from '../testing/testApp'
import { sandboxSweepIntervalMs, type Repeater } from './sandboxClock'
import { sandboxDueEvents } from './sandboxLifecycle'

const dayMs = 24 * 60 * 60 * 1000
const card = { name: 'Ada Lovelace', number: '4242 4242 4242 4242', expiry: '12/30', cvc: '123' }

describe("the sandbox's clock", () => {
  let test: TestApp | undefined
  afterEach(async () => {
    await test?.close()
    test = undefined
  })

  /** An app on a fake clock whose minute ticks the test triggers by hand (`tick`). */
  const setup = async (env: Record<string, string> = {}) => {
    let now = testNow
    const timers: { intervalMs: number; task: () => Promise<void>; stopped: boolean }[] = []
    const repeat: Repeater = (intervalMs, task) => {
      const timer = { intervalMs, task, stopped: false }
      timers.push(timer)
      return () => {
        timer.stopped = true
      }
    }
    // The alert engine's ticks are not this test's subject: they get a repeater that never runs.
    const alertRepeat: Repeater = () => () => undefined
    test = await buildTestApp(
      { PUBLIC_ORIGIN: testOrigin, ...env },
      { clock: () => now, repeat, alertRepeat },
    )
    const t = test
    await t.app.ready()
    const ada = await signedInUser(t, 'ada@studio.test')
    const at = async (time: number) => {
      now = time
      for (const timer of timers) if (!timer.stopped) await timer.task()
      // Sessions last 30 days: sign in again at the new time.
      const login = await t.app.inject({
        method: 'POST',
        url: '/v1/user/login',
        headers: { origin: testOrigin },
        payload: { email: 'ada@studio.test', password: 'long enough secret' },
      })
      const session = login.cookies.find((c) => c.name === sessionCookieName)
      if (session === undefined) throw new Error(`login failed: ${login.body}`)
      ada.cookie = `${sessionCookieName}=${session.value}`
    }
    const get = async (url: string) =>
      (await t.app.inject({ url, headers: { cookie: ada.cookie } })).json<unknown>()
    const buy = async (
      plan: 'advanced' | 'standard',
      cycle: 'monthly' | 'yearly',
      trial = false,
    ) => {
      const res = await t.app.inject({
        method: 'POST',
        url: '/payments/v1/sandbox/checkout',
        headers: { cookie: ada.cookie, origin: testOrigin },
        payload: { priceId: priceFor(plan, cycle).priceId, trial, card },
      })
      expect(res.statusCode).toBe(200)
    }
    const cancel = () =>
      t.app.inject({
        method: 'POST',
        url: '/payments/v1/customer/cancel_active_sub',
        headers: { cookie: ada.cookie, origin: testOrigin },
      })
    return {
      t,
      timers,
      at,
      buy,
      cancel,
      user: async () => userInfoSchema.parse(await get('/v1/user/info')),
      billing: async () => billingInfoSchema.parse(await get('/payments/v1/customer/billing_info')),
      invoices: async () => invoiceListSchema.parse(await get('/payments/v1/customer/invoices')),
      events: async () =>
        (await t.database.db.selectFrom('webhook_events').select('event_id').execute()).length,
    }
  }

  it('runs every minute while the app runs, and only with the sandbox checkout', async () => {
    const { t, timers } = await setup()
    expect(timers).toEqual([
      { intervalMs: sandboxSweepIntervalMs, task: expect.any(Function), stopped: false },
    ])
    expect(sandboxSweepIntervalMs).toBe(60_000)
    await t.close()
    test = undefined
    expect(timers[0]?.stopped).toBe(true)

    const paddle = await setup({
      PADDLE_CLIENT_TOKEN: 'test_0123456789abcdef',
      PADDLE_WEBHOOK_SECRET: 'pdl_ntfset_configured_secret',
      PADDLE_API_KEY: 'pdl_sdbx_apikey_configured_key',
    })
    expect(paddle.timers).toEqual([])
  })

  it('renews a trial into Advanced after 14 days, charging the catalog price', async () => {
    const { t, at, buy, user, billing, invoices } = await setup()
    await buy('advanced', 'yearly', true)
    const trialEnd = testNow + 14 * dayMs
    const yearLater = Date.parse('2026-01-29T12:00:00.000Z')

    await at(trialEnd - 60_000)
    expect(await user()).toMatchObject({ plan: 'advanced', trial: true })
    expect(await invoices()).toHaveLength(1)

    await at(trialEnd + 30_000)
    expect(await user()).toMatchObject({ plan: 'advanced', trial: false, trialExpiry: trialEnd })
    expect(await billing()).toEqual({
      plan: 'advanced',
      billingCycle: 'yearly',
      canceled: false,
      currentPeriodEnd: yearLater,
      card: { brand: 'visa', last4: '4242', expiry: '12/30' },
      nextPayment: { amount: 58800, currency: 'USD', date: yearLater },
      paymentMethod: 'card',
      provider: 'paddle',
    })
    const [renewal, trial] = await invoices()
    expect(trial).toMatchObject({ amount: 0 })
    expect(renewal).toEqual({
      id: expect.stringMatching(/^txn_sandbox_/),
      invoiceNumber: expect.stringMatching(/^SBX-2025-[0-9a-f]{8}$/),
      status: 'completed',
      amount: 58800,
      currency: 'USD',
      createdAt: trialEnd,
    })
    // Charged to the card of the checkout.
    const charged = await t.database.db
      .selectFrom('transactions')
      .select(['card_brand', 'card_last4', 'card_expiry', 'payment_method'])
      .where('id', '=', renewal?.id ?? '')
      .executeTakeFirst()
    expect(charged).toEqual({
      card_brand: 'visa',
      card_last4: '4242',
      card_expiry: '12/30',
      payment_method: 'card',
    })
  })

  it('ends a cancelled subscription at the end of its period, not before', async () => {
    const { at, buy, cancel, user, billing, invoices } = await setup()
    await buy('advanced', 'monthly')
    const periodEnd = Date.parse('2025-02-15T12:00:00.000Z')
    expect((await cancel()).json()).toMatchObject({ effectiveAt: periodEnd })

    await at(periodEnd - 1000)
    expect(await user()).toMatchObject({ plan: 'advanced' })
    expect(await billing()).toMatchObject({ canceled: true, currentPeriodEnd: periodEnd })

    await at(periodEnd)
    expect(await user()).toMatchObject({ plan: 'standard', products: ['standard'] })
    expect(await billing()).toMatchObject({ plan: 'advanced', canceled: true, nextPayment: null })
    // No renewal charge for a cancelled subscription.
    expect(await invoices()).toHaveLength(1)
  })

  it('cancels a trial at its end, without charging', async () => {
    const { at, buy, cancel, user, invoices } = await setup()
    await buy('advanced', 'monthly', true)
    expect((await cancel()).json()).toMatchObject({ effectiveAt: testNow + 14 * dayMs })
    await at(testNow + 14 * dayMs)
    expect(await user()).toMatchObject({ plan: 'standard' })
    expect(await invoices()).toEqual([expect.objectContaining({ amount: 0 })])
  })

  it('catches up on every period missed while no instance ran', async () => {
    const { t, at, buy } = await setup()
    await buy('standard', 'monthly')
    await at(Date.parse('2025-04-16T00:00:00.000Z'))
    const rows = await t.database.db
      .selectFrom('transactions')
      .select(['created_at', 'total'])
      .orderBy('created_at')
      .execute()
    expect(
      rows.map((r) => [new Date(Number(r.created_at)).toISOString(), Number(r.total)]),
    ).toEqual([
      ['2025-01-15T12:00:00.000Z', 2900],
      ['2025-02-15T12:00:00.000Z', 2900],
      ['2025-03-15T12:00:00.000Z', 2900],
      ['2025-04-15T12:00:00.000Z', 2900],
    ])
  })

  it('applies each renewal once, however often or by however many instances it runs', async () => {
    const { t, at, buy, invoices, events } = await setup()
    await buy('advanced', 'yearly', true)
    const billing = createBillingRepository(t.database.db)
    const [before] = await billing.subscriptionsOf(
      (await t.database.db.selectFrom('users').select('uuid').executeTakeFirstOrThrow()).uuid,
    )
    if (before === undefined) throw new Error('no subscription')
    const trialEnd = testNow + 14 * dayMs

    await at(trialEnd)
    const applied = { invoices: await invoices(), events: await events() }
    expect(applied.invoices).toHaveLength(2)
    await at(trialEnd + 60_000)
    await at(trialEnd + 120_000)
    expect({ invoices: await invoices(), events: await events() }).toEqual(applied)

    // Another instance that read the subscription before the renewal builds the same events a
    // minute later: same ids, so the processor takes them as duplicates.
    const again = sandboxDueEvents(before, trialEnd + 60_000, null)
    const first = sandboxDueEvents(before, trialEnd, null)
    expect(again.map((e) => e.event_id)).toEqual(first.map((e) => e.event_id))
    expect(again.map((e) => e.data.id)).toEqual(first.map((e) => e.data.id))
    await billing.saveSubscription(before)
    await at(trialEnd + 180_000)
    expect((await invoices()).length).toBe(2)
    expect(await events()).toBe(applied.events)
  })
})
