import { afterEach, describe, expect, it } from 'vitest'
import { chartDocumentSchema, chartListSchema } from '@/core/api/udm'
import { signedInUser } from '../testing/signedInUser'
import { buildTestApp, type TestApp } from '../testing/testApp'
import { chartBody, formulaItem, metricItem, udmClient } from '../testing/udmFixtures'

const origin = 'http://studio.test'

describe('user metrics (/v1/udm)', () => {
  let test: TestApp | undefined
  afterEach(async () => {
    await test?.close()
    test = undefined
  })
  const build = async () => (test = await buildTestApp({ PUBLIC_ORIGIN: origin }))

  it('creates, lists, reads, updates and deletes a chart, with its version as the ETag', async () => {
    const t = await build()
    const ada = await signedInUser(t, 'ada@studio.test', origin)
    const api = udmClient(t, origin, ada.cookie)

    const created = await api.create(chartBody())
    expect(created.statusCode).toBe(201)
    expect(created.headers.etag).toBe('"v1"')
    const chart = chartDocumentSchema.parse(created.json())
    expect(created.headers.location).toBe(`/v1/udm/${chart.uuid}`)
    expect(chart).toMatchObject({
      name: 'MVRV and its average',
      configType: 'workbench',
      categoryUuid: null,
      zoom: '1y',
      since: null,
      isOwner: true,
      isPreset: false,
      isMultiAsset: false,
      version: 1,
    })
    expect(chart.items.map((item) => item.configType)).toEqual(['metric', 'formula'])

    const read = await api.read(chart.uuid, '?referrer=home')
    expect(read.statusCode).toBe(200)
    expect(read.headers.etag).toBe('"v1"')
    expect(read.headers['cache-control']).toBe('private, no-store')
    expect(read.json()).toEqual(chart)

    const data = { ...chartBody({ name: 'Renamed', since: 1_600_000_000, until: 1_700_000_000 }) }
    const updated = await api.update(chart.uuid, data, { 'if-match': '"v1"' })
    expect(updated.statusCode).toBe(200)
    expect(updated.headers.etag).toBe('"v2"')
    expect(updated.json()).toMatchObject({ uuid: chart.uuid, name: 'Renamed', version: 2 })
    expect((await api.read(chart.uuid)).json()).toMatchObject({ name: 'Renamed', version: 2 })

    const second = chartDocumentSchema.parse(
      (await api.create(chartBody({ name: 'Second', items: [metricItem()] }))).json(),
    )
    const list = chartListSchema.parse((await api.list()).json())
    expect(list.data.map((c) => [c.name, c.version, c.itemCount])).toEqual([
      ['Second', 1, 1],
      ['Renamed', 2, 2],
    ])
    expect(list.data[0]).toMatchObject({ uuid: second.uuid, category: null, assets: ['BTC'] })

    const deleted = await api.remove(chart.uuid, { 'if-match': '"v2"' })
    expect(deleted.statusCode).toBe(204)
    expect(deleted.body).toBe('')
    expect((await api.read(chart.uuid)).statusCode).toBe(404)
    expect(chartListSchema.parse((await api.list()).json()).data).toHaveLength(1)
  })

  it('lets guests read a shared chart but not list, create or change anything', async () => {
    const t = await build()
    const ada = await signedInUser(t, 'ada@studio.test', origin)
    const owner = udmClient(t, origin, ada.cookie)
    const category = (await owner.createCategory('Valuation')).json<{ uuid: string }>()
    const chart = (await owner.create(chartBody({ categoryUuid: category.uuid }))).json<{
      uuid: string
    }>()
    const guest = udmClient(t, origin)

    const read = await guest.read(chart.uuid)
    expect(read.statusCode).toBe(200)
    expect(read.headers.etag).toBe('"v1"')
    // The category is the owner's private filing.
    expect(read.json()).toMatchObject({ uuid: chart.uuid, isOwner: false, categoryUuid: null })

    expect((await guest.list()).statusCode).toBe(401)
    expect((await guest.create(chartBody())).statusCode).toBe(401)
    expect((await guest.update(chart.uuid, chartBody(), { 'if-match': '"v1"' })).statusCode).toBe(
      401,
    )
    expect((await guest.remove(chart.uuid, { 'if-match': '"v1"' })).statusCode).toBe(401)
    expect((await guest.categories()).statusCode).toBe(401)
    expect((await guest.createCategory('Mine')).statusCode).toBe(401)
    expect((await owner.read(chart.uuid)).json()).toMatchObject({
      version: 1,
      categoryUuid: category.uuid,
    })
  })

  it("never lets one user change another's chart, and leaves it as it was", async () => {
    const t = await build()
    const ada = udmClient(t, origin, (await signedInUser(t, 'ada@studio.test', origin)).cookie)
    const bob = udmClient(t, origin, (await signedInUser(t, 'bob@studio.test', origin)).cookie)
    const adaCategory = (await ada.createCategory('Valuation')).json<{ uuid: string }>()
    const created = await ada.create(chartBody({ categoryUuid: adaCategory.uuid }))
    const original = chartDocumentSchema.parse(created.json())

    // Shared by link: Bob may read it, and is told it is not his.
    expect((await bob.read(original.uuid)).json()).toMatchObject({
      uuid: original.uuid,
      isOwner: false,
      categoryUuid: null,
    })
    const ifMatch = { 'if-match': '"v1"' }
    const write = await bob.update(original.uuid, chartBody({ name: 'Hijacked' }), ifMatch)
    expect(write.statusCode).toBe(404)
    expect(write.json()).toMatchObject({ message: 'Chart not found' })
    expect((await bob.update(original.uuid, chartBody(), { 'if-match': '*' })).statusCode).toBe(404)
    expect((await bob.remove(original.uuid, ifMatch)).statusCode).toBe(404)
    expect(chartListSchema.parse((await bob.list()).json()).data).toEqual([])

    // Bob cannot file his own chart in Ada's category either.
    const filed = await bob.create(chartBody({ categoryUuid: adaCategory.uuid }))
    expect(filed.statusCode).toBe(400)
    expect(filed.json()).toMatchObject({ message: 'categoryUuid: No such category' })
    const own = (await bob.create(chartBody())).json<{ uuid: string }>()
    const moved = await bob.update(own.uuid, chartBody({ categoryUuid: adaCategory.uuid }), ifMatch)
    expect(moved.json()).toMatchObject({
      status: 400,
      message: 'data.categoryUuid: No such category',
    })

    const after = await ada.read(original.uuid)
    expect(after.headers.etag).toBe('"v1"')
    expect(after.json()).toEqual(original)
  })

  it('answers 400 naming the failing field', async () => {
    const t = await build()
    const ada = await signedInUser(t, 'ada@studio.test', origin)
    const api = udmClient(t, origin, ada.cookie)
    const message = async (body: unknown) => {
      const res = await api.create(body)
      expect(res.statusCode).toBe(400)
      return res.json<{ message: string }>().message
    }

    expect(await message(chartBody({ name: '  ' }))).toBe('name: Must not be empty')
    expect(await message(chartBody({ name: 'x'.repeat(121) }))).toBe(
      'name: Must be at most 120 characters',
    )
    expect(await message(chartBody({ owner: 'me' }))).toBe('Unrecognized key: "owner"')
    expect(await message(chartBody({ items: [] }))).toBe('items: A chart has at least one item')
    const many = Array.from({ length: 51 }, () => metricItem({ extra: {} }))
    expect(await message(chartBody({ items: many }))).toBe('items: A chart has at most 50 items')
    expect(
      await message(
        chartBody({ items: [metricItem({ meta: { asset: 'BTC', metricCode: 'X', colour: 1 } })] }),
      ),
    ).toBe('items.0.meta: Unrecognized key: "colour"')
    expect(
      await message(chartBody({ items: [metricItem({ meta: { metricCode: 'MarketMvrv' } })] })),
    ).toMatch(/^items\.0\.meta\.asset: /)
    expect(
      await message(chartBody({ items: [metricItem(), formulaItem('m1 + '.repeat(500))] })),
    ).toBe('items.1.meta.content: Must be at most 2000 characters')
    expect(await message(chartBody({ items: [metricItem({ extra: { lineColor: 'red' } })] }))).toBe(
      'items.0.extra.lineColor: Must be a hex colour such as #2f6fdb',
    )
    expect(await message(chartBody({ items: [metricItem({ configType: 'video' })] }))).toMatch(
      /^items\.0\.configType: /,
    )
    const item = metricItem()
    expect(await message(chartBody({ items: [item, { ...item, extra: { ref: 'm2' } }] }))).toBe(
      'items.1.uuid: Duplicate item uuid',
    )
    expect(await message(chartBody({ items: [metricItem(), metricItem()] }))).toBe(
      'items.1.extra.ref: Duplicate ref',
    )
    expect(await message(chartBody({ since: 1_700_000_000, until: 1_600_000_000 }))).toBe(
      'since: Must not be later than until',
    )
    expect(await message(chartBody({ categoryUuid: 'not-a-uuid' }))).toBe(
      'categoryUuid: Invalid UUID',
    )

    const chart = (await api.create(chartBody())).json<{ uuid: string }>()
    const unwrapped = await t.app.inject({
      method: 'PUT',
      url: `/v1/udm/${chart.uuid}`,
      headers: { origin, cookie: ada.cookie },
      payload: chartBody(),
    })
    expect(unwrapped.statusCode).toBe(400)
    expect(unwrapped.json<{ message: string }>().message).toMatch(/^data: /)
  })

  it('accepts a document sent back as it was read, runtime state and read-only fields included', async () => {
    const t = await build()
    const api = udmClient(t, origin, (await signedInUser(t, 'ada@studio.test', origin)).cookie)
    const read = (await api.create(chartBody())).json<{
      uuid: string
      items: Array<Record<string, unknown>>
    }>()
    const sentBack = {
      ...read,
      name: 'Edited',
      items: read.items.map((item) => ({
        ...item,
        store: { loading: false, data: [{ t: 1, v: 2 }] },
        internal: { subsetDict: {} },
      })),
    }
    const updated = await api.update(read.uuid, sentBack, { 'if-match': '"v1"' })
    expect(updated.statusCode).toBe(200)
    const doc = chartDocumentSchema.parse(updated.json())
    expect(doc.name).toBe('Edited')
    expect(doc.items.every((item) => !('store' in item) && !('internal' in item))).toBe(true)
  })

  it('answers 404 for unknown ids', async () => {
    const t = await build()
    const api = udmClient(t, origin, (await signedInUser(t, 'ada@studio.test', origin)).cookie)
    expect((await api.read('6f1c1f1e-8a4b-4c1e-9f1e-1e2b3c4d5e6f')).statusCode).toBe(404)
    expect((await api.read('no-such-chart')).statusCode).toBe(404)
    const ifMatch = { 'if-match': '"v1"' }
    expect((await api.update('no-such-chart', chartBody(), ifMatch)).statusCode).toBe(404)
    expect((await api.remove('6f1c1f1e-8a4b-4c1e-9f1e-1e2b3c4d5e6f', ifMatch)).statusCode).toBe(404)
  })

  it('refuses a cookie-carrying write from another site', async () => {
    const t = await build()
    const ada = await signedInUser(t, 'ada@studio.test', origin)
    const crossSite = udmClient(t, 'https://evil.example', ada.cookie)
    const res = await crossSite.create(chartBody())
    expect(res.statusCode).toBe(403)
    expect(res.json()).toMatchObject({ message: 'Cross-site request refused' })
    const own = udmClient(t, origin, ada.cookie)
    const chart = (await own.create(chartBody())).json<{ uuid: string }>()
    expect((await crossSite.remove(chart.uuid, { 'if-match': '"v1"' })).statusCode).toBe(403)
    expect(chartListSchema.parse((await own.list()).json()).data).toHaveLength(1)
  })

  it("goes with the owner's account", async () => {
    const t = await build()
    const ada = await signedInUser(t, 'ada@studio.test', origin)
    const api = udmClient(t, origin, ada.cookie)
    const chart = (await api.create(chartBody())).json<{ uuid: string }>()
    const deleted = await t.app.inject({
      method: 'POST',
      url: '/v1/user/delete_account',
      headers: { origin, cookie: ada.cookie },
    })
    expect(deleted.statusCode).toBe(200)
    expect((await udmClient(t, origin).read(chart.uuid)).statusCode).toBe(404)
  })
})
