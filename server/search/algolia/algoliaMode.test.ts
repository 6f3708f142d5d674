import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { clientConfigSchema } from '@/core/api/clientConfig'
import { userInfoSchema } from '@/core/api/user'
import { dashboardClient, dashboardData, metricTile } from '../../testing/dashboardFixtures'
import { startFakeAlgolia, type FakeAlgolia, type FakeAlgoliaCall } from '../../testing/fakeAlgolia'
import { signedInUser } from '../../testing/signedInUser'
import { buildTestApp, type TestApp } from '../../testing/testApp'
import { publicFilters, userFilters } from '../protocol/searchKeys'
import { verifySecuredKey } from '../protocol/securedKeys'
import { algoliaBrowserOrigins } from './algoliaHosts'
import { assetsIndexSettings, itemsIndexSettings } from './algoliaIndexer'

const origin = 'http://studio.test'
const appId = 'TESTAPP42'
const adminKey = 'adminKey0123456789abcdefADMIN'
const searchKey = 'searchKey0123456789abcdefSEARCH'

let fake: FakeAlgolia
let test: TestApp

beforeAll(async () => {
  fake = await startFakeAlgolia(appId, adminKey)
  // Left by an earlier deployment: the full sync deletes it.
  fake.indexes.set('studio_items', new Map([['dashboard:gone', { objectID: 'dashboard:gone' }]]))
  test = await buildTestApp({
    PUBLIC_ORIGIN: origin,
    ALGOLIA_APP_ID: appId,
    ALGOLIA_ADMIN_KEY: adminKey,
    ALGOLIA_SEARCH_KEY: searchKey,
    ALGOLIA_HOST: fake.url,
  })
  await test.app.algoliaIndexer?.ready
})
afterAll(async () => {
  await test.close()
  await fake.close()
})

const batchWith =
  (index: string, action: string, objectID: string, name?: string) =>
  (calls: readonly FakeAlgoliaCall[]) =>
    calls.some(
      (call) =>
        call.path === `/1/indexes/${index}/batch` &&
        (
          call.body as { requests: { action: string; body: Record<string, unknown> }[] }
        ).requests.some(
          (request) =>
            request.action === action &&
            request.body.objectID === objectID &&
            (name === undefined || request.body.name === name),
        ),
    )

describe('Algolia mode: indexing', () => {
  it('sets both indexes up and pushes every record at start, deleting stale ones', () => {
    expect(fake.settings.get('studio_items')).toEqual(itemsIndexSettings)
    expect(fake.settings.get('studio_assets')).toEqual(assetsIndexSettings)
    const engine = test.app.searchService.engine
    const records = test.app.searchService.allRecords()
    const items = fake.indexes.get('studio_items')
    expect([...(items?.keys() ?? [])].sort()).toEqual(
      records.items.map((record) => record.objectID).sort(),
    )
    expect(engine.items.get('chart:MarketMvrv')).toBeDefined()
    expect(items?.get('chart:MarketMvrv')).toEqual(engine.items.get('chart:MarketMvrv'))
    expect(fake.indexes.get('studio_assets')?.size).toBe(records.assets.length)
    expect(fake.batches('studio_items')).toContainEqual({
      action: 'deleteObject',
      body: { objectID: 'dashboard:gone' },
    })
    // The admin key went in a header, to the configured host only.
    expect(fake.calls.every((call) => call.headers['x-algolia-api-key'] === adminKey)).toBe(true)
  })

  it("pushes a dashboard's create, rename and delete in the next batch", async () => {
    const user = await signedInUser(test, 'ada@studio.test', origin)
    const api = dashboardClient(test, origin, user.cookie)
    const named = (name: string) => ({
      data: dashboardData(
        [
          metricTile({
            meta: {
              asset: 'ETH',
              metricCode: 'MarketMvrv',
              path: 'market/mvrv',
              resolution: '24h',
            },
          }),
        ],
        { name, asset: 'ETH' },
      ),
    })
    const created = await api.create(named('Whale watch'))
    expect(created.statusCode).toBe(201)
    const id = `dashboard:${created.json<{ uuid: string }>().uuid}`
    await fake.waitFor(batchWith('studio_items', 'addObject', id, 'Whale watch'))
    expect(fake.indexes.get('studio_items')?.get(id)).toMatchObject({
      type: 'dashboard',
      name: 'Whale watch',
      visibleBy: [`user:${user.uuid}`],
    })

    const uuid = id.slice('dashboard:'.length)
    expect((await api.update(uuid, named('Dolphin desk'), { 'if-match': '"v1"' })).statusCode).toBe(
      200,
    )
    await fake.waitFor(batchWith('studio_items', 'addObject', id, 'Dolphin desk'))
    expect((await api.remove(uuid, { 'if-match': '"v2"' })).statusCode).toBe(204)
    await fake.waitFor(batchWith('studio_items', 'deleteObject', id))
    expect(fake.indexes.get('studio_items')?.has(id)).toBe(false)
  })
})

describe('Algolia mode: keys, client config and CSP', () => {
  it('points the app at Algolia with a secured public key, never the search key itself', async () => {
    const answer = await test.app.inject('/v1/client-config')
    const { search } = clientConfigSchema.parse(answer.json())
    expect(search).toMatchObject({
      appId,
      itemsIndex: 'studio_items',
      assetsIndex: 'studio_assets',
      host: `${appId}-dsn.algolia.net`,
    })
    expect(answer.body).not.toContain(searchKey)
    const guest = verifySecuredKey(searchKey, search?.apiKey ?? '', Date.now())
    expect(guest).toEqual({
      ok: true,
      restrictions: { filters: publicFilters, restrictIndices: ['studio_items', 'studio_assets'] },
    })
  })

  it("issues a user's secured key from the search key, with the embedded service's restrictions", async () => {
    const user = await signedInUser(test, 'grace@studio.test', origin)
    const info = await test.app.inject({ url: '/v1/user/info', headers: { cookie: user.cookie } })
    const key = userInfoSchema.parse(info.json()).searchAPIKey ?? ''
    const checked = verifySecuredKey(searchKey, key, Date.now())
    expect(checked.ok && checked.restrictions).toMatchObject({
      filters: userFilters({ uuid: user.uuid, plan: 'standard' }),
      restrictIndices: ['studio_items', 'studio_assets'],
      userToken: user.uuid,
    })
    // Not a key of another parent.
    expect(verifySecuredKey(adminKey, key, Date.now()).ok).toBe(false)
  })

  it('serves no /1 search routes', async () => {
    const answer = await test.app.inject({
      method: 'POST',
      url: '/1/indexes/*/queries',
      headers: { 'x-algolia-application-id': appId, 'x-algolia-api-key': searchKey },
      payload: { requests: [] },
    })
    expect(answer.statusCode).toBe(404)
  })

  it("lists Algolia's search and Insights hosts in connect-src", async () => {
    const csp = String(
      (await test.app.inject('/v1/client-config')).headers['content-security-policy'],
    )
    const connect = /connect-src ([^;]*)/.exec(csp)?.[1] ?? ''
    for (const host of algoliaBrowserOrigins(appId)) expect(connect.split(' ')).toContain(host)
    expect(connect).toContain(`https://${appId}-dsn.algolia.net`)
    expect(connect).toContain('https://insights.algolia.io')
  })

  it('never logs the admin or search key', () => {
    const logged = JSON.stringify(test.logs())
    expect(logged).toContain('algolia: synced')
    expect(logged).not.toContain(adminKey)
    expect(logged).not.toContain(searchKey)
  })
})

describe('embedded mode', () => {
  it('keeps Algolia out of connect-src and answers with its own origin', async () => {
    const embedded = await buildTestApp({ PUBLIC_ORIGIN: origin })
    try {
      const answer = await embedded.app.inject('/v1/client-config')
      expect(String(answer.headers['content-security-policy'])).not.toContain('algolia')
      expect(clientConfigSchema.parse(answer.json()).search?.host).toBeNull()
      expect(embedded.app.algoliaIndexer).toBeUndefined()
    } finally {
      await embedded.close()
    }
  })
})
