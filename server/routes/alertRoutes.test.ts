import { randomUUID } from 'node:crypto'
import { afterEach, describe, expect, it } from 'vitest'
import { alertListSchema, alertSchema } from '@/core/api/alerts'
import { apiErrorSchema } from '@/core/api/error'
import { alertBody, alertClient, grantPlan } from '../testing/alertFixtures'
import { signedInUser } from '../testing/signedInUser'
import { buildTestApp, type TestApp } from '../testing/testApp'

const origin = 'http://studio.test'

describe('alerts (/v1/alerts)', () => {
  let test: TestApp | undefined
  afterEach(async () => {
    await test?.close()
    test = undefined
  })
  const build = async () => (test = await buildTestApp({ PUBLIC_ORIGIN: origin }))
  const signedIn = async (t: TestApp, email: string) => {
    const user = await signedInUser(t, email, origin)
    return { ...user, api: alertClient(t, origin, user.cookie) }
  }
  const errorOf = (response: { json: () => unknown }) => apiErrorSchema.parse(response.json())

  it('creates, lists, reads, updates and deletes an alert, with its version as the ETag', async () => {
    const t = await build()
    const { api } = await signedIn(t, 'ada@studio.test')

    const created = await api.create(alertBody())
    expect(created.statusCode).toBe(201)
    expect(created.headers.etag).toBe('"v1"')
    const alert = alertSchema.parse(created.json())
    expect(created.headers.location).toBe(`/v1/alerts/${alert.uuid}`)
    // Completed from the metric: its currency, its catalog name, a name, the defaults.
    expect(alert).toMatchObject({
      path: 'market/price_usd_close',
      source: null,
      asset: 'BTC',
      currency: 'usd',
      exchange: null,
      resolution: '24h',
      condition: 'gt',
      conditionValues: [100_000],
      conditionDuration: null,
      movingAverage: 0,
      modifier: null,
      metricName: 'Price',
      name: 'Price (BTC)',
      channels: ['push'],
      repeat: 'once',
      enabled: true,
      snoozedUntil: null,
      disabledReason: null,
      version: 1,
    })

    const read = await api.read(alert.uuid)
    expect(read.statusCode).toBe(200)
    expect(read.headers.etag).toBe('"v1"')
    expect(read.headers['cache-control']).toBe('private, no-store')
    expect(read.json()).toEqual(alert)

    // A read answer may be sent back as it is, edited.
    const snoozedUntil = Date.UTC(2030, 0, 1)
    const edited = { ...alert, name: 'Six figures', enabled: false, snoozedUntil }
    const updated = await api.update(alert.uuid, edited, { 'if-match': '"v1"' })
    expect(updated.statusCode).toBe(200)
    expect(updated.headers.etag).toBe('"v2"')
    expect(updated.json()).toMatchObject({ name: 'Six figures', enabled: false, snoozedUntil })
    expect(updated.json()).toMatchObject({ version: 2, createdAt: alert.createdAt })

    const second = alertSchema.parse((await api.create(alertBody({ condition: 'lt' }))).json())
    const list = alertListSchema.parse((await api.list()).json())
    // Oldest first: a new alert is appended (app.md section 4).
    expect(list.data.map((a) => [a.uuid, a.version])).toEqual([
      [alert.uuid, 2],
      [second.uuid, 1],
    ])
    expect(list.limit).toEqual({ used: 2, max: 3 })

    const deleted = await api.remove(alert.uuid, { 'if-match': '"v2"' })
    expect(deleted.statusCode).toBe(204)
    expect(deleted.body).toBe('')
    expect((await api.read(alert.uuid)).statusCode).toBe(404)
    expect(alertListSchema.parse((await api.list()).json()).data).toHaveLength(1)
  })

  it("answers another user's alert as missing for every verb and leaves it as it was", async () => {
    const t = await build()
    const ada = await signedIn(t, 'ada@studio.test')
    const bob = await signedIn(t, 'bob@studio.test')
    const alert = alertSchema.parse((await ada.api.create(alertBody())).json())

    expect(alertListSchema.parse((await bob.api.list()).json()).data).toEqual([])
    const headers = { 'if-match': '"v1"' }
    for (const response of [
      await bob.api.read(alert.uuid),
      await bob.api.update(alert.uuid, alertBody({ name: 'Mine now' }), headers),
      await bob.api.remove(alert.uuid, headers),
    ]) {
      expect(response.statusCode).toBe(404)
      expect(errorOf(response).message).toBe('Alert not found')
    }
    // Bob cannot take its uuid either.
    const taken = await bob.api.create(alertBody({ uuid: alert.uuid }))
    expect(taken.statusCode).toBe(409)
    expect((await ada.api.read(alert.uuid)).json()).toEqual(alert)

    // Bob's own alerts work the same for him.
    const own = alertSchema.parse((await bob.api.create(alertBody())).json())
    expect((await bob.api.remove(own.uuid, headers)).statusCode).toBe(204)
    expect((await ada.api.read(own.uuid)).statusCode).toBe(404)
  })

  it('needs a session for every route and refuses writes from another site', async () => {
    const t = await build()
    const guest = alertClient(t, origin)
    const uuid = randomUUID()
    for (const response of [
      await guest.list(),
      await guest.read(uuid),
      await guest.create(alertBody()),
      await guest.update(uuid, alertBody(), { 'if-match': '"v1"' }),
      await guest.remove(uuid, { 'if-match': '"v1"' }),
    ]) {
      expect(response.statusCode).toBe(401)
    }
    const ada = await signedInUser(t, 'ada@studio.test', origin)
    const crossSite = alertClient(t, 'https://evil.example', ada.cookie)
    const refused = await crossSite.create(alertBody())
    expect(refused.statusCode).toBe(403)
    expect(errorOf(refused).message).toBe('Cross-site request refused')
    expect(
      alertListSchema.parse((await alertClient(t, origin, ada.cookie).list()).json()).data,
    ).toEqual([])
  })

  it('takes the path with or without the metrics prefix and a leading slash, and stores the short form', async () => {
    const t = await build()
    const { api, uuid } = await signedIn(t, 'ada@studio.test')
    await grantPlan(t, uuid, 'advanced')
    for (const path of [
      'market/price_usd_close',
      '/market/price_usd_close',
      'metrics/market/price_usd_close',
      '/metrics/market/price_usd_close',
    ]) {
      const created = await api.create(alertBody({ path }))
      expect(created.statusCode).toBe(201)
      expect(created.json()).toMatchObject({ path: 'market/price_usd_close' })
    }
  })

  it('keeps a client-chosen uuid and refuses it a second time', async () => {
    const t = await build()
    const { api } = await signedIn(t, 'ada@studio.test')
    const uuid = randomUUID().toUpperCase()
    const created = await api.create(alertBody({ uuid }))
    expect(created.statusCode).toBe(201)
    expect(created.json()).toMatchObject({ uuid: uuid.toLowerCase() })
    expect(created.headers.location).toBe(`/v1/alerts/${uuid.toLowerCase()}`)
    const again = await api.create(alertBody({ uuid }))
    expect(again.statusCode).toBe(409)
    expect(errorOf(again).message).toMatch(/Idempotency-Key/)
    // A body's uuid must be the one in the address.
    const moved = await api.update(uuid, alertBody({ uuid: randomUUID() }), { 'if-match': '"v1"' })
    expect(moved.statusCode).toBe(400)
    expect(errorOf(moved).fieldErrors).toEqual({ uuid: 'Must be the uuid in the address' })
  })

  it('answers both forms of the moving average, from either', async () => {
    const t = await build()
    const { api } = await signedIn(t, 'ada@studio.test')
    const byPeriod = await api.create(alertBody({ movingAverage: 30 }))
    expect(byPeriod.json()).toMatchObject({ movingAverage: 30, modifier: 'ma_30' })
    const byModifier = await api.create(alertBody({ modifier: 'ma_7' }))
    expect(byModifier.json()).toMatchObject({ movingAverage: 7, modifier: 'ma_7' })
    const hourly = await api.create(
      alertBody({ resolution: '1h', movingAverage: 168, condition: 'percent_up' }),
    )
    expect(hourly.statusCode).toBe(400)
    expect(errorOf(hourly).fieldErrors).toEqual({
      conditionDuration: 'Required for percent_up: one of 10m, 1h, 24h, 1w',
    })
  })
})
