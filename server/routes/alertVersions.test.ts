import { randomUUID } from 'node:crypto'
import { afterEach, describe, expect, it } from 'vitest'
import { alertListSchema, alertSchema } from '@/core/api/alerts'
import { alertBody, alertClient } from '../testing/alertFixtures'
import { signedInUser } from '../testing/signedInUser'
import { buildTestApp, type TestApp } from '../testing/testApp'

const origin = 'http://studio.test'

describe('versions and idempotency of /v1/alerts writes', () => {
  let test: TestApp | undefined
  afterEach(async () => {
    await test?.close()
    test = undefined
  })
  const signedIn = async (email = 'ada@studio.test') => {
    test ??= await buildTestApp({ PUBLIC_ORIGIN: origin })
    return alertClient(test, origin, (await signedInUser(test, email, origin)).cookie)
  }

  it('needs If-Match to change an alert and refuses a stale one with the current ETag', async () => {
    const api = await signedIn()
    const { uuid } = alertSchema.parse((await api.create(alertBody())).json())

    const blind = await api.update(uuid, alertBody({ name: 'Blind' }))
    expect(blind.statusCode).toBe(428)
    expect(blind.json()).toMatchObject({ status: 428, error: 'Precondition Required' })
    expect((await api.remove(uuid)).statusCode).toBe(428)

    const second = await api.update(uuid, alertBody({ name: 'Second' }), { 'if-match': '"v1"' })
    expect(second.headers.etag).toBe('"v2"')
    const stale = await api.update(uuid, alertBody({ name: 'Other tab' }), { 'if-match': '"v1"' })
    expect(stale.statusCode).toBe(412)
    expect(stale.headers.etag).toBe('"v2"')
    expect(stale.json<{ message: string }>().message).toMatch(/^This alert was changed elsewhere/)
    expect((await api.remove(uuid, { 'if-match': '"v1"' })).statusCode).toBe(412)
    expect((await api.read(uuid)).json()).toMatchObject({ version: 2, name: 'Second' })
    const third = await api.update(uuid, alertBody({ name: 'Third' }), { 'if-match': 'W/"v2"' })
    expect(third.headers.etag).toBe('"v3"')
    expect((await api.remove(uuid, { 'if-match': '*' })).statusCode).toBe(204)
  })

  it('replays a create made offline under its own uuid once, whatever the retries', async () => {
    const api = await signedIn()
    const uuid = randomUUID()
    const key = { 'idempotency-key': randomUUID() }
    const body = alertBody({ uuid })
    const first = await api.create(body, key)
    expect(first.statusCode).toBe(201)
    const replays = await Promise.all([api.create(body, key), api.create(body, key)])
    for (const replay of replays) {
      expect(replay.statusCode).toBe(201)
      expect(replay.headers['idempotent-replayed']).toBe('true')
      expect(replay.headers.etag).toBe('"v1"')
      expect(replay.json()).toEqual(first.json())
    }
    expect(alertListSchema.parse((await api.list()).json()).data.map((a) => a.uuid)).toEqual([uuid])
    expect((await api.create(alertBody({ name: 'Another' }), key)).statusCode).toBe(422)
  })

  it('replays an update and a delete rather than answering 412 or 404', async () => {
    const api = await signedIn()
    const { uuid } = alertSchema.parse((await api.create(alertBody())).json())
    const headers = { 'if-match': '"v1"', 'idempotency-key': 'update-1' }
    const body = alertBody({ enabled: false })
    expect((await api.update(uuid, body, headers)).statusCode).toBe(200)
    const replay = await api.update(uuid, body, headers)
    expect(replay.statusCode).toBe(200)
    expect(replay.headers['idempotent-replayed']).toBe('true')
    expect(replay.headers.etag).toBe('"v2"')
    expect((await api.read(uuid)).json()).toMatchObject({ version: 2, enabled: false })

    const remove = { 'if-match': '"v2"', 'idempotency-key': 'delete-1' }
    expect((await api.remove(uuid, remove)).statusCode).toBe(204)
    const again = await api.remove(uuid, remove)
    expect(again.statusCode).toBe(204)
    expect(again.headers['idempotent-replayed']).toBe('true')
  })

  it('stores nothing for a refused write, so its key can be used again', async () => {
    const api = await signedIn()
    const key = { 'idempotency-key': 'fix-and-retry' }
    const bad = alertBody({ path: 'market/nope' })
    expect((await api.create(bad, key)).statusCode).toBe(400)
    const good = await api.create(alertBody(), key)
    expect(good.statusCode).toBe(201)
    expect(good.headers['idempotent-replayed']).toBeUndefined()
  })
})
