import { beforeAll, expect, it } from 'vitest'
import { createDashboardRequestSchema } from '@/core/api/dashboards'
import type { Favorite } from '@/core/api/favorites'
import { migrateToLatest } from '../db/migrate'
import { dashboardData, metricTile } from '../testing/dashboardFixtures'
import { describeEachDatabase } from '../testing/databaseTargets'
import { createRowOwner } from '../testing/repositoryUsers'
import { createDashboardCategoriesRepository } from './dashboardCategoriesRepository'
import { createDashboardsRepository } from './dashboardsRepository'
import { createFavoritesRepository } from './favoritesRepository'

describeEachDatabase('dashboard and favourites repositories', (target) => {
  beforeAll(async () => {
    await migrateToLatest(target.open())
  })

  const newUser = () => createRowOwner(target.open().db, 'dashboards.example')
  const data = (name: string) =>
    createDashboardRequestSchema.parse({ data: dashboardData([metricTile()], { name }) }).data

  it('store dashboards as given, list them newest first and change them by version', async () => {
    const { db } = target.open()
    const dashboards = createDashboardsRepository(db)
    const categories = createDashboardCategoriesRepository(db)
    const ada = await newUser()
    const bob = await newUser()
    const macro = await categories.create(ada, 'Macro', 1000)

    const first = await dashboards.create(
      ada,
      { categoryUuid: macro.uuid, data: data('First') },
      2000,
    )
    const second = await dashboards.create(ada, { categoryUuid: null, data: data('Second') }, 3000)
    await dashboards.create(bob, { categoryUuid: null, data: data('Bob') }, 4000)
    expect(await dashboards.find(first.uuid)).toEqual(first)
    expect((await dashboards.listByOwner(ada)).map((d) => d.data.meta.name)).toEqual([
      'Second',
      'First',
    ])
    expect(await dashboards.countByOwner(ada)).toBe(2)

    const replaced = await dashboards.replace(
      first,
      { categoryUuid: macro.uuid, data: data('Edited') },
      5000,
    )
    expect(replaced).toMatchObject({ version: 2, updatedAt: 5000, createdAt: 2000 })
    // A second write based on version 1 loses.
    expect(
      await dashboards.replace(first, { categoryUuid: null, data: data('Lost') }, 6000),
    ).toBeUndefined()
    expect(await dashboards.find(first.uuid)).toMatchObject({
      version: 2,
      data: { meta: { name: 'Edited' } },
    })

    expect((await categories.findOwned(ada, macro.uuid))?.items).toEqual([first.uuid])
    expect(await categories.findOwned(bob, macro.uuid)).toBeUndefined()
    expect(await categories.uncategorizedItems(ada)).toEqual([second.uuid])
    expect(await dashboards.uncategorize(ada, macro.uuid, 7000)).toBe(1)
    expect(await dashboards.find(first.uuid)).toMatchObject({ categoryUuid: null, version: 3 })
    expect(await categories.delete(macro.uuid, 1)).toBe(true)

    expect(await dashboards.delete(second.uuid, 2)).toBe(false)
    expect(await dashboards.delete(second.uuid, 1)).toBe(true)
    expect(await dashboards.find(second.uuid)).toBeUndefined()
  })

  it('keep category names unique per user in any letter case', async () => {
    const { db } = target.open()
    const categories = createDashboardCategoriesRepository(db)
    const ada = await newUser()
    const bob = await newUser()
    const macro = await categories.create(ada, 'Macro', 1)
    expect(await categories.nameTaken(ada, 'MACRO')).toBe(true)
    expect(await categories.nameTaken(ada, 'macro', macro.uuid)).toBe(false)
    expect(await categories.nameTaken(bob, 'Macro')).toBe(false)
    const renamed = await categories.rename(macro, 'Rates', 2)
    expect(renamed).toMatchObject({ name: 'Rates', version: 2 })
    expect(await categories.rename(macro, 'Late', 3)).toBeUndefined()
    expect((await categories.listByOwner(ada)).map((c) => c.name)).toEqual(['Rates'])
  })

  it('keep one favourites list per user, written by compare-and-set from version 1', async () => {
    const { db } = target.open()
    const favorites = createFavoritesRepository(db)
    const ada = await newUser()
    const mvrv: Favorite = {
      id: 'f1',
      configType: 'metric',
      meta: { asset: 'BTC', metricCode: 'MarketMvrv' },
      extra: { name: 'MVRV' },
    }
    expect(await favorites.read(ada)).toEqual({ favorites: [], version: 1, updatedAt: null })
    expect(await favorites.write(ada, [mvrv], 1, 10)).toBe(2)
    // A second first write (another device, same moment) finds the row taken.
    expect(await favorites.write(ada, [], 1, 11)).toBeUndefined()
    expect(await favorites.write(ada, [], 2, 12)).toBe(3)
    expect(await favorites.write(ada, [mvrv], 2, 13)).toBeUndefined()
    expect(await favorites.read(ada)).toEqual({ favorites: [], version: 3, updatedAt: 12 })
  })
})
