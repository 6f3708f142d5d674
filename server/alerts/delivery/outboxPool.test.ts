import type { FastifyBaseLogger } from 'fastify'
import { afterEach, expect, it } from 'vitest'
import { migrateToLatest } from '../../db/migrate'
import { createAlertDeliveryRepository } from '../../repositories/alertDeliveryRepository'
import { createAlertsRepository } from '../../repositories/alertsRepository'
import { createUsersRepository } from '../../repositories/usersRepository'
import { describeEachDatabase } from '../../testing/databaseTargets'
import type { AlertChannelSender, ChannelDelivery } from './alertChannel'
import { createOutbox, deliveryConcurrency } from './outbox'

const log = { error: () => undefined } as unknown as FastifyBaseLogger
const now = Date.UTC(2026, 10, 1, 12, 0)

describeEachDatabase('outbox pool', (target) => {
  const handles: { close(): Promise<void> }[] = []
  afterEach(async () => {
    await Promise.all(handles.splice(0).map((handle) => handle.close()))
  })

  it('keeps delivering the rest while one receiver is slow, each delivery once', async () => {
    const handle = target.open()
    handles.push(handle)
    await migrateToLatest(handle)
    const { db, dialect } = handle
    const user = await createUsersRepository(db).create({
      email: `pool-${Math.random()}@studio.test`,
      firstName: 'Ada',
      lastName: 'Lovelace',
      passwordHash: 'unused',
      newsletter: false,
      referral: null,
    })
    if (user === undefined) throw new Error('no user')
    const alert = await createAlertsRepository(db).create(
      user.uuid,
      {
        path: 'market/price_usd_close',
        source: null,
        asset: 'BTC',
        currency: null,
        exchange: null,
        resolution: '24h',
        condition: 'gt',
        conditionValues: [100],
        conditionDuration: null,
        movingAverage: 0,
        metricName: 'Price',
        name: 'BTC above 100',
        channels: ['webhook'],
        repeat: 'every',
        enabled: true,
        snoozedUntil: null,
        disabledReason: null,
      },
      now,
    )
    // More firings than the pool holds at once, so a batch-by-batch outbox would wait.
    const count = deliveryConcurrency + 10
    const repository = createAlertDeliveryRepository(db, dialect)
    for (let k = 0; k < count; k += 1) {
      await repository.recordFiring({
        alertUuid: alert.uuid,
        ownerUuid: user.uuid,
        t: 1_700_000_000 + 600 * k,
        value: 110,
        test: false,
        firedAt: now,
        channels: ['webhook'],
      })
    }

    // The first delivery answers only once every other one has been handed to the sender.
    const calls: ChannelDelivery[] = []
    let allCalled: () => void = () => undefined
    const othersCalled = new Promise<void>((resolve) => (allCalled = resolve))
    const sender: AlertChannelSender = {
      channel: 'webhook',
      async deliver(delivery) {
        calls.push(delivery)
        if (calls.length === count) allCalled()
        if (calls.length === 1) await othersCalled
        return { status: 'delivered', detail: 'HTTP 200' }
      },
    }
    const outbox = createOutbox({
      db,
      dialect,
      senders: [sender],
      clock: () => now,
      log,
      urlOf: () => 'http://studio.test/charts/x',
    })
    expect(await outbox.deliverDue()).toBe(count)
    expect(new Set(calls.map((call) => call.notice.firingId)).size).toBe(count)
    const delivered = await db
      .selectFrom('alert_deliveries')
      .select(['status', 'attempts'])
      .where('status', '=', 'delivered')
      .where('attempts', '=', 1)
      .execute()
    expect(delivered).toHaveLength(count)
    expect(await outbox.deliverDue()).toBe(0)
  })
})
