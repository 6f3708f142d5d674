import { afterEach, describe, expect, it } from 'vitest'
import { signPayload } from '../payments/paddleSignature'
import { createUsersRepository } from '../repositories/usersRepository'
import {
  adjustmentData,
  notification,
  postWebhook,
  signedInUser,
  subscriptionData,
  testNow,
  testOrigin,
  testWebhookSecret,
  transactionData,
} from '../testing/paddleEvents'
import { buildTestApp, type TestApp } from '../testing/testApp'

describe('POST /payments/v1/webhooks/paddle', () => {
  let test: TestApp | undefined
  afterEach(async () => {
    await test?.close()
    test = undefined
  })
  const setup = async (env: Record<string, string> = {}) => {
    test = await buildTestApp(
      { PUBLIC_ORIGIN: testOrigin, PADDLE_WEBHOOK_SECRET: testWebhookSecret, ...env },
      { clock: () => testNow },
    )
    const t = test
    const { uuid } = await signedInUser(t, 'ada@studio.test')
    const users = createUsersRepository(t.database.db)
    const user = async () => {
      const found = await users.findByUuid(uuid)
      if (found === undefined) throw new Error('user vanished')
      return found
    }
    const send = async (eventType: string, data: unknown, secondsAfter = 0) => {
      const res = await postWebhook(
        t.app,
        JSON.stringify(notification(eventType, data, secondsAfter)),
      )
      expect(res.statusCode).toBe(200)
      return res.json<{ outcome: string }>().outcome
    }
    return { t, uuid, user, send }
  }

  describe('signature', () => {
    const body = (uuid: string) =>
      JSON.stringify(notification('subscription.created', subscriptionData(uuid)))

    it('applies a validly signed event', async () => {
      const { t, uuid, user } = await setup()
      const res = await postWebhook(t.app, body(uuid))
      expect(res.statusCode).toBe(200)
      expect(res.json()).toEqual({ ok: true, outcome: 'applied' })
      expect((await user()).products).toEqual(['advanced', 'standard'])
    })

    it('refuses a tampered body, a wrong secret, a stale timestamp and a missing header', async () => {
      const { t, uuid, user } = await setup()
      const original = body(uuid)
      const signature = signPayload(testWebhookSecret, Buffer.from(original), testNow / 1000)
      const tampered = original.replace('"active"', '"trialing"')
      const cases = [
        [tampered, signature],
        [original, signPayload('pdl_ntfset_other_secret', Buffer.from(original), testNow / 1000)],
        [original, signPayload(testWebhookSecret, Buffer.from(original), testNow / 1000 - 6)],
        [original, signPayload(testWebhookSecret, Buffer.from(original), testNow / 1000 + 6)],
        [original, null],
        [original, 'ts=abc;h1=zz'],
      ] as const
      for (const [payload, header] of cases) {
        const res = await postWebhook(t.app, payload, header)
        expect(res.statusCode).toBe(401)
        expect(res.body).not.toContain(testWebhookSecret)
      }
      expect((await user()).products).toEqual(['standard'])
      const logged = JSON.stringify(t.logs())
      expect(logged).not.toContain(testWebhookSecret)
    })

    it('accepts a header with several h1 when one of them matches', async () => {
      const { t, uuid } = await setup()
      const payload = body(uuid)
      const valid = signPayload(testWebhookSecret, Buffer.from(payload), testNow / 1000)
      const stale = signPayload('pdl_ntfset_old_secret', Buffer.from(payload), testNow / 1000)
      const header = `${stale};${valid.split(';')[1] ?? ''}`
      expect((await postWebhook(t.app, payload, header)).statusCode).toBe(200)
    })

    it('accepts a timestamp within the tolerance', async () => {
      const { t, uuid } = await setup()
      const payload = body(uuid)
      const header = signPayload(testWebhookSecret, Buffer.from(payload), testNow / 1000 - 5)
      expect((await postWebhook(t.app, payload, header)).statusCode).toBe(200)
    })
  })

  it('ignores a redelivered event id', async () => {
    const { t, uuid, user } = await setup()
    const event = JSON.stringify(notification('subscription.created', subscriptionData(uuid)))
    expect((await postWebhook(t.app, event)).json()).toMatchObject({ outcome: 'applied' })
    // The user loses the plan in between; a replay of the old event must not bring it back.
    await createUsersRepository(t.database.db).setEntitlements(uuid, {
      ...(await user()),
      products: [],
    })
    expect((await postWebhook(t.app, event)).json()).toMatchObject({ outcome: 'duplicate' })
    expect((await user()).products).toEqual([])
  })

  it('keeps the newer state when an older event arrives late', async () => {
    const { uuid, user, send } = await setup()
    const canceled = subscriptionData(uuid, {
      status: 'canceled',
      canceled_at: '2025-01-15T12:01:00Z',
    })
    expect(await send('subscription.canceled', canceled, 60)).toBe('applied')
    expect(await send('subscription.updated', subscriptionData(uuid), 30)).toBe('stale')
    expect((await user()).products).toEqual(['standard'])
  })

  it('grants the plan while active and removes it when the subscription is canceled', async () => {
    const { uuid, user, send } = await setup()
    await send('subscription.created', subscriptionData(uuid))
    await send('transaction.completed', transactionData(uuid), 1)
    expect((await user()).products).toEqual(['advanced', 'standard'])
    const scheduled = subscriptionData(uuid, {
      scheduled_change: { action: 'cancel', effective_at: '2026-01-15T12:00:00Z' },
    })
    await send('subscription.updated', scheduled, 2)
    expect((await user()).products).toEqual(['advanced', 'standard'])
    await send('subscription.canceled', { ...scheduled, status: 'canceled' }, 3)
    expect((await user()).products).toEqual(['standard'])
  })

  it("reads the Paddle account's own price ids as catalog prices (PADDLE_PRICE_IDS)", async () => {
    const paddleId = 'pri_01hv8a9qz5bqkx4m8c2d7e3faa'
    const { t, uuid, user, send } = await setup({
      PADDLE_PRICE_IDS: `professional_monthly=${paddleId}`,
    })
    const base = subscriptionData(uuid)
    const withPrice = (id: string) =>
      base.items.map((item) => ({ ...item, price: { ...item.price, id } }))
    expect(await send('subscription.created', { ...base, items: withPrice(paddleId) })).toBe(
      'applied',
    )
    expect((await user()).products).toEqual(['professional', 'standard'])
    const row = await t.database.db
      .selectFrom('subscriptions')
      .select('price_id')
      .executeTakeFirst()
    expect(row?.price_id).toBe('pri_studio_professional_monthly')
    // A price id of the account that is not mapped is not ours.
    const unknown = {
      ...base,
      id: 'sub_test_2',
      items: withPrice('pri_01hv8a9qz5bqkx4m8c2d7e3fzz'),
    }
    expect(await send('subscription.created', unknown, 1)).toBe('ignored')
  })

  it('maps transaction statuses to products', async () => {
    const { t, uuid, user, send } = await setup()
    await send('subscription.created', subscriptionData(uuid))
    await send('transaction.completed', transactionData(uuid), 1)
    const invoices = async () => {
      const rows = await t.database.db.selectFrom('transactions').select('status').execute()
      return rows.map((r) => r.status)
    }
    await send('adjustment.created', adjustmentData('refund', 'partial', '1000'), 2)
    expect(await invoices()).toEqual(['partially_refunded'])
    expect((await user()).products).toEqual(['advanced', 'standard'])

    await send('adjustment.created', adjustmentData('chargeback', 'full', '57800'), 3)
    expect(await invoices()).toEqual(['disputed'])
    expect((await user()).products).toEqual(['standard'])

    await send(
      'adjustment.updated',
      { ...adjustmentData('chargeback', 'full', '57800'), action: 'chargeback_reverse' },
      4,
    )
    expect(await invoices()).toEqual(['partially_refunded'])
    expect((await user()).products).toEqual(['advanced', 'standard'])

    await send('adjustment.created', adjustmentData('refund', 'full', '57800'), 5)
    expect(await invoices()).toEqual(['refunded'])
    expect((await user()).products).toEqual(['standard'])
  })

  it('starts a 14-day trial of Advanced that renews into Advanced', async () => {
    const { uuid, user, send } = await setup()
    const trialEnd = testNow + 14 * 24 * 60 * 60 * 1000
    const period = {
      starts_at: new Date(testNow).toISOString(),
      ends_at: new Date(trialEnd).toISOString(),
    }
    const base = subscriptionData(uuid)
    const [item] = base.items
    if (item === undefined) throw new Error('no item')
    await send('subscription.trialing', {
      ...base,
      status: 'trialing',
      items: [{ ...item, trial_dates: period }],
    })
    expect(await user()).toMatchObject({
      products: ['advanced', 'standard'],
      trialAvailable: false,
      trialExpiry: trialEnd,
    })
    await send('subscription.activated', { ...base, status: 'active' }, 14 * 24 * 60 * 60)
    expect(await user()).toMatchObject({
      products: ['advanced', 'standard'],
      trialAvailable: false,
      trialExpiry: trialEnd,
    })
  })

  it('acknowledges event types it does not handle, and refuses malformed ones', async () => {
    const { uuid, send, t } = await setup()
    expect(await send('customer.created', { id: 'ctm_1' })).toBe('unhandled')
    const broken = JSON.stringify(
      notification('subscription.created', {
        id: 'sub_1',
        custom_data: { clientReferenceId: uuid },
      }),
    )
    expect((await postWebhook(t.app, broken)).statusCode).toBe(400)
  })
})
