import { expect, it } from 'vitest'
import { migrateToLatest } from '../db/migrate'
import { describeEachDatabase } from '../testing/databaseTargets'
import { createSearchEventCountsRepository } from './searchEventCountsRepository'

describeEachDatabase('search event counts', (target) => {
  it('adds counts per day, index, type and record, from any instance', async () => {
    const first = target.open()
    await migrateToLatest(first)
    const second = target.open()
    const [a, b] = [first, second].map((handle) => createSearchEventCountsRepository(handle.db))
    const click = (objectID: string, count: number) => ({
      day: '2026-11-25',
      indexName: 'studio_items',
      eventType: 'click' as const,
      objectID,
      count,
    })
    await Promise.all([a?.add([click('chart-price', 2)]), b?.add([click('chart-price', 3)])])
    await a?.add([
      click('chart-sopr', 1),
      { ...click('chart-price', 1), eventType: 'conversion' },
      { ...click('chart-price', 4), day: '2026-11-24' },
    ])
    expect(await b?.list('2026-11-25')).toEqual(
      [
        click('chart-price', 5),
        click('chart-sopr', 1),
        { ...click('chart-price', 1), eventType: 'conversion' },
      ].sort(
        (x, y) => x.eventType.localeCompare(y.eventType) || x.objectID.localeCompare(y.objectID),
      ),
    )
    await a?.deleteBefore('2026-11-25')
    expect(await a?.list('2026-11-24')).toEqual([])
    expect(await a?.list('2026-11-25')).toHaveLength(3)
  })
})
