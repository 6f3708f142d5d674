import { beforeAll, expect, it } from 'vitest'
import { migrateToLatest } from '../db/migrate'
import { describeEachDatabase } from '../testing/databaseTargets'
import { createRowOwner } from '../testing/repositoryUsers'
import { createAlertWebhooksRepository } from './alertWebhooksRepository'
import { createUsersRepository } from './usersRepository'
import {
  createPushSubscriptionsRepository,
  maxPushSubscriptionsPerUser,
} from './pushSubscriptionsRepository'

const keys = (n: number) => ({ p256dh: `B${'p'.repeat(86)}${n}`, auth: `auth${n}` })
const subscription = (endpoint: string, n = 0) => ({ endpoint, keys: keys(n) })

describeEachDatabase('push subscriptions and alert webhooks', (target) => {
  beforeAll(async () => {
    await migrateToLatest(target.open())
  })
  const newUser = () => createRowOwner(target.open().db, 'channels.example')

  it('keeps one row per endpoint, moving it between accounts, and the newest 20 per user', async () => {
    const push = createPushSubscriptionsRepository(target.open().db)
    const [ada, bob] = [await newUser(), await newUser()]
    const endpoint = `https://push.example.com/${ada}`
    expect((await push.save(ada, subscription(endpoint), 'Firefox', 1000)).created).toBe(true)
    const renewed = await push.save(ada, subscription(endpoint, 1), null, 2000)
    expect(renewed).toMatchObject({ created: false, subscription: { createdAt: 1000 } })
    expect(await push.list(ada)).toEqual([
      { endpoint, userUuid: ada, keys: keys(1), createdAt: 1000 },
    ])
    // Two accounts posting one endpoint at once leave one row, with one of them.
    await Promise.all([
      push.save(bob, subscription(endpoint, 2), null, 3000),
      push.save(ada, subscription(endpoint, 3), null, 3000),
    ])
    expect([...(await push.list(ada)), ...(await push.list(bob))]).toHaveLength(1)
    await push.save(bob, subscription(endpoint, 2), null, 4000)
    expect(await push.list(ada)).toEqual([])
    expect(await push.list(bob)).toEqual([
      { endpoint, userUuid: bob, keys: keys(2), createdAt: 4000 },
    ])
    expect(await push.remove(ada, endpoint)).toBe(false)
    expect(await push.remove(bob, endpoint)).toBe(true)

    for (let i = 0; i < maxPushSubscriptionsPerUser + 2; i += 1) {
      await push.save(ada, subscription(`https://push.example.com/${ada}/${i}`), null, 10_000 + i)
    }
    const kept = await push.list(ada)
    expect(kept).toHaveLength(maxPushSubscriptionsPerUser)
    expect(kept[0]?.endpoint).toBe(`https://push.example.com/${ada}/2`)

    // The account's deletion takes its rows.
    await createUsersRepository(target.open().db).delete(ada)
    expect(await push.list(ada)).toEqual([])
  })

  it('gives a webhook the first secret stored and keeps it when the URL changes', async () => {
    const webhooks = createAlertWebhooksRepository(target.open().db)
    const ada = await newUser()
    expect(await webhooks.get(ada)).toBeUndefined()
    const racing = await Promise.all([
      webhooks.setUrl(ada, 'https://a.example/1', 'sealed-1', 1000),
      webhooks.setUrl(ada, 'https://a.example/2', 'sealed-2', 1000),
    ])
    const [first, second] = racing
    expect(first?.sealedSecret).toBe(second?.sealedSecret)
    const moved = await webhooks.setUrl(ada, 'https://a.example/3', 'sealed-3', 2000)
    expect(moved).toEqual({ url: 'https://a.example/3', sealedSecret: first?.sealedSecret })
    expect(await webhooks.rotate(ada, 'sealed-4', 3000)).toEqual({
      url: 'https://a.example/3',
      sealedSecret: 'sealed-4',
    })
    await webhooks.remove(ada)
    expect(await webhooks.get(ada)).toBeUndefined()
    expect(await webhooks.rotate(ada, 'sealed-5', 4000)).toBeUndefined()
  })
})
