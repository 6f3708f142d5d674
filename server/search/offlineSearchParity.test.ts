import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { searchRecordsSchema } from '@/core/api/search'
import { createOfflineSearch, type OfflineSearch } from '@/core/search/offlineSearch'
import { buildTestApp, type TestApp } from '../testing/testApp'

// The app's offline search (src/core/search/offlineSearch.ts) over a guest's copy of
// GET /v1/search/records answers as the server's search service does, first hit for first hit.

let test: TestApp
let offline: OfflineSearch

beforeAll(async () => {
  test = await buildTestApp({ PUBLIC_ORIGIN: 'http://studio.test' })
  const res = await test.app.inject({ method: 'GET', url: '/v1/search/records' })
  offline = createOfflineSearch(searchRecordsSchema.parse(res.json()))
})
afterAll(async () => {
  await test.close()
})

const serverFirst = (query: string) =>
  test.app.searchService.engine.items.search({
    query,
    filter: (record) => record.visibleBy.includes('public'),
    page: 0,
    hitsPerPage: 1,
  }).hits[0]?.record.objectID
const serverFirstAsset = (query: string) =>
  test.app.searchService.engine.assets.search({ query, page: 0, hitsPerPage: 1 }).hits[0]?.record
    .objectID

describe('offline search on the demo catalog', () => {
  it.each(['bitcon price', 'mvr', 'derivatives bitcoin', 'miner revenue'])(
    'answers "%s" with the server\'s first hits',
    (query) => {
      const answer = offline.search(query)
      expect(answer.items.hits[0]?.objectID).toBeDefined()
      expect(answer.items.hits[0]?.objectID).toBe(serverFirst(query))
      expect(answer.assets?.hits[0]?.objectID).toBe(serverFirstAsset(query))
    },
  )

  it('finds a typo and a prefix, highlighted as the service marks them', () => {
    const typo = offline.search('bitcon price').items.hits[0]
    expect(typo).toMatchObject({ type: 'chart', slug: 'MarketPriceUsdClose' })
    const prefix = offline.search('mvr').items.hits[0]
    expect(prefix).toMatchObject({ name: 'MVRV Ratio', slug: 'MarketMvrv' })
    expect(prefix?._highlightResult.name.value).toBe('<em>MVR</em>V Ratio')
    expect(prefix).not.toHaveProperty('visibleBy')
  })
})
