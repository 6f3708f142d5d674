import { expect, it } from 'vitest'
import { alertSchema } from '@/core/api/alerts'
import { alertDeliveryGiveUpMs, alertHistorySchema } from '@/core/api/alertDelivery'
import { alertBody, alertClient } from '../testing/alertFixtures'
import { describeEachDatabase } from '../testing/databaseTargets'
import { testCaller } from '../testing/documentApiClient'
import { signedInUser } from '../testing/signedInUser'
import { chartBody, formulaItem, metricItem, udmClient } from '../testing/udmFixtures'
import { catalogMetrics } from '../demo/catalog'
import { demoAssets } from '../demo/assets'
import { chartDocumentSchema } from '@/core/api/udm'
import { createAlertDeliveryRepository } from '../repositories/alertDeliveryRepository'
import {
  alertEngineHarness,
  harnessOrigin,
  harnessStart,
  pointAt,
} from './testing/alertEngineHarness'
import { deliveryBackoffMs } from './delivery/outbox'
import { migrateToLatest } from '../db/migrate'
import { createDemoSource } from '../demo/demoSource'
import { createLayeredSource } from '../metrics/sources/layeredSource'
import { createImportedSeriesRepository } from '../repositories/importedSeriesRepository'

const origin = harnessOrigin
const start = harnessStart

describeEachDatabase('alert evaluation and delivery', (target) => {
  const { apps, instance, setup } = alertEngineHarness(target)

  it('fires once on a crossing, armed at the value current when saved, and never twice for a point', async () => {
    const { a, source, user, create, history } = await setup()
    const alert = await create({ repeat: 'every' })
    // Armed at 90 when saved: the first point above 100 after it is a crossing.
    source.push(pointAt(1), 110)
    await a.run()
    expect(a.push.calls).toHaveLength(1)
    expect(a.webhook.calls).toHaveLength(1)
    const [delivery] = a.push.calls
    expect(delivery?.notice).toMatchObject({ value: 110, t: pointAt(1), test: false })
    expect(delivery?.userUuid).toBe(user.uuid)
    expect(delivery?.url).toMatch(new RegExp(`^${origin}/charts/[A-Za-z]+\\?a=BTC&i=24h&`))
    expect(delivery?.url).toContain(`alert=${alert.uuid}`)
    expect(a.pulses.published).toHaveLength(1)
    expect(a.pulses.published[0]?.[1]).toMatchObject({ type: 'alert', value: 110, test: false })

    // Nothing new: no firing on the next ticks, whatever the version says.
    await a.run()
    source.bump()
    await a.run()
    expect(a.push.calls).toHaveLength(1)

    const listed = alertHistorySchema.parse((await history(alert.uuid)).body)
    expect(listed.data).toHaveLength(1)
    expect(listed.data[0]).toMatchObject({ t: pointAt(1), value: 110, test: false })
    expect(listed.data[0]?.deliveries).toEqual([
      { channel: 'push', status: 'delivered', attempts: 1, detail: 'ok', deliveredAt: start },
      { channel: 'webhook', status: 'delivered', attempts: 1, detail: 'ok', deliveredAt: start },
    ])

    // The unique key: a second firing of the same point is not recorded.
    const again = await createAlertDeliveryRepository(
      a.test.database.db,
      a.test.database.dialect,
    ).recordFiring({
      alertUuid: alert.uuid,
      ownerUuid: user.uuid,
      t: pointAt(1),
      value: 110,
      test: false,
      firedAt: start,
      channels: ['push'],
    })
    expect(again).toBeUndefined()
  })

  it('does not fire for a value already past the level when saved', async () => {
    const { a, source, create } = await setup([[pointAt(0), 110]])
    await create({ repeat: 'every' })
    source.push(pointAt(1), 120)
    await a.run()
    expect(a.push.calls).toHaveLength(0)
  })

  it('arms an alert again when an update changes its condition, at the value current then', async () => {
    const { a, source, api, create } = await setup()
    const alert = await create({ repeat: 'every' })
    // Now above 80 at 90: armed again there, the next point above 80 is no crossing.
    const updated = await api.update(
      alert.uuid,
      { ...alert, conditionValues: [80] },
      { 'if-match': '"v1"' },
    )
    expect(updated.statusCode).toBe(200)
    source.push(pointAt(1), 95)
    await a.run()
    expect(a.push.calls).toHaveLength(0)
    // A crossing of the new level fires.
    source.push(pointAt(2), 70)
    source.push(pointAt(3), 85)
    await a.run()
    expect(a.push.calls.map((c) => c.notice.t)).toEqual([pointAt(3)])
  })

  it('turns a `once` alert off after it fires, and honours a repeat period', async () => {
    const { a, source, api, create } = await setup()
    const once = await create({ repeat: 'once' })
    const hourly = await create({ repeat: '1h', channels: ['push'] })
    source.push(pointAt(1), 110)
    await a.run()
    expect(a.push.calls.map((c) => c.notice.alert.uuid).sort()).toEqual(
      [once.uuid, hourly.uuid].sort(),
    )
    const off = alertSchema.parse((await api.read(once.uuid)).json())
    expect(off).toMatchObject({ enabled: false, version: 2 })

    // Down and up again 20 minutes later: within the hour, the hourly alert stays quiet.
    source.push(pointAt(2), 90)
    source.push(pointAt(3), 110)
    await a.run()
    expect(a.push.calls).toHaveLength(2)
    // An hour after its firing it fires again; the `once` alert, off, does not.
    source.push(pointAt(8), 90)
    source.push(pointAt(9), 110)
    await a.run()
    expect(a.push.calls.map((c) => [c.notice.alert.uuid, c.notice.t])).toEqual([
      expect.anything(),
      expect.anything(),
      [hourly.uuid, pointAt(9)],
    ])
  })

  it('evaluates a formula alert with the workbench formula over the source series', async () => {
    const { a, source, user, create } = await setup()
    const code = catalogMetrics(undefined, demoAssets).find(
      (metric) => metric.path === 'market/price_usd_close',
    )?.metricCode
    const items = [
      metricItem({ meta: { asset: 'BTC', metricCode: code, resolution: '24h' } }),
      formulaItem('m1 * 2'),
    ]
    const charts = udmClient(a.test, origin, user.cookie)
    const chart = chartDocumentSchema.parse((await charts.create(chartBody({ items }))).json())
    const alert = await create({
      path: null,
      asset: null,
      source: { chartUuid: chart.uuid, item: 'f1' },
      conditionValues: [200],
      channels: ['push'],
    })
    // 2 x 90 = 180 when saved; 2 x 105 = 210 crosses 200 (the metric itself stays under 200).
    source.push(pointAt(1), 105)
    await a.run()
    expect(a.push.calls).toHaveLength(1)
    expect(a.push.calls[0]?.notice).toMatchObject({ value: 210, t: pointAt(1) })
    expect(a.push.calls[0]?.url).toContain(`/charts/${chart.uuid}?`)
    expect(a.push.calls[0]?.notice.alert.uuid).toBe(alert.uuid)
  })

  it('retries a delivery with backoff, then gives up 24 hours after the firing', async () => {
    const { a, source, create, history, advance, clock } = await setup()
    const alert = await create({ repeat: 'every', channels: ['webhook'] })
    a.webhook.answer = () => ({ status: 'retry', detail: 'HTTP 503' })
    source.push(pointAt(1), 110)
    await a.run()
    expect(a.webhook.calls).toHaveLength(1)
    // Not before its backoff.
    advance(deliveryBackoffMs[0] - 1000)
    await a.run()
    expect(a.webhook.calls).toHaveLength(1)
    advance(1000)
    await a.run()
    expect(a.webhook.calls).toHaveLength(2)
    advance(deliveryBackoffMs[1])
    await a.run()
    expect(a.webhook.calls.map((c) => c.attempt)).toEqual([1, 2, 3])
    const pending = alertHistorySchema.parse((await history(alert.uuid)).body).data[0]
    expect(pending?.deliveries[0]).toMatchObject({
      status: 'pending',
      attempts: 3,
      detail: 'HTTP 503',
    })

    // Hourly at most from then on, until 24 hours after the firing.
    while (clock() < start + alertDeliveryGiveUpMs) {
      advance(deliveryBackoffMs[5])
      await a.run()
    }
    const calls = a.webhook.calls.length
    expect(calls).toBeGreaterThan(20)
    expect(calls).toBeLessThan(30)
    const failed = alertHistorySchema.parse((await history(alert.uuid)).body).data[0]
    expect(failed?.deliveries[0]).toMatchObject({ status: 'failed', attempts: calls })
    expect(failed?.deliveries[0]?.detail).toMatch(/^Gave up after \d+ attempts: HTTP 503$/)
    advance(deliveryBackoffMs[5])
    await a.run()
    expect(a.webhook.calls).toHaveLength(calls)
  })

  it('skips a channel this server has no sender for', async () => {
    const { a, source, create, history } = await setup()
    const alert = await create({ repeat: 'every', channels: ['telegram', 'push'] })
    source.push(pointAt(1), 110)
    await a.run()
    const firing = alertHistorySchema.parse((await history(alert.uuid)).body).data[0]
    expect(firing?.deliveries).toEqual([
      { channel: 'push', status: 'delivered', attempts: 1, detail: 'ok', deliveredAt: start },
      {
        channel: 'telegram',
        status: 'skipped',
        attempts: 1,
        detail: 'Not available on this server',
        deliveredAt: null,
      },
    ])
  })

  it('delivers a pending row after a restart (a new app over the same database)', async () => {
    const { a, source, user, create, advance, clock } = await setup()
    const alert = await create({ repeat: 'every', channels: ['webhook'] })
    a.webhook.answer = () => ({ status: 'retry', detail: 'timeout' })
    source.push(pointAt(1), 110)
    await a.run()
    await a.test.close()
    apps.splice(apps.indexOf(a.test), 1)

    advance(deliveryBackoffMs[0])
    const b = await instance(source, clock)
    // Ready: the outbox picks up what the previous process left pending.
    await b.run()
    expect(b.webhook.calls).toHaveLength(1)
    expect(b.webhook.calls[0]?.attempt).toBe(2)
    const read = await testCaller(
      b.test,
      origin,
      user.cookie,
    )('GET', `/v1/alerts/${alert.uuid}/history`)
    const firing = alertHistorySchema.parse(read.json()).data[0]
    expect(firing?.deliveries).toEqual([
      {
        channel: 'webhook',
        status: 'delivered',
        attempts: 2,
        detail: 'ok',
        deliveredAt: start + deliveryBackoffMs[0],
      },
    ])
  })

  // Two instances in one process over one SQLite file would block each other's event loop
  // (better-sqlite3 waits synchronously for the write lock); SQLite runs one process anyway.
  it.runIf(target.dialect === 'postgres')(
    'fires once and delivers once per channel with two instances on one database',
    async () => {
      const { a, source, create, clock } = await setup()
      const b = await instance(source, clock)
      await create({ repeat: 'every' })
      source.push(pointAt(1), 110)
      await Promise.all([a.run(), b.run()])
      await Promise.all([a.run(), b.run()])
      expect(a.push.calls.length + b.push.calls.length).toBe(1)
      expect(a.webhook.calls.length + b.webhook.calls.length).toBe(1)
      expect(a.pulses.published.length + b.pulses.published.length).toBe(1)
    },
  )

  it('sends a test through every channel, for the owner only, and shows it in the history', async () => {
    const { a, user, create, history } = await setup()
    const alert = await create()
    const bob = await signedInUser(a.test, `bob-${Math.random()}@studio.test`, origin)
    const asBob = testCaller(a.test, origin, bob.cookie)
    const asAda = testCaller(a.test, origin, user.cookie)

    expect((await history(alert.uuid, bob.cookie)).status).toBe(404)
    expect((await asBob('POST', `/v1/alerts/${alert.uuid}/test`)).statusCode).toBe(404)
    expect((await history(alert.uuid)).body).toEqual({ data: [] })

    const sent = await asAda('POST', `/v1/alerts/${alert.uuid}/test`)
    expect(sent.statusCode).toBe(202)
    expect(sent.json()).toMatchObject({ test: true, value: 90, t: pointAt(0) })
    await a.run()
    expect(a.push.calls.map((c) => c.notice.test)).toEqual([true])
    expect(a.webhook.calls).toHaveLength(1)
    expect(
      a.pulses.published.map(([owner, m]) => [owner, m.type === 'alert' ? m.test : m.type]),
    ).toEqual([[user.uuid, true]])
    const listed = alertHistorySchema.parse((await history(alert.uuid)).body)
    expect(listed.data.map((f) => [f.test, f.deliveries.map((d) => d.status)])).toEqual([
      [true, ['delivered', 'delivered']],
    ])

    const silent = await create({ channels: [] })
    const refused = await asAda('POST', `/v1/alerts/${silent.uuid}/test`)
    expect(refused.statusCode).toBe(400)
    expect(refused.json()).toMatchObject({ message: expect.stringMatching(/no channels/) })

    for (let i = 1; i < 10; i += 1) {
      expect((await asAda('POST', `/v1/alerts/${alert.uuid}/test`)).statusCode).toBe(202)
    }
    const limited = await asAda('POST', `/v1/alerts/${alert.uuid}/test`)
    expect(limited.statusCode).toBe(429)
  })

  it('evaluates an import made by another process at the next tick', async () => {
    const importer = target.open()
    await migrateToLatest(importer)
    const imports = createImportedSeriesRepository(importer.db)
    const key = { path: 'market/price_usd_close', asset: 'BTC', resolution: '24h' } as const
    const day = 86_400
    const last = Math.floor(start / 1000 / day) * day - day
    const series = (values: number[]) => ({
      t: Float64Array.from(values, (_, i) => last - day * (values.length - 1 - i)),
      v: Float64Array.from(values),
    })
    await imports.replace(key, series([80, 90]))
    try {
      const source = await createLayeredSource({
        imports,
        fallback: createDemoSource(),
        clock: () => start,
        checkIntervalMs: 0,
      })
      const a = await instance(source, () => start)
      await a.test.database.db.deleteFrom('alerts').execute()
      const user = await signedInUser(a.test, `imp-${Math.random()}@studio.test`, origin)
      const created = await alertClient(a.test, origin, user.cookie).create(
        alertBody({ conditionValues: [100], repeat: 'every' }),
      )
      expect(created.statusCode).toBe(201)
      await a.run()
      expect(a.push.calls).toHaveLength(0)

      // The importer replaces the series with one more day, above the level; the clock has not
      // moved to another step: the source's version tells the tick.
      await imports.replace(key, {
        t: Float64Array.from([last - day, last, last + day - day / 2]),
        v: Float64Array.from([80, 90, 120]),
      })
      await a.run()
      expect(a.push.calls.map((c) => [c.notice.t, c.notice.value])).toEqual([[last + day / 2, 120]])
    } finally {
      await importer.db.deleteFrom('imported_series').execute()
    }
  })
})
