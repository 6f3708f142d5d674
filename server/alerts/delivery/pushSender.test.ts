import { afterAll, afterEach, describe, expect, it } from 'vitest'
import webpush from 'web-push'
import { alertPushPayloadSchema } from '@/core/api/alertDelivery'
import { createOutboundGuard } from '../../http/outboundGuard'
import { createPushSubscriptionsRepository } from '../../repositories/pushSubscriptionsRepository'
import { createLogger } from '../../logger'
import { recordTestFiring, testDelivery } from '../../testing/alertDeliveryFixtures'
import { startFakePushService, type FakePushService } from '../../testing/fakePushService'
import { createTestUser } from '../../testing/signedInUser'
import { buildTestApp, type TestApp } from '../../testing/testApp'
import { createPushSender, pushTtlSeconds } from './pushSender'

const vapid = { ...webpush.generateVAPIDKeys(), subject: 'mailto:ops@example.com' }
const log = createLogger('silent')

describe('push sender', () => {
  let test: TestApp | undefined
  let service: FakePushService | undefined
  const guard = createOutboundGuard({ allowPrivateNetworks: true })
  afterAll(() => guard.close())
  afterEach(async () => {
    await service?.close()
    await test?.close()
    service = undefined
    test = undefined
  })

  const setUp = async (devices: string[]) => {
    test = await buildTestApp()
    service = await startFakePushService({ vapidPublicKey: vapid.publicKey })
    const user = await createTestUser(test, 'ada@studio.test')
    const subscriptions = createPushSubscriptionsRepository(test.database.db)
    for (const device of devices) {
      await subscriptions.save(user.uuid, service.subscribe(device), null, Date.now())
    }
    const { db, dialect } = test.database
    const sender = createPushSender({ db, vapid, guard, log, timeoutMs: 5_000 })
    /** A delivery of a new firing of the user's alert (each outcome is the firing's own). */
    const delivery = async () =>
      testDelivery(user.uuid, { firingId: await recordTestFiring(db, dialect, user.uuid) })
    return { db, user, service, subscriptions, sender, delivery }
  }

  it('sends every device of the owner the payload, encrypted for it and signed with VAPID', async () => {
    const setup = await setUp(['laptop', 'phone'])
    const { service, sender } = setup
    const delivery = await setup.delivery()
    expect(await sender.deliver(delivery)).toEqual({ status: 'delivered', detail: '2 devices' })

    expect(service.received.map((push) => [push.id, push.status, push.error])).toEqual(
      expect.arrayContaining([
        ['laptop', 201, undefined],
        ['phone', 201, undefined],
      ]),
    )
    for (const push of service.received) {
      const payload = alertPushPayloadSchema.parse(JSON.parse(push.payload ?? ''))
      expect(payload).toEqual({
        type: 'alert',
        title: 'BTC above 100k',
        body: 'BTC Price: 101,235 (above 100,000) at 2025-11-25 00:03 UTC',
        tag: `alert-${delivery.notice.alert.uuid}`,
        url: `/charts/price_usd_close?a=BTC&i=24h&alert=${delivery.notice.alert.uuid}`,
        firingId: delivery.notice.firingId,
        alertUuid: delivery.notice.alert.uuid,
        t: delivery.notice.t,
        test: false,
      })
      expect(push.headers).toEqual({
        ttl: String(pushTtlSeconds),
        urgency: 'high',
        topic: delivery.notice.alert.uuid.replace(/-/g, ''),
        contentEncoding: 'aes128gcm',
      })
      expect(push.vapid).toMatchObject({
        publicKey: vapid.publicKey,
        aud: service.url,
        sub: 'mailto:ops@example.com',
      })
    }
  })

  it('deletes a subscription its push service calls gone (404, 410)', async () => {
    const { user, service, subscriptions, sender, delivery } = await setUp([
      'laptop',
      'old',
      'older',
    ])
    service.respondWith(410, { id: 'old' })
    service.respondWith(404, { id: 'older' })
    expect(await sender.deliver(await delivery())).toEqual({
      status: 'delivered',
      detail: '1 device; not 2: HTTP 410: subscription removed, HTTP 404: subscription removed',
    })
    const left = await subscriptions.list(user.uuid)
    expect(left.map((subscription) => subscription.endpoint)).toEqual([
      service.endpointFor('laptop'),
    ])

    service.respondWith(410)
    expect(await sender.deliver(await delivery())).toEqual({
      status: 'failed',
      detail: 'HTTP 410: subscription removed',
    })
    expect(await subscriptions.list(user.uuid)).toEqual([])
    expect(await sender.deliver(await delivery())).toEqual({
      status: 'skipped',
      detail: 'No device subscribed',
    })
  })

  it('retries when no device got it and a push service can take it later', async () => {
    const { user, service, subscriptions, sender, delivery } = await setUp(['laptop', 'phone'])
    service.respondWith(500, { id: 'laptop' })
    service.respondWith(429, { id: 'phone', headers: { 'retry-after': '60' } })
    expect(await sender.deliver(await delivery())).toEqual({
      status: 'retry',
      detail: 'HTTP 500, HTTP 429',
      retryAfterMs: 60_000,
    })
    service.respondWith(400)
    service.respondWith(undefined, { id: 'laptop' })
    service.respondWith(undefined, { id: 'phone' })
    expect(await sender.deliver(await delivery())).toEqual({
      status: 'failed',
      detail: 'HTTP 400',
    })
    expect(await subscriptions.list(user.uuid)).toHaveLength(2)
  })

  it('is refused by a push service that pins another VAPID key', async () => {
    const { db, sender, delivery } = await setUp(['laptop'])
    const other = { ...webpush.generateVAPIDKeys(), subject: vapid.subject }
    const stranger = createPushSender({ db, vapid: other, guard, log })
    expect(await stranger.deliver(await delivery())).toEqual({
      status: 'failed',
      detail: 'HTTP 403',
    })
    expect(await sender.deliver(await delivery())).toMatchObject({ status: 'delivered' })
  })
})
