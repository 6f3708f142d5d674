import { describe, expect, it } from 'vitest'
import { searchSuggestions } from '@/core/api/search'
import { createAssetsIndex, createItemsIndex } from '@/core/search/searchIndexes'
import { assetRecord, documentRecord } from '@/core/search/searchRecords'
import { demoAssets } from '../demo/assets'
import { catalogMetrics } from '../demo/catalog'
import { assetRecords, publicItemRecords } from './publicRecords'

// Ranking on the demo catalog (docs/search.md, "Ranking").
function demoIndexes() {
  const items = createItemsIndex(new Map(demoAssets.map((asset) => [asset.symbol, asset.name])))
  items.upsert(publicItemRecords(catalogMetrics()))
  const assets = createAssetsIndex()
  assets.upsert(assetRecords(demoAssets))
  return { items, assets }
}

const { items, assets } = demoIndexes()
const firstItem = (query: string) =>
  items.search({ query, page: 0, hitsPerPage: 5 }).hits[0]?.record
const assetSymbols = (query: string) =>
  assets.search({ query, page: 0, hitsPerPage: 5 }).hits.map((hit) => hit.record.symbol)

describe('search ranking on the demo catalog', () => {
  it('finds through a typo ("bitcon price" → Price)', () => {
    expect(firstItem('bitcon price')).toMatchObject({ type: 'chart', slug: 'MarketPriceUsdClose' })
    expect(assetSymbols('bitcon')[0]).toBe('BTC')
  })

  it('takes the last word as a prefix ("mvr" → MVRV)', () => {
    expect(firstItem('mvr')).toMatchObject({ name: 'MVRV Ratio', slug: 'MarketMvrv' })
    // Not the words before it: "mvr ratio" has no record whose word is "mvr".
    expect(items.search({ query: 'ratio mvr', page: 0, hitsPerPage: 5 }).nbHits).toBeGreaterThan(0)
  })

  it('puts the exact name first, then names starting with the query', () => {
    const names = items
      .search({ query: 'miner revenue', page: 0, hitsPerPage: 3 })
      .hits.map((hit) => hit.record.name)
    expect(names.slice(0, 2)).toEqual(['Miner Revenue', 'Miner Revenue from Fees'])
  })

  it('puts a name that is the query up to a typo before longer names with the same words', () => {
    // "Miner Revenue from Fees" holds both words in more fields (it scores higher by itself).
    for (const query of ['minr revenue', 'minr revnue', 'minr rev']) {
      const names = items
        .search({ query, page: 0, hitsPerPage: 3 })
        .hits.map((hit) => hit.record.name)
      expect(names.slice(0, 2)).toEqual(['Miner Revenue', 'Miner Revenue from Fees'])
    }
  })

  it('puts the exact symbol first, then by market cap (BTC before a name containing "btc")', () => {
    // Ranked above BTC even: the exact symbol still comes first.
    assets.upsert([
      assetRecord({ assetId: 'WBTC', symbol: 'WBTC', name: 'Wrapped BTC', tags: [] }, 0),
    ])
    expect(assetSymbols('btc')).toEqual(['BTC', 'WBTC'])
    expect(assetSymbols('wrapped')).toEqual(['WBTC'])
    expect(assetSymbols('bitcoin')).toEqual(['BTC', 'BCH'])
    assets.remove(['WBTC'])
  })

  it('says which words matched in which attributes', () => {
    const hit = items.search({ query: 'bitcon price', page: 0, hitsPerPage: 1 }).hits[0]
    expect(hit?.matchedWords).toEqual(expect.arrayContaining(['bitcoin', 'price']))
    expect(hit?.matchedAttributes).toEqual(expect.arrayContaining(['name', 'assets']))
  })

  it('answers every record for an empty query, in ranking order and filtered', () => {
    const all = items.search({ query: '', page: 0, hitsPerPage: 1000 })
    expect(all.nbHits).toBe(items.size())
    expect(all.hits[0]?.record.slug).toBe('MarketPriceUsdClose')
    const dashboards = items.search({
      query: ' ',
      filter: (record) => record.type === 'dashboard',
      page: 0,
      hitsPerPage: 2,
    })
    expect(dashboards.hits.every((hit) => hit.record.type === 'dashboard')).toBe(true)
    expect(dashboards.nbHits).toBeGreaterThan(2)
    expect(
      assets.search({ query: '', page: 0, hitsPerPage: 3 }).hits.map((h) => h.record.symbol),
    ).toEqual(['BTC', 'ETH', 'SOL'])
  })

  it('falls back to records matching some of the words when none match all', () => {
    expect(firstItem('miner revenue zzzzzz')?.name).toMatch(/^Miner Revenue/)
  })

  it("finds a user's document by its name and ranks it with equal public ones", () => {
    const own = documentRecord({
      type: 'dashboard',
      uuid: '0b8f1c2e-8a54-4a53-9a1c-3f6a5b2d7e90',
      slug: null,
      name: 'My whale watch',
      description: null,
      assets: ['ETH'],
      ownerUuid: 'u1',
    })
    items.upsert([own])
    expect(firstItem('whale wat')).toEqual(own)
    items.remove([own.objectID])
    expect(items.get(own.objectID)).toBeUndefined()
    expect(firstItem('whale wat')?.objectID).not.toBe(own.objectID)
  })

  // The spec's seven suggestions (app.md section 2), each with the hit a user expects first, as
  // type:slug (what /charts/… or /dashboards/… opens), and the first asset where one is meant.
  const expected: Record<(typeof searchSuggestions)[number], { item: string; asset?: string }> = {
    'Bitcoin Sharpe Signal': { item: 'chart:IndicatorsSharpeSignal', asset: 'BTC' },
    Aave: { item: 'chart:DefiLendingDepositsSum', asset: 'AAVE' },
    Uniswap: { item: 'chart:DefiDexVolumeSum', asset: 'UNI' },
    BTC: { item: 'workbench:eth-btc-price-ratio', asset: 'BTC' },
    Derivatives: { item: 'dashboard:derivatives-overview' },
    'Derivatives Bitcoin': { item: 'dashboard:derivatives-overview', asset: 'BTC' },
    'Miner Revenue': { item: 'chart:MiningRevenueSum' },
  }
  it('names an expected first hit for every suggestion the overlay offers', () => {
    expect(Object.keys(expected)).toEqual([...searchSuggestions])
  })
  it.each(Object.entries(expected))(
    'suggestion "%s" answers its expected first hit',
    (suggestion, want) => {
      const first = firstItem(suggestion)
      expect(first && `${first.type}:${first.slug}`).toBe(want.item)
      if (want.asset !== undefined) expect(assetSymbols(suggestion)[0]).toBe(want.asset)
    },
  )
})
