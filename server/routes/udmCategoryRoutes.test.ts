import { afterEach, describe, expect, it } from 'vitest'
import { chartListSchema, udmCategoryListSchema, udmCategorySchema } from '@/core/api/udm'
import { signedInUser } from '../testing/signedInUser'
import { buildTestApp, type TestApp } from '../testing/testApp'
import { chartBody, udmClient } from '../testing/udmFixtures'

const origin = 'http://studio.test'

describe('chart categories (/v1/udm/categories)', () => {
  let test: TestApp | undefined
  afterEach(async () => {
    await test?.close()
    test = undefined
  })
  const build = async () => (test = await buildTestApp({ PUBLIC_ORIGIN: origin }))

  it('creates, lists by name, renames with If-Match and refuses a duplicate name', async () => {
    const t = await build()
    const api = udmClient(t, origin, (await signedInUser(t, 'ada@studio.test', origin)).cookie)
    const created = await api.createCategory('Valuation')
    expect(created.statusCode).toBe(201)
    expect(created.headers.etag).toBe('"v1"')
    const valuation = udmCategorySchema.parse(created.json())
    expect(valuation).toMatchObject({ name: 'Valuation', chartCount: 0, version: 1 })
    await api.createCategory('flows')

    const duplicate = await api.createCategory('VALUATION')
    expect(duplicate.statusCode).toBe(409)
    expect(duplicate.json()).toMatchObject({
      message: 'You already have a category with this name',
    })
    expect((await api.createCategory('')).json()).toMatchObject({
      status: 400,
      message: 'name: Must not be empty',
    })

    expect((await api.renameCategory(valuation.uuid, 'On-chain valuation')).statusCode).toBe(428)
    expect(
      (await api.renameCategory(valuation.uuid, 'Flows', { 'if-match': '"v1"' })).statusCode,
    ).toBe(409)
    const renamed = await api.renameCategory(valuation.uuid, 'On-chain valuation', {
      'if-match': '"v1"',
    })
    expect(renamed.statusCode).toBe(200)
    expect(renamed.headers.etag).toBe('"v2"')
    // Only the letter case changes: still the same category's name.
    expect(
      (await api.renameCategory(valuation.uuid, 'On-Chain Valuation', { 'if-match': '"v2"' }))
        .statusCode,
    ).toBe(200)
    const stale = await api.renameCategory(valuation.uuid, 'Late', { 'if-match': '"v2"' })
    expect(stale.statusCode).toBe(412)
    expect(stale.headers.etag).toBe('"v3"')

    const list = udmCategoryListSchema.parse((await api.categories()).json())
    expect(list.data.map((c) => c.name)).toEqual(['flows', 'On-Chain Valuation'])
  })

  it('moves the charts of a deleted category to uncategorized, each as a new version', async () => {
    const t = await build()
    const api = udmClient(t, origin, (await signedInUser(t, 'ada@studio.test', origin)).cookie)
    const category = udmCategorySchema.parse((await api.createCategory('Valuation')).json())
    const filed = (await api.create(chartBody({ categoryUuid: category.uuid }))).json<{
      uuid: string
    }>()
    const loose = (await api.create(chartBody({ name: 'Loose' }))).json<{ uuid: string }>()

    const listed = chartListSchema.parse((await api.list()).json())
    expect(listed.data.find((c) => c.uuid === filed.uuid)?.category).toEqual({
      uuid: category.uuid,
      name: 'Valuation',
    })
    expect(udmCategoryListSchema.parse((await api.categories()).json()).data).toEqual([
      { ...category, chartCount: 1 },
    ])

    expect((await api.removeCategory(category.uuid)).statusCode).toBe(428)
    expect((await api.removeCategory(category.uuid, { 'if-match': '"v2"' })).statusCode).toBe(412)
    expect((await api.removeCategory(category.uuid, { 'if-match': '"v1"' })).statusCode).toBe(204)

    expect(udmCategoryListSchema.parse((await api.categories()).json()).data).toEqual([])
    const moved = await api.read(filed.uuid)
    expect(moved.headers.etag).toBe('"v2"')
    expect(moved.json()).toMatchObject({ categoryUuid: null, version: 2 })
    expect((await api.read(loose.uuid)).json()).toMatchObject({ version: 1 })
    const after = chartListSchema.parse((await api.list()).json())
    expect(after.data.map((c) => c.category)).toEqual([null, null])
  })

  it("keeps categories private: another user's is answered as missing and left unchanged", async () => {
    const t = await build()
    const ada = udmClient(t, origin, (await signedInUser(t, 'ada@studio.test', origin)).cookie)
    const bob = udmClient(t, origin, (await signedInUser(t, 'bob@studio.test', origin)).cookie)
    const category = udmCategorySchema.parse((await ada.createCategory('Valuation')).json())
    await ada.create(chartBody({ categoryUuid: category.uuid }))

    expect(udmCategoryListSchema.parse((await bob.categories()).json()).data).toEqual([])
    const rename = await bob.renameCategory(category.uuid, 'Mine', { 'if-match': '"v1"' })
    expect(rename.statusCode).toBe(404)
    expect(rename.json()).toMatchObject({ message: 'Category not found' })
    expect((await bob.removeCategory(category.uuid, { 'if-match': '*' })).statusCode).toBe(404)
    // Names are per user: Bob may have his own "Valuation".
    expect((await bob.createCategory('Valuation')).statusCode).toBe(201)

    expect(udmCategoryListSchema.parse((await ada.categories()).json()).data).toEqual([
      { ...category, chartCount: 1 },
    ])
  })

  it('replays a keyed category create', async () => {
    const t = await build()
    const api = udmClient(t, origin, (await signedInUser(t, 'ada@studio.test', origin)).cookie)
    const key = { 'idempotency-key': 'category-1' }
    const first = await api.createCategory('Valuation', key)
    const again = await api.createCategory('Valuation', key)
    expect(again.statusCode).toBe(201)
    expect(again.headers['idempotent-replayed']).toBe('true')
    expect(again.json()).toEqual(first.json())
    expect(udmCategoryListSchema.parse((await api.categories()).json()).data).toHaveLength(1)
  })
})
