import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { searchRecordsSchema, type SearchItemRecord } from '@/core/api/search'
import { grantPlan } from '../testing/alertFixtures'
import { linearSearchEngine } from '../testing/linearSearchEngine'
import { signedInUser, type SignedInUser } from '../testing/signedInUser'
import { buildTestApp, type TestApp } from '../testing/testApp'

const origin = 'http://studio.test'

function item(objectID: string, tier: number, visibleBy: string): SearchItemRecord {
  return {
    objectID,
    type: 'dashboard',
    name: objectID,
    slug: objectID,
    assets: ['BTC'],
    assetTags: [],
    assetId: 'BTC',
    category: null,
    tier,
    metricCode: null,
    exchanges: [],
    description: null,
    visibleBy: [visibleBy],
  }
}

// The engine reads this array on every call: the users' own records are added once they exist.
const items: SearchItemRecord[] = [item('public-t1', 1, 'public'), item('public-t3', 3, 'public')]
const assets = [
  {
    objectID: 'btc',
    symbol: 'BTC',
    name: 'Bitcoin',
    assetId: 'btc',
    tags: [],
    rank: 1,
    visibleBy: ['public'],
  },
]

let test: TestApp
let ada: SignedInUser
let bob: SignedInUser
let cyd: SignedInUser

beforeAll(async () => {
  test = await buildTestApp(
    { PUBLIC_ORIGIN: origin },
    { searchEngine: linearSearchEngine(items, assets) },
  )
  ada = await signedInUser(test, 'ada@example.com', origin)
  bob = await signedInUser(test, 'bob@example.com', origin)
  cyd = await signedInUser(test, 'cyd@example.com', origin)
  await grantPlan(test, cyd.uuid, 'advanced')
  items.push(
    item('ada-board', 1, `user:${ada.uuid}`),
    item('bob-board', 1, `user:${bob.uuid}`),
    item('cyd-board', 1, `user:${cyd.uuid}`),
  )
})
afterAll(async () => {
  await test.close()
})

const get = (cookie?: string, etag?: string, encoding?: string) =>
  test.app.inject({
    method: 'GET',
    url: '/v1/search/records',
    headers: {
      ...(cookie === undefined ? {} : { cookie }),
      ...(etag === undefined ? {} : { 'if-none-match': etag }),
      ...(encoding === undefined ? {} : { 'accept-encoding': encoding }),
    },
  })

async function itemIds(cookie?: string): Promise<string[]> {
  const res = await get(cookie)
  expect(res.statusCode).toBe(200)
  return searchRecordsSchema
    .parse(res.json())
    .items.map((record) => record.objectID)
    .sort()
}

describe('GET /v1/search/records', () => {
  it('gives a guest the public records only, assets included', async () => {
    const res = await get()
    expect(res.headers['cache-control']).toBe('private, no-cache')
    expect(searchRecordsSchema.parse(res.json()).assets.map((a) => a.symbol)).toEqual(['BTC'])
    expect(await itemIds()).toEqual(['public-t1', 'public-t3'])
  })

  it("gives each user the public records and their own, never another user's", async () => {
    expect(await itemIds(ada.cookie)).toEqual(['ada-board', 'public-t1', 'public-t3'])
    expect(await itemIds(bob.cookie)).toEqual(['bob-board', 'public-t1', 'public-t3'])
  })

  it('leaves tier 3 out for an advanced user', async () => {
    expect(await itemIds(cyd.cookie)).toEqual(['cyd-board', 'public-t1'])
  })

  it('answers 304 to the ETag it sent, and a new tag once the records change', async () => {
    const first = await get(ada.cookie)
    const etag = first.headers.etag
    expect(etag).toMatch(/^W\/"[\w-]+"$/)
    const again = await get(ada.cookie, etag as string)
    expect(again.statusCode).toBe(304)
    expect(again.body).toBe('')
    // Another caller's copy differs, so the tag does too.
    expect((await get(bob.cookie)).headers.etag).not.toBe(etag)

    items.push(item('ada-second', 1, `user:${ada.uuid}`))
    try {
      const changed = await get(ada.cookie, etag as string)
      expect(changed.statusCode).toBe(200)
      expect(changed.headers.etag).not.toBe(etag)
    } finally {
      items.pop()
    }
  })

  it('tags its gzip, brotli and plain bodies weakly, varying on the encoding', async () => {
    // Enough records to be worth compressing (over 1 kB).
    const more = Array.from({ length: 10 }, (_, i) => item(`ada-more-${i}`, 1, `user:${ada.uuid}`))
    items.push(...more)
    try {
      await expectWeakTagsPerEncoding()
    } finally {
      items.splice(-more.length)
    }
  })
})

/** The same records plain, gzip- and brotli-compressed: one weak tag, revalidated in any. */
async function expectWeakTagsPerEncoding() {
  const plain = await get(ada.cookie, undefined, 'identity')
  expect(plain.headers['content-encoding']).toBeUndefined()
  const tag = plain.headers.etag as string
  // One strong tag on different bytes would let a cache join ranges of two of them: the tag
  // names the records (weak), and caches keep the codings apart by Vary.
  expect(tag.startsWith('W/')).toBe(true)
  for (const encoding of ['gzip', 'br']) {
    const compressed = await get(ada.cookie, undefined, encoding)
    expect(compressed.headers['content-encoding']).toBe(encoding)
    expect(compressed.rawPayload.equals(plain.rawPayload)).toBe(false)
    expect(compressed.headers.etag).toBe(tag)
    expect(String(compressed.headers.vary).toLowerCase().split(/,\s*/)).toEqual(
      expect.arrayContaining(['cookie', 'accept-encoding']),
    )
    // A copy that came in one coding revalidates in another.
    const revalidated = await get(ada.cookie, tag, encoding === 'gzip' ? 'br' : 'identity')
    expect(revalidated.statusCode).toBe(304)
  }
}
