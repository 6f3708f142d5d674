import { afterEach, describe, expect, it } from 'vitest'
import { favoriteListSchema } from '@/core/api/favorites'
import { dashboardClient } from '../testing/dashboardFixtures'
import { signedInUser } from '../testing/signedInUser'
import { buildTestApp, type TestApp } from '../testing/testApp'

const origin = 'http://studio.test'
const mvrv = {
  id: 'fav-mvrv',
  configType: 'metric',
  meta: { asset: 'BTC', metricCode: 'MarketMvrv' },
  extra: { name: 'MVRV Ratio' },
}
const overview = {
  id: 'fav-overview-eth',
  configType: 'dashboard',
  meta: { slug: 'asset-overview', asset: 'ETH' },
  extra: { name: 'Asset overview: ETH' },
}

describe('favourites (/v1/user/favorites)', () => {
  let test: TestApp | undefined
  afterEach(async () => {
    await test?.close()
    test = undefined
  })
  const build = async () => (test = await buildTestApp({ PUBLIC_ORIGIN: origin }))
  const signedIn = async (t: TestApp, email: string) =>
    dashboardClient(t, origin, (await signedInUser(t, email, origin)).cookie)
  const list = async (api: ReturnType<typeof dashboardClient>) =>
    favoriteListSchema.parse((await api.favorites()).json())

  it('starts empty at version 1 and replaces the whole list by version', async () => {
    const t = await build()
    const api = await signedIn(t, 'ada@studio.test')
    const empty = await api.favorites()
    expect(empty.statusCode).toBe(200)
    expect(empty.headers.etag).toBe('"v1"')
    expect(empty.headers['cache-control']).toBe('private, no-store')
    expect(empty.json()).toEqual({ data: [], version: 1 })

    expect((await api.replaceFavorites([mvrv])).statusCode).toBe(428)
    const put = await api.replaceFavorites([mvrv, { ...overview, extra: {} }], {
      'if-match': '"v1"',
    })
    expect(put.statusCode).toBe(200)
    expect(put.headers.etag).toBe('"v2"')
    // The nameless favourite is dropped.
    expect(put.json()).toEqual({ data: [mvrv], version: 2 })
    const wrapped = await api.replaceFavorites({ data: [mvrv, overview] }, { 'if-match': '"v2"' })
    expect(wrapped.json()).toMatchObject({ version: 3 })
    expect((await list(api)).data.map((f) => f.id)).toEqual(['fav-mvrv', 'fav-overview-eth'])

    // Another device still holds version 2: its whole list would erase the newer one.
    const stale = await api.replaceFavorites([], { 'if-match': '"v2"' })
    expect(stale.statusCode).toBe(412)
    expect(stale.headers.etag).toBe('"v3"')
    expect((await list(api)).data).toHaveLength(2)
  })

  it('adds and removes single favourites, bumping the version each time', async () => {
    const t = await build()
    const api = await signedIn(t, 'ada@studio.test')
    const added = await api.putFavorite(mvrv.id, { ...mvrv, id: undefined })
    expect(added.statusCode).toBe(200)
    expect(added.headers.etag).toBe('"v2"')
    expect(added.json()).toEqual({ data: [mvrv], version: 2 })
    // The same favourite again changes nothing.
    const again = await api.putFavorite(mvrv.id, mvrv)
    expect(again.json()).toMatchObject({ version: 2 })
    // Renamed: replaced in place.
    const renamed = await api.putFavorite(mvrv.id, { ...mvrv, extra: { name: 'MVRV' } })
    expect(renamed.json()).toMatchObject({ version: 3, data: [{ extra: { name: 'MVRV' } }] })
    // Another id for the same metric replaces rather than duplicates.
    await api.putFavorite('other-device', { ...mvrv, id: 'other-device' })
    expect((await list(api)).data.map((f) => f.id)).toEqual(['other-device'])

    const removed = await api.removeFavorite('other-device')
    expect(removed.statusCode).toBe(204)
    expect(removed.headers.etag).toBe('"v5"')
    const missing = await api.removeFavorite('other-device')
    expect(missing.statusCode).toBe(204)
    expect(missing.headers.etag).toBe('"v5"')
    expect(await list(api)).toEqual({ data: [], version: 5 })
  })

  it('keeps both of two devices’ additions made on the same version', async () => {
    const t = await build()
    const api = await signedIn(t, 'ada@studio.test')
    const [first, second] = await Promise.all([
      api.putFavorite(mvrv.id, mvrv),
      api.putFavorite(overview.id, overview),
    ])
    expect(first.statusCode).toBe(200)
    expect(second.statusCode).toBe(200)
    const after = await list(api)
    expect(after.version).toBe(3)
    expect(after.data.map((f) => f.id).sort()).toEqual(['fav-mvrv', 'fav-overview-eth'])
  })

  it('holds a single change to an If-Match when one is sent', async () => {
    const t = await build()
    const api = await signedIn(t, 'ada@studio.test')
    await api.putFavorite(mvrv.id, mvrv)
    expect((await api.putFavorite(overview.id, overview, { 'if-match': '"v1"' })).statusCode).toBe(
      412,
    )
    expect((await api.removeFavorite(mvrv.id, { 'if-match': '"v1"' })).statusCode).toBe(412)
    expect((await api.putFavorite(overview.id, overview, { 'if-match': '"v2"' })).statusCode).toBe(
      200,
    )
  })

  it('answers 400 naming the field, and caps the list', async () => {
    const t = await build()
    const api = await signedIn(t, 'ada@studio.test')
    const nameless = await api.putFavorite(mvrv.id, { ...mvrv, extra: {} })
    expect(nameless.statusCode).toBe(400)
    expect(nameless.json<{ message: string }>().message).toMatch(/^extra\.name: /)
    expect((await api.putFavorite('a b', mvrv)).statusCode).toBe(400)
    expect((await api.putFavorite('other', mvrv)).json()).toMatchObject({
      status: 400,
      message: 'id: Must be the id of the address',
    })
    const noTarget = await api.putFavorite('x', { ...overview, id: 'x', meta: { asset: 'ETH' } })
    expect(noTarget.json()).toMatchObject({
      message: 'meta: A dashboard favourite needs a uuid or a slug',
      fieldErrors: { meta: 'A dashboard favourite needs a uuid or a slug' },
    })
    const many = Array.from({ length: 500 }, (_, n) => ({
      ...mvrv,
      id: `f${n}`,
      meta: { asset: 'BTC', metricCode: `Metric${n}` },
    }))
    const full = await api.replaceFavorites(many, { 'if-match': '"v1"' })
    expect(full.statusCode).toBe(200)
    const tooMany = await api.replaceFavorites([...many, overview], { 'if-match': '"v2"' })
    expect(tooMany.statusCode).toBe(400)
    expect(tooMany.json<{ message: string }>().message).toBe(
      'data: A list holds at most 500 favourites',
    )
    expect((await api.putFavorite(overview.id, overview)).statusCode).toBe(409)
  })

  // A string body was spread into one key per character: a 1 MB body answered 23.8 MB, each
  // character one "unrecognized key", after seconds of work.
  it('answers a body that is not a JSON object with one short 400', async () => {
    const t = await build()
    const user = await signedInUser(t, 'ada@studio.test', origin)
    const text = 'a'.repeat(1_000_000)
    const bodies = [
      { type: 'text/plain', payload: text },
      { type: 'application/json', payload: JSON.stringify(text) },
      { type: 'application/json', payload: JSON.stringify(Array.from(text.slice(0, 50_000))) },
      { type: 'application/json', payload: '12345' },
    ]
    for (const { type, payload } of bodies) {
      const res = await t.app.inject({
        method: 'PUT',
        url: `/v1/user/favorites/${mvrv.id}`,
        headers: { origin, cookie: user.cookie, 'content-type': type },
        payload,
      })
      expect(res.statusCode, type).toBe(400)
      expect(res.json()).toEqual({
        status: 400,
        error: 'Bad Request',
        message: 'The body must be a JSON object',
      })
      expect(res.rawPayload.length).toBeLessThan(200)
    }
    expect((await list(dashboardClient(t, origin, user.cookie))).version).toBe(1)
  })

  it('names at most ten problems of a body, and counts the rest', async () => {
    const t = await build()
    const api = await signedIn(t, 'ada@studio.test')
    // 400 favourites of a type that does not exist, and one unknown key of 100,000 characters.
    const unknown = Array.from({ length: 400 }, (_, n) => ({
      ...mvrv,
      id: `f${n}`,
      configType: 'x',
    }))
    const list = await api.replaceFavorites({ data: unknown }, { 'if-match': '"v1"' })
    expect(list.statusCode).toBe(400)
    const error = list.json<{ message: string; fieldErrors: Record<string, string> }>()
    expect(error.message.split('; ')).toHaveLength(11)
    expect(error.message).toMatch(/^data\.0\.configType: .+; and 390 more$/)
    expect(Object.keys(error.fieldErrors)).toHaveLength(10)
    expect(list.rawPayload.length).toBeLessThan(3_000)

    const longKey = await api.putFavorite(mvrv.id, { ...mvrv, ['k'.repeat(100_000)]: 1 })
    expect(longKey.statusCode).toBe(400)
    expect(longKey.rawPayload.length).toBeLessThan(1_000)
    expect(longKey.json<{ message: string }>().message).toMatch(/^Unrecognized key.*…$/)
  })

  it('keeps lists per user and replays a change once per Idempotency-Key', async () => {
    const t = await build()
    const ada = await signedIn(t, 'ada@studio.test')
    const bob = await signedIn(t, 'bob@studio.test')
    await ada.putFavorite(mvrv.id, mvrv)
    expect(await list(bob)).toEqual({ data: [], version: 1 })
    expect((await bob.removeFavorite(mvrv.id)).statusCode).toBe(204)
    expect((await list(ada)).data).toHaveLength(1)

    const key = { 'idempotency-key': 'fav-1' }
    const first = await ada.putFavorite(overview.id, overview, key)
    await ada.removeFavorite(overview.id)
    // The outbox replays the add after the remove was applied: nothing happens again.
    const replay = await ada.putFavorite(overview.id, overview, key)
    expect(replay.headers['idempotent-replayed']).toBe('true')
    expect(replay.json()).toEqual(first.json())
    expect((await list(ada)).data.map((f) => f.id)).toEqual([mvrv.id])
    expect((await dashboardClient(t, origin).favorites()).statusCode).toBe(401)
  })
})
