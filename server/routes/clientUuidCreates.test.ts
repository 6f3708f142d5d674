import { randomUUID } from 'node:crypto'
import { afterEach, expect, it } from 'vitest'
import { describeEachDatabase } from '../testing/databaseTargets'
import { testCaller } from '../testing/documentApiClient'
import { dashboardData } from '../testing/dashboardFixtures'
import { signedInUser } from '../testing/signedInUser'
import { buildTestApp, type TestApp } from '../testing/testApp'
import { chartBody } from '../testing/udmFixtures'

/*
 * Creates under a uuid the app chose (the offline outbox replays creates under it, so edits
 * queued after them can name the new document): dashboards, charts and both kinds of category.
 */

const origin = 'http://studio.test'

const creates = [
  { what: 'dashboard', path: '/v1/dashboards/create', body: () => ({ data: dashboardData() }) },
  { what: 'chart', path: '/v1/udm/create', body: () => chartBody() },
  {
    what: 'dashboard category',
    path: '/v1/dashboards/categories/create',
    body: () => ({ name: `Flows ${randomUUID().slice(0, 8)}` }),
  },
  {
    what: 'chart category',
    path: '/v1/udm/categories',
    body: () => ({ name: `Flows ${randomUUID().slice(0, 8)}` }),
  },
] as const

describeEachDatabase('creates under a client-chosen uuid', (target) => {
  let test: TestApp | undefined
  afterEach(async () => {
    await test?.close()
    test = undefined
  })

  it.each(creates)('$what: created under it, replayed by key, refused when taken', async (api) => {
    const t = (test = await buildTestApp(
      { PUBLIC_ORIGIN: origin },
      {},
      { database: target.open() },
    ))
    const ada = testCaller(
      t,
      origin,
      (await signedInUser(t, `ada-${randomUUID()}@studio.test`, origin)).cookie,
    )
    const bob = testCaller(
      t,
      origin,
      (await signedInUser(t, `bob-${randomUUID()}@studio.test`, origin)).cookie,
    )
    const uuid = randomUUID().toUpperCase()
    const body = { ...api.body(), clientUuid: uuid }
    const key = { 'idempotency-key': randomUUID() }

    const created = await ada('POST', api.path, body, key)
    expect(created.statusCode).toBe(201)
    expect(created.json()).toMatchObject({ uuid: uuid.toLowerCase(), version: 1 })

    // The same create again (an answer lost on the way): the first answer, not a second one.
    const replayed = await ada('POST', api.path, body, key)
    expect(replayed.statusCode).toBe(201)
    expect(replayed.headers['idempotent-replayed']).toBe('true')
    expect(replayed.json()).toEqual(created.json())

    // Another create under the same uuid, by its owner or anyone else.
    for (const caller of [ada, bob]) {
      const taken = await caller(
        'POST',
        api.path,
        { ...api.body(), clientUuid: uuid },
        {
          'idempotency-key': randomUUID(),
        },
      )
      expect(taken.statusCode).toBe(409)
      expect(taken.json().message).toMatch(/with this uuid exists already/)
    }

    const invalid = await ada('POST', api.path, { ...api.body(), clientUuid: 'not-a-uuid' })
    expect(invalid.statusCode).toBe(400)
  })

  it('takes a client uuid on a category create only', async () => {
    const t = (test = await buildTestApp(
      { PUBLIC_ORIGIN: origin },
      {},
      { database: target.open() },
    ))
    const ada = testCaller(
      t,
      origin,
      (await signedInUser(t, `ada-${randomUUID()}@studio.test`, origin)).cookie,
    )
    const category = (await ada('POST', '/v1/udm/categories', { name: 'Flows' })).json<{
      uuid: string
    }>()
    const renamed = await ada(
      'PUT',
      `/v1/udm/categories/${category.uuid}`,
      { name: 'Exchange flows', clientUuid: randomUUID() },
      { 'if-match': '"v1"' },
    )
    expect(renamed.statusCode).toBe(400)
    expect(renamed.json()).toMatchObject({ fieldErrors: { clientUuid: 'Only a create takes one' } })
  })
})
