import { beforeAll, expect, it } from 'vitest'
import { chartInputSchema } from '@/core/api/udm'
import { migrateToLatest } from '../db/migrate'
import { describeEachDatabase } from '../testing/databaseTargets'
import { createRowOwner } from '../testing/repositoryUsers'
import { chartBody } from '../testing/udmFixtures'
import { createUdmCategoriesRepository } from './udmCategoriesRepository'
import { createUdmChartsRepository } from './udmChartsRepository'
import { createUsersRepository } from './usersRepository'

describeEachDatabase('user metric repositories', (target) => {
  beforeAll(async () => {
    await migrateToLatest(target.open())
  })

  const newUser = () => createRowOwner(target.open().db, 'udm.example')
  const input = (overrides: Record<string, unknown> = {}) =>
    chartInputSchema.parse(chartBody(overrides))

  it('store charts as they were given, list them newest first and change them by version', async () => {
    const { db } = target.open()
    const charts = createUdmChartsRepository(db)
    const categories = createUdmCategoriesRepository(db)
    const ada = await newUser()
    const bob = await newUser()
    const valuation = await categories.create(ada, 'Valuation', 1000)

    const first = await charts.create(
      ada,
      input({ categoryUuid: valuation.uuid, range: 'ytd' }),
      1000,
    )
    const second = await charts.create(ada, input({ name: 'Second' }), 2000)
    await charts.create(bob, input({ name: "Bob's" }), 3000)
    expect(await charts.find(first.uuid)).toEqual(first)
    expect(first).toMatchObject({ ownerUuid: ada, version: 1, range: 'ytd', createdAt: 1000 })
    expect(await charts.countByOwner(ada)).toBe(2)
    const listed = await charts.listByOwner(ada)
    expect(listed.map((c) => [c.name, c.categoryName])).toEqual([
      ['Second', null],
      [first.name, 'Valuation'],
    ])

    const replaced = await charts.replace(first, input({ name: 'Renamed' }), 4000)
    expect(replaced).toMatchObject({
      name: 'Renamed',
      version: 2,
      updatedAt: 4000,
      createdAt: 1000,
    })
    expect(await charts.find(first.uuid)).toEqual(replaced)
    // A write based on version 1 lost the race: nothing changes.
    expect(await charts.replace(first, input({ name: 'Late' }), 5000)).toBeUndefined()
    expect(await charts.delete(first.uuid, 1)).toBe(false)
    expect((await charts.find(first.uuid))?.name).toBe('Renamed')

    expect(await charts.delete(second.uuid, 1)).toBe(true)
    expect(await charts.find(second.uuid)).toBeUndefined()
  })

  it('count charts per category, keep names unique per user and move charts out on delete', async () => {
    const { db } = target.open()
    const charts = createUdmChartsRepository(db)
    const categories = createUdmCategoriesRepository(db)
    const ada = await newUser()
    const bob = await newUser()
    const flows = await categories.create(ada, 'Flows', 1000)
    const valuation = await categories.create(ada, 'valuation', 1000)
    const filed = await charts.create(ada, input({ categoryUuid: flows.uuid }), 1000)
    await charts.create(ada, input({ categoryUuid: flows.uuid }), 1000)

    expect((await categories.listByOwner(ada)).map((c) => [c.name, c.chartCount])).toEqual([
      ['Flows', 2],
      ['valuation', 0],
    ])
    expect(await categories.findOwned(bob, flows.uuid)).toBeUndefined()
    expect(await categories.nameTaken(ada, 'FLOWS')).toBe(true)
    expect(await categories.nameTaken(ada, 'flows', flows.uuid)).toBe(false)
    expect(await categories.nameTaken(bob, 'flows')).toBe(false)
    // The database holds the rule too.
    await expect(categories.create(ada, 'VALUATION', 2000)).rejects.toThrow()

    expect(await categories.rename(valuation, 'Valuation', 3000)).toMatchObject({ version: 2 })
    expect(await categories.rename(valuation, 'Stale', 3000)).toBeUndefined()

    expect(await charts.uncategorize(ada, flows.uuid, 4000)).toBe(2)
    expect(await charts.find(filed.uuid)).toMatchObject({
      categoryUuid: null,
      version: 2,
      updatedAt: 4000,
    })
    expect(await categories.delete(flows.uuid, 1)).toBe(true)
    expect((await categories.listByOwner(ada)).map((c) => c.name)).toEqual(['Valuation'])
  })

  it('leave charts uncategorized if a category row goes by other means, and go with the account', async () => {
    const handle = target.open()
    const charts = createUdmChartsRepository(handle.db)
    const categories = createUdmCategoriesRepository(handle.db)
    const ada = await newUser()
    const category = await categories.create(ada, 'Temporary', 1000)
    const chart = await charts.create(ada, input({ categoryUuid: category.uuid }), 1000)
    await handle.db.deleteFrom('udm_categories').where('uuid', '=', category.uuid).execute()
    expect((await charts.find(chart.uuid))?.categoryUuid).toBeNull()

    await createUsersRepository(handle.db).delete(ada)
    expect(await charts.find(chart.uuid)).toBeUndefined()
    expect(await categories.listByOwner(ada)).toEqual([])
  })
})
