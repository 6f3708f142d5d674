import type { AddressInfo } from 'node:net'
import { algoliasearch, type SearchResponse } from 'algoliasearch'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { clientConfigSchema } from '@/core/api/clientConfig'
import type { SearchAssetRecord, SearchItemRecord } from '@/core/api/search'
import { userInfoSchema } from '@/core/api/user'
import {
  createSearchEventCountsRepository,
  utcDay,
} from '../../repositories/searchEventCountsRepository'
import { createSettingsRepository } from '../../repositories/settingsRepository'
import { grantPlan } from '../../testing/alertFixtures'
import { linearSearchEngine } from '../../testing/linearSearchEngine'
import { signedInUser, type SignedInUser } from '../../testing/signedInUser'
import { buildTestApp, type TestApp } from '../../testing/testApp'
import { generateSecuredKey } from './securedKeys'

const origin = 'http://studio.test'
const itemsIndex = 'studio_items'
const assetsIndex = 'studio_assets'
const hourMs = 60 * 60 * 1000

function item(
  objectID: string,
  type: SearchItemRecord['type'],
  name: string,
  extra: Partial<SearchItemRecord> = {},
): SearchItemRecord {
  return {
    objectID,
    type,
    name,
    slug: objectID,
    assets: ['BTC'],
    assetTags: [],
    assetId: null,
    category: null,
    tier: 1,
    metricCode: null,
    exchanges: [],
    description: null,
    visibleBy: ['public'],
    ...extra,
  }
}

const asset = (symbol: string, name: string, rank: number): SearchAssetRecord => ({
  objectID: symbol.toLowerCase(),
  symbol,
  name,
  assetId: symbol.toLowerCase(),
  tags: rank <= 2 ? ['top'] : [],
  rank,
  visibleBy: ['public'],
})

// The engine reads these arrays on every search: the users' own records are added once the
// accounts exist.
const items: SearchItemRecord[] = [
  item('chart-price', 'chart', 'Bitcoin Price', { category: 'Market' }),
  item('chart-eth', 'chart', 'Ethereum Price', { assets: ['ETH'] }),
  item('chart-sopr', 'chart', 'Bitcoin Spent Output Profit Ratio', { tier: 2 }),
  item('chart-dormancy', 'chart', 'Entity-Adjusted Bitcoin Dormancy', { tier: 3 }),
  item('preset-overview', 'dashboard', 'Bitcoin Market Overview'),
]
const assets: SearchAssetRecord[] = [
  asset('BTC', 'Bitcoin', 1),
  asset('ETH', 'Ethereum', 2),
  asset('WBTC', 'Wrapped Bitcoin', 20),
]

let test: TestApp
let port: number
let now = Date.parse('2026-11-25T12:00:00Z')
let guestKey: string
let appId: string
let ada: SignedInUser
let bob: SignedInUser
let cyd: SignedInUser
let adaKey: string
let bobKey: string
let cydKey: string

const hosts = () => [
  { url: '127.0.0.1', port, protocol: 'http' as const, accept: 'readWrite' as const },
]
const client = (apiKey: string, id = appId) => algoliasearch(id, apiKey, { hosts: hosts() })

async function searchKeyOf(user: SignedInUser): Promise<string> {
  const info = await test.app.inject({
    method: 'GET',
    url: '/v1/user/info',
    headers: { cookie: user.cookie },
  })
  const key = userInfoSchema.parse(info.json()).searchAPIKey
  if (key === null) throw new Error('no searchAPIKey')
  return key
}

async function itemIds(apiKey: string, params: Record<string, unknown>): Promise<string[]> {
  const answer = await client(apiKey).searchSingleIndex({
    indexName: itemsIndex,
    searchParams: { hitsPerPage: 100, ...params },
  })
  return answer.hits.map((hit) => hit.objectID)
}

/**
 * The client's own generateSecuredApiKey (Node build only: the types the project resolves are the
 * browser build's, which lacks it).
 */
function generateWithClient(args: {
  parentApiKey: string
  restrictions: Record<string, unknown>
}): string {
  const search = client(guestKey) as unknown as {
    generateSecuredApiKey(options: typeof args): string
  }
  return search.generateSecuredApiKey(args)
}

/** The status of a failed call through the real client. */
async function statusOf(call: Promise<unknown>): Promise<number | undefined> {
  try {
    await call
    return undefined
  } catch (error) {
    // The client's ApiError (its class is not exported from the package's entry).
    const status = (error as { status?: unknown }).status
    if (typeof status === 'number') return status
    throw error
  }
}

/** A browser-shaped request: text/plain JSON, credentials as query parameters. */
async function rawPost(path: string, body: unknown, apiKey = guestKey, contentType = 'text/plain') {
  const query = new URLSearchParams({
    'x-algolia-application-id': appId,
    'x-algolia-api-key': apiKey,
  })
  return fetch(`http://127.0.0.1:${port}${path}?${query.toString()}`, {
    method: 'POST',
    headers: { 'content-type': contentType },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  })
}

beforeAll(async () => {
  // Every search here comes from one address with a few keys on a clock that barely moves: the
  // rate limit has its own test (searchLimits.test.ts).
  test = await buildTestApp(
    { PUBLIC_ORIGIN: origin, SEARCH_RATE_LIMIT_FACTOR: '1000' },
    { clock: () => now, searchEngine: linearSearchEngine(items, assets) },
  )
  await test.app.listen({ host: '127.0.0.1', port: 0 })
  port = (test.app.server.address() as AddressInfo).port

  const config = clientConfigSchema.parse(
    (await test.app.inject({ method: 'GET', url: '/v1/client-config' })).json(),
  )
  if (config.search === null) throw new Error('search is off')
  expect(config.search).toMatchObject({ itemsIndex, assetsIndex, host: null })
  guestKey = config.search.apiKey
  appId = config.search.appId

  ada = await signedInUser(test, 'ada@example.com', origin)
  bob = await signedInUser(test, 'bob@example.com', origin)
  cyd = await signedInUser(test, 'cyd@example.com', origin)
  await grantPlan(test, cyd.uuid, 'advanced')
  items.push(
    item('ada-board', 'dashboard', 'Ada bitcoin notes', { visibleBy: [`user:${ada.uuid}`] }),
    item('ada-bench', 'workbench', 'Ada bitcoin workbench', { visibleBy: [`user:${ada.uuid}`] }),
    item('bob-board', 'dashboard', 'Bob bitcoin plan', { visibleBy: [`user:${bob.uuid}`] }),
  )
  adaKey = await searchKeyOf(ada)
  bobKey = await searchKeyOf(bob)
  cydKey = await searchKeyOf(cyd)
})

afterAll(async () => {
  await test.close()
})

describe('the Algolia protocol with the real algoliasearch client', () => {
  it('answers multi-queries over both indexes in Algolia response shape', async () => {
    const { results } = await client(guestKey).search({
      requests: [
        { indexName: itemsIndex, query: 'bitcoin', hitsPerPage: 50 },
        { indexName: assetsIndex, query: 'btc', hitsPerPage: 20 },
      ],
      strategy: 'none',
    })
    const [itemsResult, assetsResult] = results as SearchResponse[]
    expect(itemsResult).toMatchObject({
      index: itemsIndex,
      query: 'bitcoin',
      page: 0,
      hitsPerPage: 50,
      nbHits: 4,
      nbPages: 1,
      exhaustiveNbHits: true,
    })
    expect(itemsResult?.params).toContain('query=bitcoin')
    expect(typeof itemsResult?.processingTimeMS).toBe('number')
    expect(itemsResult?.queryID).toBeUndefined()
    expect(itemsResult?.hits.map((hit) => hit.objectID)).toEqual([
      'chart-price',
      'chart-sopr',
      'chart-dormancy',
      'preset-overview',
    ])
    expect(assetsResult?.hits.map((hit) => hit.objectID)).toEqual(['btc'])
    expect(assetsResult?.index).toBe(assetsIndex)
  })

  it('filters by facetFilters: a list ANDs, a nested list ORs, a minus negates', async () => {
    expect(await itemIds(adaKey, { facetFilters: ['type:dashboard'] })).toEqual([
      'preset-overview',
      'ada-board',
    ])
    expect(await itemIds(adaKey, { facetFilters: [['type:dashboard', 'type:workbench']] })).toEqual(
      ['preset-overview', 'ada-board', 'ada-bench'],
    )
    expect(
      await itemIds(adaKey, { query: 'bitcoin', facetFilters: ['type:chart', '-tier:3'] }),
    ).toEqual(['chart-price', 'chart-sopr'])
    expect(await itemIds(guestKey, { facetFilters: 'type:workbench' })).toEqual([])
  })

  it('filters by the filters expression, and refuses one it does not understand with a 400', async () => {
    expect(await itemIds(guestKey, { filters: 'type:chart AND tier < 3' })).toEqual([
      'chart-price',
      'chart-eth',
      'chart-sopr',
    ])
    expect(await itemIds(guestKey, { filters: 'NOT type:chart' })).toEqual(['preset-overview'])
    const refused = client(guestKey).searchSingleIndex({
      indexName: itemsIndex,
      searchParams: { filters: 'type:chart AND (' },
    })
    await expect(refused).rejects.toMatchObject({ status: 400 })
  })

  it('pages through the hits', async () => {
    const pages = await Promise.all(
      [0, 1, 2].map((page) =>
        client(guestKey).searchSingleIndex({
          indexName: itemsIndex,
          searchParams: { query: 'bitcoin', hitsPerPage: 3, page },
        }),
      ),
    )
    expect(pages.map((answer) => answer.hits.map((hit) => hit.objectID))).toEqual([
      ['chart-price', 'chart-sopr', 'chart-dormancy'],
      ['preset-overview'],
      [],
    ])
    expect(pages[1]).toMatchObject({ page: 1, nbPages: 2, nbHits: 4, hitsPerPage: 3 })
  })

  it('highlights the matched words, a prefix only over the prefix', async () => {
    const answer = await client(guestKey).searchSingleIndex({
      indexName: itemsIndex,
      searchParams: { query: 'bitc pri', attributesToHighlight: ['name', 'assets'] },
    })
    const hit = answer.hits[0]
    expect(hit?.objectID).toBe('chart-price')
    expect(hit?._highlightResult?.name).toEqual({
      value: '<em>Bitc</em>oin <em>Pri</em>ce',
      matchLevel: 'full',
      matchedWords: ['bitc', 'pri'],
      fullyHighlighted: false,
    })
    expect(hit?._highlightResult?.assets).toEqual([
      { value: 'BTC', matchLevel: 'none', matchedWords: [] },
    ])
    const typo = await client(guestKey).searchSingleIndex({
      indexName: itemsIndex,
      searchParams: { query: 'ethereun' },
    })
    expect(typo.hits[0]?._highlightResult?.name).toMatchObject({
      value: '<em>Ethereum</em> Price',
      matchLevel: 'full',
      matchedWords: ['ethereun'],
    })
  })

  it('retrieves the asked attributes, objectID always', async () => {
    const answer = await client(guestKey).searchSingleIndex({
      indexName: assetsIndex,
      searchParams: { query: 'eth', attributesToRetrieve: ['symbol'], attributesToHighlight: [] },
    })
    expect(answer.hits).toEqual([{ symbol: 'ETH', objectID: 'eth', _highlightResult: {} }])
    const record = await client(guestKey).getObject({
      indexName: assetsIndex,
      objectID: 'btc',
      attributesToRetrieve: ['name'],
    })
    expect(record).toEqual({ name: 'Bitcoin', objectID: 'btc' })
  })

  it('answers a queryID with clickAnalytics and takes the Insights events that carry it', async () => {
    const { results } = await client(guestKey).search({
      requests: [
        {
          indexName: itemsIndex,
          query: 'price',
          clickAnalytics: true,
          analyticsTags: ['overlay'],
        },
      ],
    })
    const queryID = (results[0] as SearchResponse).queryID
    expect(queryID).toMatch(/^[0-9a-f]{32}$/)
    const insights = client(guestKey).initInsights({ options: { hosts: hosts() } })
    const answer = await insights.pushEvents({
      events: [
        {
          eventType: 'click',
          eventName: 'Search result clicked',
          index: itemsIndex,
          userToken: 'anonymous-1234',
          objectIDs: ['chart-price'],
          positions: [1],
          queryID: queryID ?? '',
        },
        {
          eventType: 'conversion',
          eventName: 'Search result opened',
          index: itemsIndex,
          userToken: 'anonymous-1234',
          objectIDs: ['chart-price'],
          queryID: queryID ?? '',
        },
      ],
    })
    expect(answer).toEqual({ status: 200, message: 'OK' })
    // Counted per record; an id the key cannot see is not.
    await insights.pushEvents({
      events: [
        {
          eventType: 'click',
          eventName: 'Search result clicked',
          index: itemsIndex,
          userToken: 'anonymous-1234',
          objectIDs: ['chart-price', 'ada-board', 'made-up'],
        },
      ],
    })
    const counted = await createSearchEventCountsRepository(test.database.db).list(utcDay(now))
    expect(counted.map(({ eventType, objectID, count }) => [eventType, objectID, count])).toEqual([
      ['click', 'chart-price', 2],
      ['conversion', 'chart-price', 1],
    ])
    const logged = test.logs().find((line) => line.msg === 'search insights events')
    expect(logged?.insightsEvents).toEqual({ click: 1, conversion: 1 })
    expect(JSON.stringify(logged)).not.toContain('anonymous-1234')

    const tooMany = Array.from({ length: 1001 }, () => ({
      eventType: 'view',
      eventName: 'Seen',
      index: itemsIndex,
      userToken: 'anonymous-1234',
      objectIDs: ['chart-price'],
    }))
    const refused = await rawPost('/1/events', { events: tooMany })
    expect(refused.status).toBe(422)
    expect(await refused.json()).toMatchObject({ status: 422 })
  })

  it('refuses a wrong key or application id with a 403 in Algolia’s shape', async () => {
    expect(
      await statusOf(client('0'.repeat(32)).searchSingleIndex({ indexName: itemsIndex })),
    ).toBe(403)
    expect(
      await statusOf(client(guestKey, 'OTHERAPP').searchSingleIndex({ indexName: itemsIndex })),
    ).toBe(403)
    const answer = await rawPost(`/1/indexes/${itemsIndex}/query`, {}, 'wrong')
    expect(answer.status).toBe(403)
    expect(await answer.json()).toEqual({
      message: 'Invalid Application-ID or API key',
      status: 403,
    })
  })

  it('takes the browser’s shape: text/plain JSON with the key in the query string', async () => {
    const answer = await rawPost('/1/indexes/*/queries', {
      requests: [{ indexName: assetsIndex, query: 'wrapped' }],
    })
    expect(answer.status).toBe(200)
    const body = (await answer.json()) as { results: SearchResponse[] }
    expect(body.results[0]?.hits.map((hit) => hit.objectID)).toEqual(['wbtc'])
  })

  it('takes the legacy url-encoded params string', async () => {
    const params = new URLSearchParams({
      query: 'bitcoin',
      hitsPerPage: '2',
      facetFilters: JSON.stringify(['type:chart']),
      clickAnalytics: 'true',
    })
    const answer = await rawPost(
      '/1/indexes/*/queries',
      { requests: [{ indexName: itemsIndex, params: params.toString() }] },
      guestKey,
      'application/x-www-form-urlencoded',
    )
    expect(answer.status).toBe(200)
    const [result] = ((await answer.json()) as { results: SearchResponse[] }).results
    expect(result?.hits.map((hit) => hit.objectID)).toEqual(['chart-price', 'chart-sopr'])
    expect(result).toMatchObject({ nbHits: 3, hitsPerPage: 2, nbPages: 2 })
    expect(result?.queryID).toMatch(/^[0-9a-f]{32}$/)
  })

  it('refuses more than 50 queries, and unknown indexes', async () => {
    const requests = Array.from({ length: 51 }, () => ({ indexName: itemsIndex }))
    expect(await statusOf(client(guestKey).search({ requests }))).toBe(400)
    expect(await statusOf(client(guestKey).searchSingleIndex({ indexName: 'other' }))).toBe(404)
  })
})

describe('keys', () => {
  it('gives guests public records only', async () => {
    expect(await itemIds(guestKey, { query: 'notes' })).toEqual([])
    expect(
      await statusOf(client(guestKey).getObject({ indexName: itemsIndex, objectID: 'ada-board' })),
    ).toBe(404)
  })

  it('shows a user their own items and never another user’s, whatever the request filters', async () => {
    expect(await itemIds(adaKey, { query: 'bitcoin', facetFilters: ['-type:chart'] })).toEqual([
      'preset-overview',
      'ada-board',
      'ada-bench',
    ])
    expect(await itemIds(bobKey, { query: 'bitcoin', facetFilters: ['-type:chart'] })).toEqual([
      'preset-overview',
      'bob-board',
    ])
    const widening = [
      { filters: `visibleBy:"user:${bob.uuid}"` },
      { filters: `NOT visibleBy:public OR visibleBy:"user:${bob.uuid}"` },
      { facetFilters: [[`visibleBy:user:${bob.uuid}`, 'visibleBy:public']] },
      { params: `filters=${encodeURIComponent(`visibleBy:"user:${bob.uuid}"`)}` },
    ]
    for (const params of widening) {
      expect(await itemIds(adaKey, { query: 'bob', ...params })).toEqual([])
    }
    expect(
      await statusOf(client(adaKey).getObject({ indexName: itemsIndex, objectID: 'bob-board' })),
    ).toBe(404)
    await expect(
      client(adaKey).getObject({ indexName: itemsIndex, objectID: 'ada-board' }),
    ).resolves.toMatchObject({ name: 'Ada bitcoin notes' })
  })

  it('hides tier 3 items from advanced users only', async () => {
    expect(await itemIds(cydKey, { query: 'dormancy' })).toEqual([])
    expect(await itemIds(cydKey, { query: 'bitcoin', filters: 'tier:3 OR NOT tier:3' })).toEqual([
      'chart-price',
      'chart-sopr',
      'preset-overview',
    ])
    expect(await itemIds(adaKey, { query: 'dormancy' })).toEqual(['chart-dormancy'])
    expect(await itemIds(guestKey, { query: 'dormancy' })).toEqual(['chart-dormancy'])
    // Assets have no tier: the restriction keeps them.
    const assetsAnswer = await client(cydKey).searchSingleIndex({ indexName: assetsIndex })
    expect(assetsAnswer.nbHits).toBe(3)
  })

  it('refuses a tampered secured key', async () => {
    const decoded = Buffer.from(adaKey, 'base64').toString('utf8')
    const forged = decoded.replace(encodeURIComponent(ada.uuid), encodeURIComponent(bob.uuid))
    expect(forged).not.toBe(decoded)
    const tampered = Buffer.from(forged).toString('base64')
    expect(await statusOf(client(tampered).searchSingleIndex({ indexName: itemsIndex }))).toBe(403)
    // The public key is no parent: a key minted from it is refused.
    const fromPublic = generateWithClient({
      parentApiKey: guestKey,
      restrictions: { filters: `visibleBy:"user:${bob.uuid}"` },
    })
    expect(await statusOf(client(fromPublic).searchSingleIndex({ indexName: itemsIndex }))).toBe(
      403,
    )
  })

  it('is the client’s own algorithm: a key generateSecuredApiKey makes from the parent works', async () => {
    const parent = await createSettingsRepository(test.database.db).get('search_secured_key_parent')
    if (parent === undefined) throw new Error('no parent key')
    const restrictions = {
      filters: `visibleBy:"user:${bob.uuid}"`,
      validUntil: Math.floor(now / 1000) + 60,
      restrictIndices: [itemsIndex],
    }
    const made = generateWithClient({ parentApiKey: parent, restrictions })
    expect(generateSecuredKey(parent, restrictions)).toBe(made)
    expect(await itemIds(made, {})).toEqual(['bob-board'])
    expect(await statusOf(client(made).searchSingleIndex({ indexName: assetsIndex }))).toBe(403)
    const expired = generateWithClient({
      parentApiKey: parent,
      restrictions: { ...restrictions, validUntil: Math.floor(now / 1000) - 1 },
    })
    const answer = await rawPost(`/1/indexes/${itemsIndex}/query`, {}, expired)
    expect(answer.status).toBe(403)
    expect(await answer.json()).toEqual({ message: 'The API key has expired', status: 403 })
  })

  it('expires a user’s key after a day; user info issues a fresh one', async () => {
    const before = now
    try {
      now += 25 * hourMs
      expect(await statusOf(client(adaKey).searchSingleIndex({ indexName: itemsIndex }))).toBe(403)
      const fresh = await searchKeyOf(ada)
      expect(await itemIds(fresh, { query: 'notes' })).toEqual(['ada-board'])
    } finally {
      now = before
    }
  })

  it('takes no cookies: a session sent cross-site neither refuses nor widens a search', async () => {
    const answer = await fetch(
      `http://127.0.0.1:${port}/1/indexes/${itemsIndex}/query?x-algolia-application-id=${appId}&x-algolia-api-key=${guestKey}`,
      {
        method: 'POST',
        headers: {
          'content-type': 'text/plain',
          cookie: ada.cookie,
          origin: 'https://elsewhere.example',
          'sec-fetch-site': 'cross-site',
        },
        body: JSON.stringify({ query: 'notes' }),
      },
    )
    expect(answer.status).toBe(200)
    expect(((await answer.json()) as SearchResponse).nbHits).toBe(0)
  })

  it('keeps keys out of the log, sent in the query string or as headers', () => {
    const logged = JSON.stringify(test.logs())
    expect(logged).toContain('/1/indexes/')
    for (const key of [guestKey, adaKey, bobKey, cydKey]) expect(logged).not.toContain(key)
  })

  it('names the service in client config and gives guests no user key', async () => {
    const info = await test.app.inject({ method: 'GET', url: '/v1/user/info' })
    expect(info.json()).toBeNull()
    const again = clientConfigSchema.parse(
      (await test.app.inject({ method: 'GET', url: '/v1/client-config' })).json(),
    )
    expect(again.search?.apiKey).toBe(guestKey)
  })
})
