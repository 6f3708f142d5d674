import { afterEach, describe, expect, it } from 'vitest'
import { userNotificationListSchema } from '@/core/api/notifications'
import { priceFor } from '@/core/billingCatalog'
import { signedInUser, testNow, testOrigin } from '../testing/paddleEvents'
import { buildTestApp, type TestApp } from '../testing/testApp'

const card = { name: 'Ada Lovelace', number: '4242 4242 4242 4242', expiry: '12/30', cvc: '123' }

describe('the user notification list', () => {
  let test: TestApp | undefined
  afterEach(async () => {
    await test?.close()
    test = undefined
  })

  const list = async (t: TestApp, cookie: string) =>
    userNotificationListSchema.parse(
      (await t.app.inject({ url: '/v1/user/notifications', headers: { cookie } })).json(),
    )
  const post = (t: TestApp, url: string, cookie: string, payload?: object) =>
    t.app.inject({ method: 'POST', url, headers: { cookie, origin: testOrigin }, payload })

  it("tells the user of plan changes, marks them read, and shows nobody else's", async () => {
    const t = (test = await buildTestApp({ PUBLIC_ORIGIN: testOrigin }, { clock: () => testNow }))
    const ada = await signedInUser(t, 'ada@studio.test')
    const bob = await signedInUser(t, 'bob@studio.test')
    expect(await list(t, ada.cookie)).toEqual({ data: [], unread: 0 })

    const priceId = priceFor('advanced', 'monthly').priceId
    const bought = await post(t, '/payments/v1/sandbox/checkout', ada.cookie, { priceId, card })
    expect(bought.statusCode).toBe(200)
    const afterPurchase = await list(t, ada.cookie)
    expect(afterPurchase.unread).toBe(1)
    expect(afterPurchase.data).toEqual([
      expect.objectContaining({
        kind: 'plan_changed',
        title: 'Your plan is now Advanced',
        link: '/settings/billing',
        read: false,
      }),
    ])
    expect(await list(t, bob.cookie)).toEqual({ data: [], unread: 0 })

    expect((await post(t, '/v1/user/notifications/read', ada.cookie)).statusCode).toBe(200)
    const read = await list(t, ada.cookie)
    expect(read.unread).toBe(0)
    expect(read.data.map((n) => n.read)).toEqual([true])

    // Only a signed-in user has a list.
    expect((await t.app.inject({ url: '/v1/user/notifications' })).statusCode).toBe(401)
  })
})
