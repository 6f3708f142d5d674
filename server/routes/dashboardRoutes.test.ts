import { afterEach, describe, expect, it } from 'vitest'
import {
  dashboardDocumentSchema,
  dashboardListSchema,
  type DashboardDocument,
} from '@/core/api/dashboards'
import { dashboardClient, dashboardData, metricTile, textTile } from '../testing/dashboardFixtures'
import { signedInUser } from '../testing/signedInUser'
import { buildTestApp, type TestApp } from '../testing/testApp'

const origin = 'http://studio.test'
const ifMatch = (version: number) => ({ 'if-match': `"v${version}"` })

describe('dashboards (/v1/dashboards)', () => {
  let test: TestApp | undefined
  afterEach(async () => {
    await test?.close()
    test = undefined
  })
  const build = async () => (test = await buildTestApp({ PUBLIC_ORIGIN: origin }))
  const signedIn = async (t: TestApp, email: string) =>
    dashboardClient(t, origin, (await signedInUser(t, email, origin)).cookie)

  it('creates, lists, reads, updates and deletes a dashboard, with its version as the ETag', async () => {
    const t = await build()
    const api = await signedIn(t, 'ada@studio.test')

    const created = await api.create({ categoryUuid: null, data: dashboardData() })
    expect(created.statusCode).toBe(201)
    expect(created.headers.etag).toBe('"v1"')
    const dashboard = dashboardDocumentSchema.parse(created.json())
    expect(created.headers.location).toBe(`/v1/dashboards/${dashboard.uuid}`)
    expect(dashboard).toMatchObject({
      slug: null,
      categoryUuid: 'uncategorized',
      type: 'user',
      isOwner: true,
      isPreset: false,
      version: 1,
      data: { meta: { name: 'Valuation', asset: 'BTC', slug: null } },
    })
    expect(dashboard.data.configs.map((c) => c.configType)).toEqual(['text', 'metric', 'metric'])
    expect(dashboard.data.layouts[0]).toMatchObject({
      w: 12,
      minW: 3,
      maxH: 100,
      isResizable: true,
    })

    const read = await api.read(dashboard.uuid)
    expect(read.statusCode).toBe(200)
    expect(read.headers.etag).toBe('"v1"')
    expect(read.headers['cache-control']).toBe('private, no-store')
    expect(read.json()).toEqual(dashboard)

    const data = dashboardData([metricTile()], { name: 'Renamed' })
    const updated = await api.update(dashboard.uuid, { data }, ifMatch(1))
    expect(updated.statusCode).toBe(200)
    expect(updated.headers.etag).toBe('"v2"')
    expect(updated.json()).toMatchObject({
      uuid: dashboard.uuid,
      version: 2,
      data: { meta: { name: 'Renamed', asset: null } },
    })

    const second = dashboardDocumentSchema.parse(
      (await api.create({ data: dashboardData([textTile()], { name: 'Second' }) })).json(),
    )
    const list = dashboardListSchema.parse((await api.list()).json())
    expect(list.data.map((d) => [d.meta.name, d.version, d.itemCount, d.assets])).toEqual([
      ['Second', 1, 1, []],
      ['Renamed', 2, 1, ['BTC']],
    ])
    expect(list.data[0]).toMatchObject({ uuid: second.uuid, categoryUuid: 'uncategorized' })

    const deleted = await api.remove(dashboard.uuid, ifMatch(2))
    expect(deleted.statusCode).toBe(204)
    expect((await api.read(dashboard.uuid)).statusCode).toBe(404)
    expect(dashboardListSchema.parse((await api.list()).json()).data).toHaveLength(1)
  })

  it('takes a document back as it was read, runtime state included', async () => {
    const t = await build()
    const api = await signedIn(t, 'ada@studio.test')
    const read = (await api.create({ data: dashboardData() })).json<DashboardDocument>()
    const sentBack = {
      ...read,
      data: {
        ...read.data,
        configs: read.data.configs.map((c) => ({ ...c, store: { loading: true } })),
        layouts: read.data.layouts.map((l) => ({ ...l, moved: false, static: false })),
      },
    }
    const updated = await api.update(read.uuid, sentBack, ifMatch(1))
    expect(updated.statusCode).toBe(200)
    const doc = dashboardDocumentSchema.parse(updated.json())
    expect(doc.data.configs.every((c) => !('store' in c))).toBe(true)
    expect(doc.data.layouts.every((l) => !('moved' in l))).toBe(true)
  })

  it('lets guests read a shared dashboard but not list, create or change anything', async () => {
    const t = await build()
    const owner = await signedIn(t, 'ada@studio.test')
    const category = (await owner.createCategory('Research')).json<{ uuid: string }>()
    const dashboard = (
      await owner.create({ categoryUuid: category.uuid, data: dashboardData() })
    ).json<{ uuid: string }>()
    const guest = dashboardClient(t, origin)

    const read = await guest.read(dashboard.uuid)
    expect(read.statusCode).toBe(200)
    expect(read.json()).toMatchObject({ isOwner: false, categoryUuid: 'uncategorized' })
    expect((await guest.list()).statusCode).toBe(401)
    expect((await guest.create({ data: dashboardData() })).statusCode).toBe(401)
    expect(
      (await guest.update(dashboard.uuid, { data: dashboardData() }, ifMatch(1))).statusCode,
    ).toBe(401)
    expect((await guest.remove(dashboard.uuid, ifMatch(1))).statusCode).toBe(401)
    expect((await guest.categories()).statusCode).toBe(401)
    expect((await owner.read(dashboard.uuid)).json()).toMatchObject({
      version: 1,
      categoryUuid: category.uuid,
    })
  })

  it("never lets one user change or move another's dashboard, and leaves it as it was", async () => {
    const t = await build()
    const ada = await signedIn(t, 'ada@studio.test')
    const bob = await signedIn(t, 'bob@studio.test')
    const adaCategory = (await ada.createCategory('Valuation')).json<{ uuid: string }>()
    const original = dashboardDocumentSchema.parse(
      (await ada.create({ categoryUuid: adaCategory.uuid, data: dashboardData() })).json(),
    )

    expect((await bob.read(original.uuid)).json()).toMatchObject({
      uuid: original.uuid,
      isOwner: false,
      categoryUuid: 'uncategorized',
    })
    const hijack = { data: dashboardData([metricTile()], { name: 'Hijacked' }) }
    const write = await bob.update(original.uuid, hijack, ifMatch(1))
    expect(write.statusCode).toBe(404)
    expect(write.json()).toMatchObject({ message: 'Dashboard not found' })
    expect((await bob.update(original.uuid, hijack, { 'if-match': '*' })).statusCode).toBe(404)
    const move = { categoryUuid: 'uncategorized', data: original.data }
    expect((await bob.update(original.uuid, move, ifMatch(1))).statusCode).toBe(404)
    expect((await bob.remove(original.uuid, ifMatch(1))).statusCode).toBe(404)
    expect(dashboardListSchema.parse((await bob.list()).json()).data).toEqual([])

    // Bob cannot file his own dashboard in Ada's category either.
    const filed = await bob.create({ categoryUuid: adaCategory.uuid, data: dashboardData() })
    expect(filed.statusCode).toBe(400)
    expect(filed.json()).toMatchObject({
      message: 'categoryUuid: No such category',
      fieldErrors: { categoryUuid: 'No such category' },
    })
    const own = (await bob.create({ data: dashboardData() })).json<{ uuid: string }>()
    const moved = await bob.update(
      own.uuid,
      { categoryUuid: adaCategory.uuid, data: dashboardData() },
      ifMatch(1),
    )
    expect(moved.statusCode).toBe(400)

    const after = await ada.read(original.uuid)
    expect(after.headers.etag).toBe('"v1"')
    expect(after.json()).toEqual(original)
  })

  it('moves a dashboard between categories and keeps its category when a PUT leaves it out', async () => {
    const t = await build()
    const api = await signedIn(t, 'ada@studio.test')
    const category = (await api.createCategory('Macro')).json<{ uuid: string }>()
    const { uuid, data } = (await api.create({ data: dashboardData() })).json<DashboardDocument>()
    const moved = await api.update(uuid, { categoryUuid: category.uuid, data }, ifMatch(1))
    expect(moved.json()).toMatchObject({ categoryUuid: category.uuid, version: 2 })
    const edited = await api.update(uuid, { data: { ...data, meta: { name: 'Kept' } } }, ifMatch(2))
    expect(edited.json()).toMatchObject({ categoryUuid: category.uuid, version: 3 })
    const back = await api.update(uuid, { categoryUuid: 'uncategorized', data }, ifMatch(3))
    expect(back.json()).toMatchObject({ categoryUuid: 'uncategorized', version: 4 })
  })

  it('answers 400 naming the failing field of the document', async () => {
    const t = await build()
    const api = await signedIn(t, 'ada@studio.test')
    const failure = async (body: unknown) => {
      const res = await api.create(body)
      expect(res.statusCode).toBe(400)
      return res.json<{ message: string; fieldErrors: Record<string, string> }>()
    }
    const tile = metricTile()
    const data = dashboardData([tile])
    const layout = data.layouts[0]

    expect(await failure({ data: { ...data, layouts: [] } })).toMatchObject({
      message: 'data.configs.0.uuid: Item has no layout entry',
      fieldErrors: { 'data.configs.0.uuid': 'Item has no layout entry' },
    })
    const stray = { ...layout, i: metricTile().uuid }
    expect((await failure({ data: { ...data, layouts: [layout, stray] } })).message).toBe(
      'data.layouts.1.i: No item has this uuid',
    )
    expect((await failure({ data: { ...data, layouts: [{ ...layout, x: 8 }] } })).message).toBe(
      'data.layouts.0.w: x + w must be at most 12 columns',
    )
    expect(
      (await failure({ data: { ...data, layouts: [{ ...layout, w: 2, minW: 2 }] } })).message,
    ).toBe('data.layouts.0.minW: Must be at least 3 columns')
    expect((await failure({ data: { ...data, meta: { name: 'x'.repeat(201) } } })).message).toBe(
      'data.meta.name: Must be at most 200 characters',
    )
    const video = { uuid: tile.uuid, configType: 'video', meta: { url: 'https://evil.example/x' } }
    expect((await failure({ data: { ...data, configs: [video] } })).message).toBe(
      'data.configs.0.meta.url: Must be an https link to a YouTube, Vimeo or Loom video',
    )
    const report = {
      uuid: tile.uuid,
      configType: 'lookerEmbed',
      meta: { url: 'http://lookerstudio.google.com/reporting/abcdefgh12' },
    }
    expect((await failure({ data: { ...data, configs: [report] } })).message).toBe(
      'data.configs.0.meta.url: Must be an https link to a Looker Studio report',
    )
    const markdown = {
      uuid: tile.uuid,
      configType: 'markdown',
      meta: { content: 'x'.repeat(20_001) },
    }
    expect((await failure({ data: { ...data, configs: [markdown] } })).message).toBe(
      'data.configs.0.meta.content: Must be at most 20000 characters',
    )
    expect(
      (await failure({ data: { ...data, configs: [{ ...tile, configType: 'whatsNew' }] } }))
        .message,
    ).toMatch(/^data\.configs\.0\.configType: /)
    const many = Array.from({ length: 101 }, () => metricTile())
    expect((await failure({ data: dashboardData(many) })).message).toContain(
      'data.configs: A dashboard has at most 100 items',
    )
    expect((await failure({ data, owner: 'me' })).message).toBe('Unrecognized key: "owner"')
    expect((await failure({ categoryUuid: 'misc', data })).message).toBe(
      'categoryUuid: Must be a category uuid or "uncategorized"',
    )
    expect((await failure({})).message).toMatch(/^data: /)
  })

  it('answers 404 for unknown ids', async () => {
    const t = await build()
    const api = await signedIn(t, 'ada@studio.test')
    const unknown = '6f1c1f1e-8a4b-4c1e-9f1e-1e2b3c4d5e6f'
    expect((await api.read(unknown)).statusCode).toBe(404)
    expect((await api.read('no-such-dashboard')).statusCode).toBe(404)
    expect((await api.update(unknown, { data: dashboardData() }, ifMatch(1))).statusCode).toBe(404)
    expect((await api.remove(unknown, ifMatch(1))).statusCode).toBe(404)
  })

  it('refuses a cookie-carrying write from another site', async () => {
    const t = await build()
    const ada = await signedInUser(t, 'ada@studio.test', origin)
    const own = dashboardClient(t, origin, ada.cookie)
    const crossSite = dashboardClient(t, 'https://evil.example', ada.cookie)
    const res = await crossSite.create({ data: dashboardData() })
    expect(res.statusCode).toBe(403)
    expect(res.json()).toMatchObject({ message: 'Cross-site request refused' })
    const { uuid } = (await own.create({ data: dashboardData() })).json<{ uuid: string }>()
    expect((await crossSite.update(uuid, { data: dashboardData() }, ifMatch(1))).statusCode).toBe(
      403,
    )
    expect((await crossSite.remove(uuid, ifMatch(1))).statusCode).toBe(403)
    expect((await crossSite.createCategory('Evil')).statusCode).toBe(403)
    expect((await crossSite.putFavorite('f1', {})).statusCode).toBe(403)
    expect((await own.read(uuid)).json()).toMatchObject({ version: 1 })
    expect(dashboardListSchema.parse((await own.list()).json()).data).toHaveLength(1)
  })

  it("goes with the owner's account", async () => {
    const t = await build()
    const ada = await signedInUser(t, 'ada@studio.test', origin)
    const api = dashboardClient(t, origin, ada.cookie)
    const { uuid } = (await api.create({ data: dashboardData() })).json<{ uuid: string }>()
    const deleted = await t.app.inject({
      method: 'POST',
      url: '/v1/user/delete_account',
      headers: { origin, cookie: ada.cookie },
    })
    expect(deleted.statusCode).toBe(200)
    expect((await dashboardClient(t, origin).read(uuid)).statusCode).toBe(404)
  })
})
