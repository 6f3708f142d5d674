import { replaceEqualDeep } from '@tanstack/react-query'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { json, stubApi } from '@/lib/testing/apiTestHarness'
import { createSearchClient } from './searchClient'
import { runSearch } from './searchQuery'

const config = {
  appId: 'studio',
  apiKey: 'public-search-key',
  itemsIndex: 'studio_items',
  assetsIndex: 'studio_assets',
  host: null,
}

const chart = {
  objectID: 'chart:MarketMvrv',
  type: 'chart',
  name: 'MVRV Ratio',
  slug: 'MarketMvrv',
  assets: ['BTC'],
  assetTags: [],
  assetId: 'BTC',
  category: 'Market',
  tier: 1,
  metricCode: 'MarketMvrv',
  exchanges: [],
  description: null,
  _highlightResult: { name: { value: '<em>MVRV</em> Ratio' } },
}

afterEach(() => {
  vi.unstubAllGlobals()
})

describe('runSearch', () => {
  it('answers the same hits when asked again, the queryID on the answer', async () => {
    let asked = 0
    stubApi({
      'POST /1/indexes/*/queries': (init) => {
        asked += 1
        const { requests } = JSON.parse(String(init?.body)) as { requests: { indexName: string }[] }
        return json(200, {
          results: requests.map((request) => ({
            hits: request.indexName === config.itemsIndex ? [chart] : [],
            nbHits: request.indexName === config.itemsIndex ? 1 : 0,
            page: 0,
            hitsPerPage: 50,
            // A new one with every answer, as Algolia and the embedded service give.
            queryID: `${'0'.repeat(31)}${asked}`,
          })),
        })
      },
    })
    const setup = {
      config,
      apiKey: config.apiKey,
      client: createSearchClient(config, config.apiKey),
    }
    const first = await runSearch(setup, 'mvrv', 'all')
    const again = await runSearch(setup, 'mvrv', 'all')
    expect(first.items.queryID).toBe(`${'0'.repeat(31)}1`)
    expect(again.items.queryID).toBe(`${'0'.repeat(31)}2`)
    expect(first.items.hits[0]).toMatchObject({ objectID: chart.objectID, position: 1 })
    // What TanStack Query keeps of the previous data when the new equals it: the hits, so the
    // overlay's rows are not rendered again for the same answer.
    const kept = replaceEqualDeep(first, again)
    expect(kept.items.hits[0]).toBe(first.items.hits[0])
    expect(kept.items.queryID).toBe(again.items.queryID)
  })
})
