import { randomUUID } from 'node:crypto'
import { afterEach, expect, it } from 'vitest'
import { clientConfigSchema } from '@/core/api/clientConfig'
import { createDashboardRequestSchema } from '@/core/api/dashboards'
import { searchRecordsSchema, type SearchItemRecord } from '@/core/api/search'
import { createChartRequestSchema } from '@/core/api/udm'
import { dashboardPresets, presetItemUuid } from '../dashboards/presets'
import { createDashboardsRepository } from '../repositories/dashboardsRepository'
import { createUdmChartsRepository } from '../repositories/udmChartsRepository'
import { describeEachDatabase } from '../testing/databaseTargets'
import { dashboardData } from '../testing/dashboardFixtures'
import { testCaller, type TestCall } from '../testing/documentApiClient'
import { signedInUser } from '../testing/signedInUser'
import { buildTestApp, type TestApp } from '../testing/testApp'
import { chartBody } from '../testing/udmFixtures'
import { workbenchPresets } from '../udm/presets'

/*
 * A create under a client-chosen uuid that was a preset's took the preset out of search for
 * everyone (its record was replaced by the creator's own), also after a restart, and its creator
 * could not undo it (presets are read-only). A client uuid must never name a preset, a preset's
 * item, or another kind's document; and no user's document may replace a public search record.
 */

const origin = 'http://studio.test'
const assetOverview = dashboardPresets.find((preset) => preset.slug === 'asset-overview')
const mvrvVsPrice = workbenchPresets.find((preset) => preset.slug === 'mvrv-vs-price')
if (assetOverview === undefined || mvrvVsPrice === undefined) throw new Error('presets moved')
const takenMessage = (what: string) =>
  `A ${what} with this uuid exists already: replay a create with its Idempotency-Key`

describeEachDatabase('client uuids never take a preset', (target) => {
  const apps: TestApp[] = []
  afterEach(async () => {
    await Promise.all(apps.splice(0).map((app) => app.close()))
  })
  const build = async () => {
    const app = await buildTestApp({ PUBLIC_ORIGIN: origin }, {}, { database: target.open() })
    apps.push(app)
    return app
  }
  const signedIn = async (t: TestApp, name: string) => {
    const user = await signedInUser(t, `${name}-${randomUUID()}@studio.test`, origin)
    return { ...user, call: testCaller(t, origin, user.cookie) }
  }

  /** The records of the caller's offline copy, by objectID. */
  const records = async (call: TestCall) => {
    const res = await call('GET', '/v1/search/records')
    expect(res.statusCode).toBe(200)
    return new Map(searchRecordsSchema.parse(res.json()).items.map((r) => [r.objectID, r]))
  }
  /** What a guest's search for `query` answers first, through the Algolia protocol. */
  const guestSearch = async (t: TestApp, query: string): Promise<SearchItemRecord[]> => {
    const config = clientConfigSchema.parse((await t.app.inject('/v1/client-config')).json())
    if (config.search === null) throw new Error('search is off')
    const res = await t.app.inject({
      method: 'POST',
      url: `/1/indexes/${config.search.itemsIndex}/query`,
      headers: {
        'content-type': 'text/plain',
        'x-algolia-application-id': config.search.appId,
        'x-algolia-api-key': config.search.apiKey,
      },
      payload: JSON.stringify({ query, hitsPerPage: 5 }),
    })
    expect(res.statusCode).toBe(200)
    return res.json<{ hits: SearchItemRecord[] }>().hits
  }
  /** Both presets are found by every guest, as public records. */
  const expectPresetsFound = async (t: TestApp) => {
    const guest = await records(testCaller(t, origin))
    const dashboard = [...guest.values()].filter((r) => r.slug === 'asset-overview')
    expect(dashboard).toMatchObject([
      { type: 'dashboard', name: 'Asset overview', visibleBy: ['public'] },
    ])
    const workbench = [...guest.values()].filter((r) => r.slug === 'mvrv-vs-price')
    expect(workbench).toMatchObject([
      { type: 'workbench', name: 'MVRV vs price', visibleBy: ['public'] },
    ])
    expect((await guestSearch(t, 'Asset overview'))[0]).toMatchObject({
      slug: 'asset-overview',
      visibleBy: ['public'],
    })
    expect((await guestSearch(t, 'MVRV vs price'))[0]).toMatchObject({
      slug: 'mvrv-vs-price',
      visibleBy: ['public'],
    })
  }

  it('refuses a preset’s uuid, a preset item’s and another kind’s document’s with 409', async () => {
    const t = await build()
    const mallory = await signedIn(t, 'mallory')
    const bob = await signedIn(t, 'bob')
    const bobsChart = (await bob.call('POST', '/v1/udm/create', chartBody())).json<{
      uuid: string
    }>().uuid
    const bobsDashboard = (
      await bob.call('POST', '/v1/dashboards/create', { data: dashboardData() })
    ).json<{ uuid: string }>().uuid
    const presetItem = presetItemUuid('asset-overview', 'mvrv')
    const workbenchItem = mvrvVsPrice.items[0]?.uuid ?? ''

    const dashboardUuids = [
      assetOverview.uuid,
      assetOverview.uuid.toUpperCase(),
      mvrvVsPrice.uuid,
      presetItem,
      workbenchItem,
      bobsChart,
    ]
    for (const uuid of dashboardUuids) {
      const res = await mallory.call(
        'POST',
        '/v1/dashboards/create',
        { data: dashboardData(), clientUuid: uuid },
        { 'idempotency-key': randomUUID() },
      )
      expect(res.statusCode, uuid).toBe(409)
      expect(res.json(), uuid).toMatchObject({ message: takenMessage('dashboard') })
    }
    for (const uuid of [mvrvVsPrice.uuid, assetOverview.uuid, presetItem, bobsDashboard]) {
      const res = await mallory.call('POST', '/v1/udm/create', chartBody({ clientUuid: uuid }))
      expect(res.statusCode, uuid).toBe(409)
      expect(res.json(), uuid).toMatchObject({ message: takenMessage('chart') })
    }
    // Nothing was created, and the presets open as presets.
    expect((await mallory.call('GET', '/v1/dashboards')).json()).toEqual({ data: [] })
    expect((await mallory.call('GET', '/v1/udm')).json()).toEqual({ data: [] })
    expect(
      (await mallory.call('GET', `/v1/dashboards/${assetOverview.uuid}`)).json(),
    ).toMatchObject({ isPreset: true })
    await expectPresetsFound(t)

    // After a restart, the index built afresh from the database.
    await t.close()
    apps.splice(apps.indexOf(t), 1)
    await expectPresetsFound(await build())
  })

  it('keeps presets public in search even beside a document stored under a preset’s uuid', async () => {
    // Rows the attack left before creates were checked: the preset's uuid on a user's document.
    const t = await build()
    const mallory = await signedIn(t, 'mallory')
    const db = t.database.db
    const data = createDashboardRequestSchema.parse({ data: dashboardData() }).data
    await createDashboardsRepository(db).create(
      mallory.uuid,
      { categoryUuid: null, data },
      Date.now(),
      assetOverview.uuid,
    )
    await createUdmChartsRepository(db).create(
      mallory.uuid,
      createChartRequestSchema.parse(chartBody()),
      Date.now(),
      mvrvVsPrice.uuid,
    )
    // The running instance applies the rows from the change log, as it does every write.
    await t.app.searchService.sync()
    await expectPresetsFound(t)
    const own = [...(await records(mallory.call)).values()]
    const presetUuids = new Set([assetOverview.uuid, mvrvVsPrice.uuid])
    // The owner finds the presets and their own documents, as separate records.
    expect(
      own.filter(
        (r) =>
          r.visibleBy.includes('public') && presetUuids.has(r.objectID.split(':').at(-1) ?? ''),
      ),
    ).toHaveLength(2)
    expect(own.filter((r) => r.visibleBy.includes(`user:${mallory.uuid}`))).toHaveLength(2)

    await t.close()
    apps.splice(apps.indexOf(t), 1)
    await expectPresetsFound(await build())
  })
})
