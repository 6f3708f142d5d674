import { describe, expect, it } from 'vitest'
import { createItemsIndex } from './searchIndexes'
import { chartRecord } from './searchRecords'

const chart = (metricCode: string, name: string, tier: 1 | 2 | 3 = 1) =>
  chartRecord({
    metricCode,
    name,
    shortName: name,
    tier,
    group: 'market',
    description: '',
    metricAssets: ['BTC'],
  })

function index() {
  const items = createItemsIndex(new Map([['BTC', 'Bitcoin']]))
  items.upsert([
    chart('MarketMvrv', 'MVRV Ratio'),
    chart('MarketRatioMv', 'Ratio MV', 2),
    chart('SupplyActive', 'Active Supply'),
    chart('SupplyActive1y', 'Active Supply 1y', 3),
    chart('MarketSopr', 'SOPR'),
  ])
  return items
}
const names = (query: string) =>
  index()
    .search({ query, page: 0, hitsPerPage: 10 })
    .hits.map((hit) => hit.record.name)

describe('items index matching', () => {
  it('takes only the last word as a prefix', () => {
    expect(names('ratio mvr')).toEqual(['MVRV Ratio'])
    // "mv" is a whole word here, "ratio" the prefix: the record with both.
    expect(names('mvrv rat')).toEqual(['MVRV Ratio'])
  })

  it('tolerates a typo in words of 4 characters or more, none in shorter ones', () => {
    expect(names('actve supply')).toEqual(['Active Supply', 'Active Supply 1y'])
    expect(names('sopt')).toEqual(['SOPR'])
    // Levenshtein distance: a swap of two letters is two typos.
    expect(names('spor')).toEqual([])
    // "sop" is neither SOPR with a typo nor a prefix (not the last word): only "ratio" answers.
    expect(names('sop ratio')).toEqual(expect.arrayContaining(['MVRV Ratio', 'Ratio MV']))
    expect(names('sop ratio')).not.toContain('SOPR')
  })

  it('ranks the exact name first, then a name starting with the query, then by tier', () => {
    expect(names('active supply')).toEqual(['Active Supply', 'Active Supply 1y'])
    expect(names('ratio')).toEqual(['Ratio MV', 'MVRV Ratio'])
    expect(names('bitcoin').slice(0, 3)).toEqual(['MVRV Ratio', 'Active Supply', 'SOPR'])
  })

  it('replaces a record with the same objectID and pages the rest', () => {
    const items = index()
    items.upsert([chart('MarketSopr', 'Spent Output Profit Ratio')])
    expect(items.size()).toBe(5)
    expect(items.get('chart:MarketSopr')?.name).toBe('Spent Output Profit Ratio')
    expect(items.search({ query: 'spent', page: 0, hitsPerPage: 5 }).nbHits).toBe(1)
    const page = items.search({ query: 'ratio', page: 1, hitsPerPage: 2 })
    expect(page.nbHits).toBe(3)
    expect(page.hits.map((hit) => hit.record.name)).toEqual(['Spent Output Profit Ratio'])
  })
})
