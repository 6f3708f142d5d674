import { afterEach, describe, expect, it } from 'vitest'
import { chartDocumentSchema, chartListSchema } from '@/core/api/udm'
import { signedInUser } from '../testing/signedInUser'
import { buildTestApp, type TestApp } from '../testing/testApp'
import { chartBody, udmClient } from '../testing/udmFixtures'

const origin = 'http://studio.test'
const hourMs = 60 * 60 * 1000

describe('versions and idempotency of /v1/udm writes', () => {
  let test: TestApp | undefined
  afterEach(async () => {
    await test?.close()
    test = undefined
  })
  let now = Date.parse('2025-01-15T12:00:00.000Z')
  const build = async () => {
    now = Date.parse('2025-01-15T12:00:00.000Z')
    test = await buildTestApp({ PUBLIC_ORIGIN: origin }, { clock: () => now })
    return test
  }
  const signedIn = async (t: TestApp, email: string) =>
    udmClient(t, origin, (await signedInUser(t, email, origin)).cookie)

  it('needs If-Match to change a chart and refuses a stale one with the current ETag', async () => {
    const t = await build()
    const api = await signedIn(t, 'ada@studio.test')
    const { uuid } = chartDocumentSchema.parse((await api.create(chartBody())).json())

    const unconditional = await api.update(uuid, chartBody({ name: 'Blind' }))
    expect(unconditional.statusCode).toBe(428)
    expect(unconditional.json()).toMatchObject({ status: 428, error: 'Precondition Required' })
    expect((await api.remove(uuid)).statusCode).toBe(428)
    expect((await api.update(uuid, chartBody(), { 'if-match': 'v1' })).statusCode).toBe(400)

    const first = await api.update(uuid, chartBody({ name: 'First' }), { 'if-match': '"v1"' })
    expect(first.headers.etag).toBe('"v2"')
    // Another tab still edits version 1.
    const stale = await api.update(uuid, chartBody({ name: 'Second' }), { 'if-match': '"v1"' })
    expect(stale.statusCode).toBe(412)
    expect(stale.headers.etag).toBe('"v2"')
    expect(stale.json()).toMatchObject({ status: 412, error: 'Precondition Failed' })
    expect((await api.remove(uuid, { 'if-match': '"v1"' })).statusCode).toBe(412)
    expect((await api.read(uuid)).json()).toMatchObject({ name: 'First', version: 2 })

    // A weak tag names the same version (a compressing proxy may weaken it); a list may hold it.
    const weak = await api.update(uuid, chartBody({ name: 'Third' }), { 'if-match': 'W/"v2"' })
    expect(weak.headers.etag).toBe('"v3"')
    const listed = await api.update(uuid, chartBody({ name: 'Fourth' }), {
      'if-match': '"v1", "v3"',
    })
    expect(listed.headers.etag).toBe('"v4"')
    // "*" overwrites whatever version is current, on purpose.
    const forced = await api.update(uuid, chartBody({ name: 'Forced' }), { 'if-match': '*' })
    expect(forced.headers.etag).toBe('"v5"')
    expect((await api.read(uuid)).headers.etag).toBe('"v5"')
    expect((await api.remove(uuid, { 'if-match': '"v5"' })).statusCode).toBe(204)
  })

  it('applies a create once per Idempotency-Key and replays its first answer', async () => {
    const t = await build()
    const api = await signedIn(t, 'ada@studio.test')
    const key = { 'idempotency-key': 'create-7f0c2a' }
    const body = chartBody()

    const first = await api.create(body, key)
    expect(first.statusCode).toBe(201)
    expect(first.headers['idempotent-replayed']).toBeUndefined()
    // The same body with its keys in another order is the same request.
    const reordered = Object.fromEntries(Object.entries(body).reverse())
    const replay = await api.create(reordered, key)
    expect(replay.statusCode).toBe(201)
    expect(replay.headers['idempotent-replayed']).toBe('true')
    expect(replay.headers.etag).toBe('"v1"')
    expect(replay.headers.location).toBe(first.headers.location)
    expect(replay.json()).toEqual(first.json())
    expect(chartListSchema.parse((await api.list()).json()).data).toHaveLength(1)

    const other = await api.create(chartBody({ name: 'Something else' }), key)
    expect(other.statusCode).toBe(422)
    expect(other.json<{ message: string }>().message).toMatch(/already used for a different/)
    expect(chartListSchema.parse((await api.list()).json()).data).toHaveLength(1)

    // Keys are per user: Bob's request with the same key is his own.
    const bob = await signedIn(t, 'bob@studio.test')
    const bobs = await bob.create(body, key)
    expect(bobs.statusCode).toBe(201)
    expect(bobs.json<{ uuid: string }>().uuid).not.toBe(first.json<{ uuid: string }>().uuid)

    // After a day the key is forgotten and the same request is a new one.
    now += 25 * hourMs
    const later = await api.create(body, key)
    expect(later.statusCode).toBe(201)
    expect(later.headers['idempotent-replayed']).toBeUndefined()
    expect(chartListSchema.parse((await api.list()).json()).data).toHaveLength(2)
  })

  it('creates once when the same keyed request arrives several times at once', async () => {
    const t = await build()
    const api = await signedIn(t, 'ada@studio.test')
    const body = chartBody()
    const answers = await Promise.all(
      Array.from({ length: 4 }, () => api.create(body, { 'idempotency-key': 'burst' })),
    )
    expect(answers.map((a) => a.statusCode)).toEqual([201, 201, 201, 201])
    expect(new Set(answers.map((a) => a.json<{ uuid: string }>().uuid)).size).toBe(1)
    expect(chartListSchema.parse((await api.list()).json()).data).toHaveLength(1)
  })

  it('replays an update and a delete whose answers were lost instead of answering 412', async () => {
    const t = await build()
    const api = await signedIn(t, 'ada@studio.test')
    const { uuid } = chartDocumentSchema.parse((await api.create(chartBody())).json())
    const edit = { 'if-match': '"v1"', 'idempotency-key': 'edit-1' }
    // Items carry random uuids: one body, sent twice.
    const data = chartBody({ name: 'Offline edit' })

    const updated = await api.update(uuid, data, edit)
    expect(updated.statusCode).toBe(200)
    const replayed = await api.update(uuid, data, edit)
    expect(replayed.statusCode).toBe(200)
    expect(replayed.headers['idempotent-replayed']).toBe('true')
    expect(replayed.headers.etag).toBe('"v2"')
    expect(replayed.json()).toEqual(updated.json())
    expect((await api.read(uuid)).json()).toMatchObject({ version: 2 })

    // The same key for another chart's path is another request.
    const { uuid: other } = chartDocumentSchema.parse((await api.create(chartBody())).json())
    expect((await api.update(other, data, edit)).statusCode).toBe(422)

    const remove = { 'if-match': '"v2"', 'idempotency-key': 'remove-1' }
    expect((await api.remove(uuid, remove)).statusCode).toBe(204)
    const again = await api.remove(uuid, remove)
    expect(again.statusCode).toBe(204)
    expect(again.headers['idempotent-replayed']).toBe('true')
  })

  it('keeps a key free when its request failed, so a corrected retry goes through', async () => {
    const t = await build()
    const api = await signedIn(t, 'ada@studio.test')
    const { uuid } = chartDocumentSchema.parse((await api.create(chartBody())).json())
    const data = chartBody({ name: 'Retry' })
    const stale = await api.update(uuid, data, { 'if-match': '"v7"', 'idempotency-key': 'retry-1' })
    expect(stale.statusCode).toBe(412)
    const retried = await api.update(uuid, data, {
      'if-match': '"v1"',
      'idempotency-key': 'retry-1',
    })
    expect(retried.statusCode).toBe(200)
    expect(retried.headers['idempotent-replayed']).toBeUndefined()
  })

  it('refuses an unusable Idempotency-Key', async () => {
    const t = await build()
    const api = await signedIn(t, 'ada@studio.test')
    for (const key of ['', 'with space', 'x'.repeat(256)]) {
      const res = await api.create(chartBody(), { 'idempotency-key': key })
      expect(res.statusCode, key).toBe(400)
      expect(res.json<{ message: string }>().message).toMatch(/^Idempotency-Key must be/)
    }
    // The draft's quoted form is the same key as the bare one.
    const body = chartBody()
    const quoted = await api.create(body, { 'idempotency-key': '"k-1"' })
    const bare = await api.create(body, { 'idempotency-key': 'k-1' })
    expect(bare.json()).toEqual(quoted.json())
    expect(bare.headers['idempotent-replayed']).toBe('true')
  })
})
