import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { clientConfigSchema } from '@/core/api/clientConfig'
import {
  assetSearchHits,
  itemSearchHits,
  searchRecordsSchema,
  type SearchAssetRecord,
  type SearchItemRecord,
  type SearchItemType,
} from '@/core/api/search'
import { createOfflineSearch, type OfflineSearch } from '@/core/search/offlineSearch'
import { createAssetsIndex, createItemsIndex } from '@/core/search/searchIndexes'
import { buildTestApp, type TestApp } from '../testing/testApp'

/*
 * The same records searched online (the Algolia protocol's POST /1/indexes/*\/queries, as the
 * overlay asks it) and offline (src/core/search/offlineSearch.ts over the caller's copy of
 * GET /v1/search/records) match the same records in the same order and highlight their names
 * the same way, typo tolerance included (docs/search.md, "Ranking" and "Highlight").
 */

function item(objectID: string, type: SearchItemType, name: string, assets = ['BTC']) {
  const record: SearchItemRecord = {
    objectID,
    type,
    name,
    slug: objectID,
    assets,
    assetTags: [],
    assetId: assets[0] ?? null,
    category: null,
    tier: 1,
    metricCode: null,
    exchanges: [],
    description: null,
    visibleBy: ['public'],
  }
  return record
}

const asset = (symbol: string, name: string, rank: number): SearchAssetRecord => ({
  objectID: symbol.toLowerCase(),
  symbol,
  name,
  assetId: symbol.toLowerCase(),
  tags: [],
  rank,
  visibleBy: ['public'],
})

const items = [
  item('chart:price', 'chart', 'Bitcoin Price'),
  item('chart:eth', 'chart', 'Ethereum Price', ['ETH']),
  item('chart:cap', 'chart', 'Market Capitalization'),
  item('chart:realized', 'chart', 'Realized Capitalization Ratio'),
  item('chart:hyper', 'chart', 'Hyperinflation Hedge'),
  item('chart:dormancy', 'chart', 'Entity-Adjusted Bitcoin Dormancy'),
  item('dashboard:decentral', 'dashboard', 'Decentralization Overview', ['ETH']),
  item('workbench:notes', 'workbench', 'Bitcoin <notes> & ideas'),
]
const assets = [
  asset('BTC', 'Bitcoin', 1),
  asset('ETH', 'Ethereum', 2),
  asset('WBTC', 'Wrapped Bitcoin', 20),
  asset('CAPS', 'Capitalization Coin', 40),
]

/** What the overlay reads of a hit: which record, and its name's highlight. */
interface Seen {
  objectID: string
  name: unknown
}
interface Answer {
  items: Seen[]
  itemCount: number
  assets: Seen[] | null
}

let test: TestApp
let offline: OfflineSearch
let appId: string
let apiKey: string

beforeAll(async () => {
  const assetsIndex = createAssetsIndex()
  assetsIndex.upsert(assets)
  const itemsIndex = createItemsIndex(new Map(assets.map((a) => [a.symbol, a.name])))
  itemsIndex.upsert(items)
  test = await buildTestApp(
    { PUBLIC_ORIGIN: 'http://studio.test', SEARCH_RATE_LIMIT_FACTOR: '1000' },
    { searchEngine: { items: itemsIndex, assets: assetsIndex } },
  )
  const config = clientConfigSchema.parse(
    (await test.app.inject({ method: 'GET', url: '/v1/client-config' })).json(),
  )
  if (config.search === null) throw new Error('search is off')
  appId = config.search.appId
  apiKey = config.search.apiKey
  const copy = await test.app.inject({ method: 'GET', url: '/v1/search/records' })
  offline = createOfflineSearch(searchRecordsSchema.parse(copy.json()))
})
afterAll(async () => {
  await test.close()
})

/** The overlay's multi-query (src/lib/search/searchQuery.ts) through the protocol route. */
async function online(term: string, types?: SearchItemType[]): Promise<Answer> {
  const query = term.trim()
  const common = { query, attributesToHighlight: ['name'] }
  const itemsRequest = {
    indexName: 'studio_items',
    ...common,
    hitsPerPage: itemSearchHits,
    ...(types ? { facetFilters: [types.map((type) => `type:${type}`)] } : {}),
  }
  const requests =
    query === ''
      ? [itemsRequest]
      : [{ indexName: 'studio_assets', ...common, hitsPerPage: assetSearchHits }, itemsRequest]
  const res = await test.app.inject({
    method: 'POST',
    url: '/1/indexes/*/queries',
    query: { 'x-algolia-application-id': appId, 'x-algolia-api-key': apiKey },
    headers: { 'content-type': 'text/plain' },
    payload: JSON.stringify({ requests }),
  })
  expect(res.statusCode).toBe(200)
  type Result = {
    nbHits: number
    hits: { objectID: string; _highlightResult: { name: unknown } }[]
  }
  const results = (res.json() as { results: Result[] }).results
  const seen = (result: Result | undefined) =>
    (result?.hits ?? []).map((hit) => ({ objectID: hit.objectID, name: hit._highlightResult.name }))
  const itemsResult = results.at(-1)
  return {
    items: seen(itemsResult),
    itemCount: itemsResult?.nbHits ?? -1,
    assets: query === '' ? null : seen(results[0]),
  }
}

function offlineAnswer(term: string, types?: SearchItemType[]): Answer {
  const answer = offline.search(term, types)
  const seen = (hits: { objectID: string; _highlightResult: { name: unknown } }[]) =>
    hits.map((hit) => ({ objectID: hit.objectID, name: hit._highlightResult.name }))
  return {
    items: seen(answer.items.hits),
    itemCount: answer.items.nbHits,
    assets: answer.assets && seen(answer.assets.hits),
  }
}

// Exact words, prefixes, typos in words of 4 to 7, 8 to 12 and 13 or more letters, too many
// typos, words too short for a typo, escaping, no match, and a blank term.
const queries = [
  'bitcoin',
  'bitc',
  'bitcon price',
  'ethereun',
  'etherium price',
  'market cap',
  'capitalization',
  'capitalisation',
  'kapitalisation',
  'kapitalisatian',
  'capitalization coin',
  'hyperinflaton hedge',
  'hyperinflashun',
  'decentralisation overview',
  'decentralisatoin',
  'entity adjusted',
  'dorm',
  'ideas',
  'notes',
  'eth',
  'etx',
  'xyz',
  '',
]

describe('online and offline search', () => {
  it.each(queries)('answer "%s" with the same records and highlights', async (query) => {
    const served = await online(query)
    expect(offlineAnswer(query)).toEqual(served)
    // The highlighter credits a query word for every word the engine matched: a name with a
    // marked word is never "matchLevel: none" (one typo rule for both).
    for (const hit of [...served.items, ...(served.assets ?? [])]) {
      const name = hit.name as { value: string; matchLevel: string }
      if (name.value.includes('<em>')) expect(name.matchLevel).not.toBe('none')
    }
  })

  it("answers a tab's types the same way", async () => {
    for (const types of [['dashboard'], ['chart', 'workbench']] satisfies SearchItemType[][]) {
      for (const query of ['capitalisation', 'bitcoin', '']) {
        expect(offlineAnswer(query, types)).toEqual(await online(query, types))
      }
    }
  })

  it('tolerates one typo from 4 letters and two from 8, never three', async () => {
    const ids = async (query: string) => (await online(query)).items.map((hit) => hit.objectID)
    expect(await ids('bitcon price')).toEqual(['chart:price'])
    expect(await ids('etx')).toEqual([])
    expect(await ids('kapitalisation')).toEqual(['chart:cap', 'chart:realized'])
    expect((await online('kapitalisation')).items[0]?.name).toEqual({
      value: 'Market <em>Capitalization</em>',
      matchLevel: 'full',
      matchedWords: ['kapitalisation'],
      fullyHighlighted: false,
    })
    // 14 and 16 letters, three typos each: Algolia's rule, not one typo per 5 letters.
    expect(await ids('kapitalisatian')).toEqual([])
    expect(await ids('decentralisatoin')).toEqual([])
    expect(await ids('hyperinflashun')).toEqual([])
  })
})
