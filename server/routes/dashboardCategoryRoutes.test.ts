import { afterEach, describe, expect, it } from 'vitest'
import { dashboardCategoryListSchema } from '@/core/api/dashboards'
import { dashboardClient, dashboardData } from '../testing/dashboardFixtures'
import { signedInUser } from '../testing/signedInUser'
import { buildTestApp, type TestApp } from '../testing/testApp'

const origin = 'http://studio.test'

describe('dashboard categories (/v1/dashboards/categories)', () => {
  let test: TestApp | undefined
  afterEach(async () => {
    await test?.close()
    test = undefined
  })
  const build = async () => (test = await buildTestApp({ PUBLIC_ORIGIN: origin }))
  const signedIn = async (t: TestApp, email: string) =>
    dashboardClient(t, origin, (await signedInUser(t, email, origin)).cookie)

  it('lists uncategorized first, then the user’s categories by name with their dashboards', async () => {
    const t = await build()
    const api = await signedIn(t, 'ada@studio.test')
    const empty = dashboardCategoryListSchema.parse((await api.categories()).json())
    expect(empty.data).toEqual([
      {
        uuid: 'uncategorized',
        name: 'Uncategorized',
        items: [],
        isDefault: true,
        version: 1,
        createdAt: 0,
        updatedAt: 0,
      },
    ])

    const macro = await api.createCategory('Macro')
    expect(macro.statusCode).toBe(201)
    expect(macro.headers.etag).toBe('"v1"')
    const { uuid: macroUuid } = macro.json<{ uuid: string }>()
    // The collection answers POST too, as /v1/udm/categories does.
    const alts = await t.app.inject({
      method: 'POST',
      url: '/v1/dashboards/categories',
      headers: { origin, cookie: (await signedInUser(t, 'cy@studio.test', origin)).cookie },
      payload: { name: 'Alts' },
    })
    expect(alts.statusCode).toBe(201)
    const adaAlts = (await api.createCategory('Alts')).json<{ uuid: string }>()
    const filed = (await api.create({ categoryUuid: macroUuid, data: dashboardData() })).json<{
      uuid: string
    }>()
    const loose = (await api.create({ data: dashboardData() })).json<{ uuid: string }>()

    const list = dashboardCategoryListSchema.parse((await api.categories()).json())
    expect(list.data.map((c) => [c.name, c.items])).toEqual([
      ['Uncategorized', [loose.uuid]],
      ['Alts', []],
      ['Macro', [filed.uuid]],
    ])
    expect(list.data[1]?.uuid).toBe(adaAlts.uuid)
  })

  it('renames by version, refuses a taken name and keeps uncategorized fixed', async () => {
    const t = await build()
    const api = await signedIn(t, 'ada@studio.test')
    const { uuid } = (await api.createCategory('Macro')).json<{ uuid: string }>()
    await api.createCategory('Alts')
    expect((await api.createCategory('macro')).statusCode).toBe(409)
    expect((await api.renameCategory(uuid, 'ALTS', { 'if-match': '"v1"' })).statusCode).toBe(409)
    expect((await api.renameCategory(uuid, 'Rates')).statusCode).toBe(428)
    const renamed = await api.renameCategory(uuid, 'Rates', { 'if-match': '"v1"' })
    expect(renamed.statusCode).toBe(200)
    expect(renamed.headers.etag).toBe('"v2"')
    expect(renamed.json()).toMatchObject({ name: 'Rates', version: 2 })
    expect((await api.renameCategory(uuid, 'Late', { 'if-match': '"v1"' })).statusCode).toBe(412)
    expect((await api.createCategory('  ')).json()).toMatchObject({
      status: 400,
      message: 'name: Must not be empty',
      fieldErrors: { name: 'Must not be empty' },
    })
    const fixed = await api.renameCategory('uncategorized', 'Misc', { 'if-match': '"v1"' })
    expect(fixed.statusCode).toBe(403)
    expect((await api.removeCategory('uncategorized', { 'if-match': '"v1"' })).statusCode).toBe(403)
  })

  it('moves the dashboards of a deleted category to uncategorized', async () => {
    const t = await build()
    const api = await signedIn(t, 'ada@studio.test')
    const { uuid } = (await api.createCategory('Macro')).json<{ uuid: string }>()
    const filed = (await api.create({ categoryUuid: uuid, data: dashboardData() })).json<{
      uuid: string
    }>()
    expect((await api.removeCategory(uuid, { 'if-match': '"v1"' })).statusCode).toBe(204)
    const list = dashboardCategoryListSchema.parse((await api.categories()).json())
    expect(list.data.map((c) => [c.uuid, c.items])).toEqual([['uncategorized', [filed.uuid]]])
    expect((await api.read(filed.uuid)).json()).toMatchObject({ categoryUuid: 'uncategorized' })
  })

  it("keeps categories private: another user's is not found and is left as it was", async () => {
    const t = await build()
    const ada = await signedIn(t, 'ada@studio.test')
    const bob = await signedIn(t, 'bob@studio.test')
    const { uuid } = (await ada.createCategory('Macro')).json<{ uuid: string }>()
    const rename = await bob.renameCategory(uuid, 'Mine', { 'if-match': '*' })
    expect(rename.statusCode).toBe(404)
    expect(rename.json()).toMatchObject({ message: 'Category not found' })
    expect((await bob.removeCategory(uuid, { 'if-match': '"v1"' })).statusCode).toBe(404)
    expect(dashboardCategoryListSchema.parse((await bob.categories()).json()).data).toHaveLength(1)
    expect(
      dashboardCategoryListSchema.parse((await ada.categories()).json()).data[1],
    ).toMatchObject({ uuid, name: 'Macro', version: 1 })
  })

  it('replays a category create once per Idempotency-Key', async () => {
    const t = await build()
    const api = await signedIn(t, 'ada@studio.test')
    const key = { 'idempotency-key': 'category-1' }
    const first = await api.createCategory('Macro', key)
    const replay = await api.createCategory('Macro', key)
    expect(replay.statusCode).toBe(201)
    expect(replay.headers['idempotent-replayed']).toBe('true')
    expect(replay.json()).toEqual(first.json())
    expect(dashboardCategoryListSchema.parse((await api.categories()).json()).data).toHaveLength(2)
  })
})
