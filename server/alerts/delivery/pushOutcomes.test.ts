import type { DestinationStream } from 'pino'
import { afterAll, afterEach, expect, it } from 'vitest'
import webpush from 'web-push'
import { migrateToLatest } from '../../db/migrate'
import { createOutboundGuard } from '../../http/outboundGuard'
import { createLogger } from '../../logger'
import { createAlertDeliveryRepository } from '../../repositories/alertDeliveryRepository'
import { createPushSubscriptionsRepository } from '../../repositories/pushSubscriptionsRepository'
import { createUsersRepository } from '../../repositories/usersRepository'
import { recordTestFiring } from '../../testing/alertDeliveryFixtures'
import { describeEachDatabase } from '../../testing/databaseTargets'
import { startFakePushService, type FakePushService } from '../../testing/fakePushService'
import { createOutbox } from './outbox'
import { createPushSender } from './pushSender'

const vapid = { ...webpush.generateVAPIDKeys(), subject: 'mailto:ops@example.com' }
const start = Date.UTC(2026, 10, 1, 12, 0)

/*
 * Each push subscription's own outcome of a firing, through the outbox as it runs: one browser
 * that fails (now, or for good) never makes another receive the same firing twice, whichever of
 * two instances takes the retry.
 */
describeEachDatabase('push outcomes per subscription', (target) => {
  const guard = createOutboundGuard({ allowPrivateNetworks: true })
  let service: FakePushService | undefined
  afterAll(() => guard.close())
  afterEach(async () => {
    await service?.close()
    service = undefined
  })

  /**
   * Two instances' outboxes over one PostgreSQL database (SQLite is one process's: one), on one
   * clock the test moves.
   */
  async function setUp() {
    const handles = target.dialect === 'postgres' ? [target.open(), target.open()] : [target.open()]
    if (handles[0] === undefined) throw new Error('no database')
    await migrateToLatest(handles[0])
    const { db, dialect } = handles[0]
    const lines: string[] = []
    const destination: DestinationStream = { write: (line) => void lines.push(line) }
    const log = createLogger('debug', { destination })
    const clock = { now: start }
    const outboxes = handles.map((handle) =>
      createOutbox({
        db: handle.db,
        dialect: handle.dialect,
        senders: [createPushSender({ db: handle.db, vapid, guard, log, clock: () => clock.now })],
        clock: () => clock.now,
        log,
        urlOf: () => 'http://studio.test/charts/price_usd_close?a=BTC',
      }),
    )
    const user = await createUsersRepository(db).create({
      email: `push-${Math.random()}@studio.test`,
      firstName: 'Ada',
      lastName: 'Lovelace',
      passwordHash: 'unused',
      newsletter: false,
      referral: null,
    })
    if (user === undefined) throw new Error('no user')
    const push = (service = await startFakePushService({ vapidPublicKey: vapid.publicKey }))
    /** Both instances deliver what is due, at the same time. */
    const deliverDue = async () => {
      const settled = await Promise.all(outboxes.map((outbox) => outbox.deliverDue()))
      return settled.reduce((sum, n) => sum + n, 0)
    }
    const deliveryOf = async (firingId: string) => {
      const [firing] = await createAlertDeliveryRepository(db, dialect).history(
        (
          await db
            .selectFrom('alert_firings')
            .select('alert_uuid')
            .where('id', '=', firingId)
            .executeTakeFirstOrThrow()
        ).alert_uuid,
        1,
      )
      return firing?.deliveries[0]
    }
    const pushesTo = (id: string, status = 201) =>
      push.received.filter((received) => received.id === id && received.status === status).length
    const logs = () => lines.map((line) => JSON.parse(line) as Record<string, unknown>)
    return { db, dialect, user, push, clock, deliverDue, deliveryOf, pushesTo, logs }
  }

  it('sends a retry only to the browser whose push service asked for it', async () => {
    const { db, dialect, user, push, clock, deliverDue, deliveryOf, pushesTo } = await setUp()
    const subscriptions = createPushSubscriptionsRepository(db)
    await subscriptions.save(user.uuid, push.subscribe('good'), null, start)
    await subscriptions.save(user.uuid, push.subscribe('flaky'), null, start)
    const firingId = await recordTestFiring(db, dialect, user.uuid, { now: start })

    push.respondWith(503, { id: 'flaky' })
    expect(await deliverDue()).toBe(1)
    expect(await deliveryOf(firingId)).toMatchObject({
      status: 'pending',
      detail: '1 device; retrying the rest: HTTP 503',
      deliveredAt: start,
    })

    push.respondWith(undefined, { id: 'flaky' })
    clock.now += 10_000
    expect(await deliverDue()).toBe(1)
    clock.now += 24 * 60 * 60 * 1000
    expect(await deliverDue()).toBe(0)

    expect([pushesTo('good'), pushesTo('flaky', 503), pushesTo('flaky')]).toEqual([1, 1, 1])
    expect(await deliveryOf(firingId)).toMatchObject({
      status: 'delivered',
      attempts: 2,
      detail: '2 devices',
    })
  })

  it('counts a firing that reached one browser as delivered when the other is given up', async () => {
    const { db, dialect, user, push, clock, deliverDue, deliveryOf, pushesTo } = await setUp()
    const subscriptions = createPushSubscriptionsRepository(db)
    await subscriptions.save(user.uuid, push.subscribe('good'), null, start)
    await subscriptions.save(user.uuid, push.subscribe('down'), null, start)
    const firingId = await recordTestFiring(db, dialect, user.uuid, { now: start })
    push.respondWith(500, { id: 'down' })
    // An hour a pass: every retry is due, until 24 hours after the firing.
    let passes = 0
    while ((await deliveryOf(firingId))?.status === 'pending' && passes < 40) {
      await deliverDue()
      clock.now += 60 * 60 * 1000
      passes += 1
    }
    const delivery = await deliveryOf(firingId)
    expect(delivery).toMatchObject({ status: 'delivered', deliveredAt: start })
    expect(delivery?.detail).toBe(
      `1 device; gave up on the rest after ${delivery?.attempts} attempts: HTTP 500`,
    )
    expect(pushesTo('good')).toBe(1)
    expect(pushesTo('down', 500)).toBe(delivery?.attempts)
  })

  it('removes a stored key no push can be encrypted for, once, and the good browser gets the firing once', async () => {
    const { db, dialect, user, push, clock, deliverDue, deliveryOf, pushesTo, logs } = await setUp()
    const subscriptions = createPushSubscriptionsRepository(db)
    await subscriptions.save(user.uuid, push.subscribe('good'), null, start)
    // Saved before keys were checked: well formed, but y moved by one, off the curve.
    const bad = push.subscribe('bad')
    const point = Buffer.from(bad.keys.p256dh, 'base64url')
    point[64] = ((point[64] ?? 0) + 1) & 0xff
    const badKey = point.toString('base64url')
    await subscriptions.save(
      user.uuid,
      { ...bad, keys: { ...bad.keys, p256dh: badKey } },
      null,
      start,
    )
    const firingId = await recordTestFiring(db, dialect, user.uuid, { now: start })

    expect(await deliverDue()).toBe(1)
    for (let k = 0; k < 3; k += 1) {
      clock.now += 60 * 60 * 1000
      expect(await deliverDue()).toBe(0)
    }
    expect([pushesTo('good'), push.received.length]).toEqual([1, 1])
    expect(await deliveryOf(firingId)).toMatchObject({
      status: 'delivered',
      attempts: 1,
      detail: '1 device; not 1: Unusable keys: subscription removed',
    })
    expect((await subscriptions.list(user.uuid)).map((s) => s.endpoint)).toEqual([
      push.endpointFor('good'),
    ])

    // The next firing goes to the good browser alone, with nothing more to say about the bad one.
    await recordTestFiring(db, dialect, user.uuid, { now: clock.now, t: 1_764_115_200 })
    expect(await deliverDue()).toBe(1)
    expect(pushesTo('good')).toBe(2)

    const warnings = logs().filter((line) => line.level === 40)
    expect(warnings.map((line) => line.msg)).toEqual([
      'Removed a push subscription whose keys no push can be encrypted for',
    ])
    expect(logs().filter((line) => Number(line.level) >= 50)).toEqual([])
    const logged = JSON.stringify(logs())
    for (const secret of [badKey, bad.keys.auth, bad.endpoint]) {
      expect(logged).not.toContain(secret)
    }
  })
})
