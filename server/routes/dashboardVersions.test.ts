import { afterEach, describe, expect, it } from 'vitest'
import { dashboardDocumentSchema, dashboardListSchema } from '@/core/api/dashboards'
import { dashboardClient, dashboardData, metricTile } from '../testing/dashboardFixtures'
import { signedInUser } from '../testing/signedInUser'
import { buildTestApp, type TestApp } from '../testing/testApp'

const origin = 'http://studio.test'

describe('versions and idempotency of /v1/dashboards writes', () => {
  let test: TestApp | undefined
  afterEach(async () => {
    await test?.close()
    test = undefined
  })
  const build = async () => (test = await buildTestApp({ PUBLIC_ORIGIN: origin }))
  const signedIn = async (t: TestApp, email: string) =>
    dashboardClient(t, origin, (await signedInUser(t, email, origin)).cookie)
  const named = (name: string) => ({ data: dashboardData([metricTile()], { name }) })

  it('needs If-Match to change a dashboard and refuses a stale one with the current ETag', async () => {
    const t = await build()
    const api = await signedIn(t, 'ada@studio.test')
    const { uuid } = dashboardDocumentSchema.parse((await api.create(named('First'))).json())

    const blind = await api.update(uuid, named('Blind'))
    expect(blind.statusCode).toBe(428)
    expect(blind.json()).toMatchObject({ status: 428, error: 'Precondition Required' })
    expect((await api.remove(uuid)).statusCode).toBe(428)

    const second = await api.update(uuid, named('Second'), { 'if-match': '"v1"' })
    expect(second.headers.etag).toBe('"v2"')
    const stale = await api.update(uuid, named('Other tab'), { 'if-match': '"v1"' })
    expect(stale.statusCode).toBe(412)
    expect(stale.headers.etag).toBe('"v2"')
    expect(stale.json<{ message: string }>().message).toMatch(/^This dashboard was changed/)
    expect((await api.remove(uuid, { 'if-match': '"v1"' })).statusCode).toBe(412)
    expect((await api.read(uuid)).json()).toMatchObject({
      version: 2,
      data: { meta: { name: 'Second' } },
    })
    const third = await api.update(uuid, named('Third'), { 'if-match': 'W/"v2"' })
    expect(third.headers.etag).toBe('"v3"')
    expect((await api.read(uuid)).headers.etag).toBe('"v3"')
    expect((await api.remove(uuid, { 'if-match': '"v3"' })).statusCode).toBe(204)
  })

  it('applies a create once per Idempotency-Key and replays its first answer', async () => {
    const t = await build()
    const api = await signedIn(t, 'ada@studio.test')
    const key = { 'idempotency-key': 'dashboard-create-1' }
    const body = named('Once')
    const first = await api.create(body, key)
    expect(first.statusCode).toBe(201)
    const replay = await api.create(body, key)
    expect(replay.statusCode).toBe(201)
    expect(replay.headers['idempotent-replayed']).toBe('true')
    expect(replay.json<{ uuid: string }>().uuid).toBe(first.json<{ uuid: string }>().uuid)
    expect(dashboardListSchema.parse((await api.list()).json()).data).toHaveLength(1)
    expect((await api.create(named('Another'), key)).statusCode).toBe(422)
  })

  it('replays an update and a delete rather than answering 412 or 404', async () => {
    const t = await build()
    const api = await signedIn(t, 'ada@studio.test')
    const { uuid } = (await api.create(named('First'))).json<{ uuid: string }>()
    const headers = { 'if-match': '"v1"', 'idempotency-key': 'update-1' }
    const body = named('Edited offline')
    const first = await api.update(uuid, body, headers)
    expect(first.statusCode).toBe(200)
    const replay = await api.update(uuid, body, headers)
    expect(replay.statusCode).toBe(200)
    expect(replay.headers['idempotent-replayed']).toBe('true')
    expect(replay.headers.etag).toBe('"v2"')
    expect((await api.read(uuid)).json()).toMatchObject({ version: 2 })

    const remove = { 'if-match': '"v2"', 'idempotency-key': 'delete-1' }
    expect((await api.remove(uuid, remove)).statusCode).toBe(204)
    const again = await api.remove(uuid, remove)
    expect(again.statusCode).toBe(204)
    expect(again.headers['idempotent-replayed']).toBe('true')
  })

  it('keeps idempotency keys per user', async () => {
    const t = await build()
    const ada = await signedIn(t, 'ada@studio.test')
    const bob = await signedIn(t, 'bob@studio.test')
    const key = { 'idempotency-key': 'shared-key' }
    const a = await ada.create(named('Ada'), key)
    const b = await bob.create(named('Ada'), key)
    expect(b.statusCode).toBe(201)
    expect(b.headers['idempotent-replayed']).toBeUndefined()
    expect(b.json<{ uuid: string }>().uuid).not.toBe(a.json<{ uuid: string }>().uuid)
  })

  it('counts moving out of a deleted category as a new version of each dashboard', async () => {
    const t = await build()
    const api = await signedIn(t, 'ada@studio.test')
    const category = (await api.createCategory('Old')).json<{ uuid: string }>()
    const { uuid } = (await api.create({ categoryUuid: category.uuid, ...named('Filed') })).json<{
      uuid: string
    }>()
    expect((await api.removeCategory(category.uuid, { 'if-match': '"v1"' })).statusCode).toBe(204)
    const read = await api.read(uuid)
    expect(read.headers.etag).toBe('"v2"')
    expect(read.json()).toMatchObject({ categoryUuid: 'uncategorized' })
    // A tab that still holds version 1 reloads rather than filing it back.
    expect((await api.update(uuid, named('Stale'), { 'if-match': '"v1"' })).statusCode).toBe(412)
  })
})
