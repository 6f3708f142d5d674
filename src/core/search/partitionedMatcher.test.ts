import { describe, expect, it } from 'vitest'
import { publicVisibility, userVisibility, type SearchItemRecord } from '../api/search'
import { ownerBuckets } from './partitionedMatcher'
import { createItemsIndex } from './searchIndexes'
import { chartRecord, documentRecord } from './searchRecords'

// The matcher's split by visibility (partitionedMatcher.ts), seen through the items index.

const chart = (metricCode: string, name: string) =>
  chartRecord({
    metricCode,
    name,
    shortName: name,
    tier: 1,
    group: 'market',
    description: 'Bitcoin based',
    metricAssets: ['BTC'],
  })

const owners = Array.from({ length: ownerBuckets * 3 }, (_, i) => `owner-${i}`)
const dashboard = (owner: string, i: number, name = `Bitcoin board ${i}`) =>
  documentRecord({
    type: 'dashboard',
    uuid: `${owner}-d${i}`,
    ownerUuid: owner,
    slug: null,
    name,
    description: '',
    assets: ['BTC'],
  })

function index() {
  const items = createItemsIndex(new Map([['BTC', 'Bitcoin']]))
  items.upsert([
    chart('MarketPrice', 'Bitcoin Price'),
    chart('MarketMvrv', 'MVRV Ratio'),
    ...owners.flatMap((owner) => [dashboard(owner, 1), dashboard(owner, 2)]),
  ])
  return items
}

/** A user's key: public records and their own. */
const keyOf = (owner: string) => {
  const mine = userVisibility(owner)
  return {
    filter: (record: SearchItemRecord) =>
      record.visibleBy.includes(publicVisibility) || record.visibleBy.includes(mine),
    visibleBy: [publicVisibility, mine],
  }
}

const ids = (result: { hits: { record: SearchItemRecord }[] }) =>
  result.hits.map((hit) => hit.record.objectID)

describe('the partitioned matcher', () => {
  const items = index()

  it('answers a search told whose records it may see as one that reads them all', () => {
    for (const owner of owners.slice(0, 10)) {
      for (const query of ['b', 'bitcoin', 'bitcon board', 'mvrv', 'board 2']) {
        const { filter, visibleBy } = keyOf(owner)
        const told = items.search({ query, filter, visibleBy, page: 0, hitsPerPage: 50 })
        const unread = items.search({ query, filter, page: 0, hitsPerPage: 50 })
        expect(told.nbHits).toBe(unread.nbHits)
        expect(ids(told)).toEqual(ids(unread))
      }
    }
    const { filter, visibleBy } = keyOf('owner-7')
    const mine = items.search({ query: 'board', filter, visibleBy, page: 0, hitsPerPage: 50 })
    expect(ids(mine).sort()).toEqual(['dashboard:owner-7-d1', 'dashboard:owner-7-d2'])
  })

  it('follows a change of a public record past its kept answers', () => {
    const local = index()
    const search = (query: string) => ids(local.search({ query, page: 0, hitsPerPage: 5 }))
    expect(search('ratio')).toEqual(['chart:MarketMvrv'])
    local.upsert([chart('MarketSopr', 'SOPR Ratio')])
    expect(search('ratio')).toEqual(['chart:MarketMvrv', 'chart:MarketSopr'])
    expect(search('mvrv')).toEqual(['chart:MarketMvrv'])
    local.upsert([{ ...chart('MarketMvrv', 'Realized Ratio'), shortName: null }])
    expect(search('mvrv')).toEqual(['chart:MarketMvrv']) // its code still says MVRV
    expect(search('realized')).toEqual(['chart:MarketMvrv'])
    expect(search('ratio mvrv')).toEqual(['chart:MarketMvrv'])
    local.remove(['chart:MarketMvrv'])
    expect(search('mvrv')).toEqual([])
    expect(search('realized')).toEqual([])
  })

  it('follows a user renaming their dashboard', () => {
    const local = index()
    const { filter, visibleBy } = keyOf('owner-3')
    const search = (query: string) =>
      ids(local.search({ query, filter, visibleBy, page: 0, hitsPerPage: 5 }))
    expect(search('board 1')).toContain('dashboard:owner-3-d1')
    local.upsert([dashboard('owner-3', 1, 'Whale watch')])
    expect(search('whale')).toEqual(['dashboard:owner-3-d1'])
    expect(search('board 1')).not.toContain('dashboard:owner-3-d1')
  })

  it('finds a record shared by two owners for either of them', () => {
    const local = index()
    const shared = {
      ...dashboard('owner-1', 9, 'Shared whale board'),
      visibleBy: ['user:owner-1', 'user:owner-2'],
    }
    local.upsert([shared])
    for (const owner of ['owner-1', 'owner-2']) {
      const { filter, visibleBy } = keyOf(owner)
      const found = local.search({ query: 'shared', filter, visibleBy, page: 0, hitsPerPage: 5 })
      expect(ids(found)).toEqual([shared.objectID])
    }
    const { filter, visibleBy } = keyOf('owner-5')
    expect(
      local.search({ query: 'shared', filter, visibleBy, page: 0, hitsPerPage: 5 }).nbHits,
    ).toBe(0)
  })
})
