import { afterEach, expect, it, vi } from 'vitest'
import { userVisibility, type SearchItemRecord } from '@/core/api/search'
import { describeEachDatabase } from '../testing/databaseTargets'
import { dashboardClient, dashboardData, metricTile } from '../testing/dashboardFixtures'
import { signedInUser } from '../testing/signedInUser'
import { buildTestApp, type TestApp } from '../testing/testApp'
import { chartBody, udmClient } from '../testing/udmFixtures'

const origin = 'http://studio.test'

describeEachDatabase('the search index follows document writes', (target) => {
  const apps: TestApp[] = []
  afterEach(async () => {
    await Promise.all(apps.splice(0).map((app) => app.close()))
  })
  const build = async () => {
    const app = await buildTestApp({ PUBLIC_ORIGIN: origin }, {}, { database: target.open() })
    apps.push(app)
    return app
  }
  const find = (app: TestApp, query: string, userUuid?: string): SearchItemRecord[] =>
    app.app.searchService.engine.items
      .search({
        query,
        filter: (record) =>
          record.visibleBy.includes('public') ||
          (userUuid !== undefined && record.visibleBy.includes(userVisibility(userUuid))),
        page: 0,
        hitsPerPage: 10,
      })
      .hits.map((hit) => hit.record)
  const named = (name: string) => ({
    data: dashboardData(
      [
        metricTile({
          meta: { asset: 'ETH', metricCode: 'MarketMvrv', path: 'market/mvrv', resolution: '24h' },
        }),
      ],
      { name, asset: 'ETH' },
    ),
  })

  it('finds a dashboard once its create has answered, by its new name once renamed, never once deleted', async () => {
    const app = await build()
    const user = await signedInUser(app, 'ada@studio.test', origin)
    const api = dashboardClient(app, origin, user.cookie)

    const created = await api.create(named('Whale watch Ethereum'))
    expect(created.statusCode).toBe(201)
    const { uuid } = created.json<{ uuid: string }>()
    const [hit] = find(app, 'whale watch', user.uuid)
    expect(hit).toEqual({
      objectID: `dashboard:${uuid}`,
      type: 'dashboard',
      name: 'Whale watch Ethereum',
      slug: uuid,
      assets: ['ETH'],
      assetTags: [],
      assetId: 'ETH',
      category: null,
      tier: 1,
      metricCode: null,
      exchanges: [],
      description: null,
      visibleBy: [userVisibility(user.uuid)],
    })

    const renamed = await api.update(uuid, named('Dolphin desk'), { 'if-match': '"v1"' })
    expect(renamed.statusCode).toBe(200)
    expect(find(app, 'dolphin', user.uuid)[0]?.objectID).toBe(`dashboard:${uuid}`)
    expect(find(app, 'whale watch', user.uuid).map((r) => r.objectID)).not.toContain(
      `dashboard:${uuid}`,
    )

    expect((await api.remove(uuid, { 'if-match': '"v2"' })).statusCode).toBe(204)
    expect(find(app, 'dolphin', user.uuid)).toEqual([])
    expect(app.app.searchService.engine.items.get(`dashboard:${uuid}`)).toBeUndefined()
  })

  it("indexes saved workbenches as the owner's, and drops a deleted account's items", async () => {
    const app = await build()
    const user = await signedInUser(app, 'grace@studio.test', origin)
    const created = await udmClient(app, origin, user.cookie).create(
      chartBody({ name: 'Overheating gauge' }),
    )
    expect(created.statusCode).toBe(201)
    const { uuid } = created.json<{ uuid: string }>()
    expect(find(app, 'overheating', user.uuid)[0]).toMatchObject({
      objectID: `workbench:${uuid}`,
      type: 'workbench',
      slug: uuid,
      description: 'Is the market overheated?',
      visibleBy: [userVisibility(user.uuid)],
    })
    // Another user's filter does not see it (the protocol's secured keys build such filters).
    expect(find(app, 'overheating', 'someone-else')).toEqual([])

    await app.database.db.deleteFrom('users').where('uuid', '=', user.uuid).execute()
    await app.app.searchService.sync()
    expect(app.app.searchService.engine.items.get(`workbench:${uuid}`)).toBeUndefined()
  })

  it('brings a write on one instance to another on the same database by itself', async () => {
    const first = await build()
    const second = await build()
    const user = await signedInUser(first, 'joan@studio.test', origin)
    const created = await dashboardClient(first, origin, user.cookie).create(named('Shared desk'))
    const { uuid } = created.json<{ uuid: string }>()
    // The other instance's poll (every second) picks it up without being told.
    await vi.waitFor(
      () => expect(second.app.searchService.engine.items.get(`dashboard:${uuid}`)).toBeDefined(),
      { timeout: 5000, interval: 100 },
    )
    await dashboardClient(first, origin, user.cookie).remove(uuid, { 'if-match': '"v1"' })
    await vi.waitFor(
      () => expect(second.app.searchService.engine.items.get(`dashboard:${uuid}`)).toBeUndefined(),
      { timeout: 5000, interval: 100 },
    )
  })
})
