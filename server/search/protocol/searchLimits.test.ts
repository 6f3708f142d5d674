import { randomUUID } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { clientConfigSchema } from '@/core/api/clientConfig'
import { createSettingsRepository } from '../../repositories/settingsRepository'
import { describeEachDatabase } from '../../testing/databaseTargets'
import { buildTestApp, type TestApp } from '../../testing/testApp'
import { maxHitsPerRequest } from './multiQueryBody'
import { loadSearchKeys } from './searchKeys'
import { searchRateLimit } from './searchRateLimit'

// The search service's limits (docs/search.md, "Limits"): the hits one request may ask for, and
// the requests one key may send from one address, counted in the database.

const itemsIndex = 'studio_items'
const assetsIndex = 'studio_assets'
const windowMs = searchRateLimit.windowSeconds * 1000
// A clock that stands still 3 s into a window: no request of a test straddles a window's end,
// and a refused one is told to wait the window's 7 remaining seconds.
const frozenAt = Math.floor(Date.now() / windowMs) * windowMs + 3000
const clock = () => frozenAt

async function guestKeyOf(test: TestApp): Promise<{ appId: string; apiKey: string }> {
  const config = clientConfigSchema.parse((await test.app.inject('/v1/client-config')).json())
  if (config.search === null) throw new Error('search is off')
  return config.search
}

/** The search keys every instance on the database shares (user info's secured keys). */
function keysOf(test: TestApp | undefined) {
  if (test === undefined) throw new Error('no instance')
  return loadSearchKeys(createSettingsRepository(test.database.db), [itemsIndex, assetsIndex])
}

type Route = 'queries' | 'query' | 'object' | 'events'

/** One request of a `/1` route, from `address` with `apiKey`. */
function searchRequest(
  test: TestApp | undefined,
  credentials: { appId: string; apiKey: string },
  { route = 'queries', address = '198.51.100.7' }: { route?: Route; address?: string } = {},
) {
  if (test === undefined) throw new Error('no instance')
  const headers = {
    'x-algolia-application-id': credentials.appId,
    'x-algolia-api-key': credentials.apiKey,
    'content-type': 'text/plain',
  }
  const common = { headers, remoteAddress: address }
  switch (route) {
    case 'queries':
      return test.app.inject({
        ...common,
        method: 'POST',
        url: '/1/indexes/*/queries',
        payload: JSON.stringify({ requests: [{ indexName: itemsIndex, query: 'price' }] }),
      })
    case 'query':
      return test.app.inject({
        ...common,
        method: 'POST',
        url: `/1/indexes/${assetsIndex}/query`,
        payload: JSON.stringify({ query: 'btc' }),
      })
    case 'object':
      return test.app.inject({ ...common, method: 'GET', url: `/1/indexes/${assetsIndex}/BTC` })
    case 'events':
      return test.app.inject({
        ...common,
        method: 'POST',
        url: '/1/events',
        payload: JSON.stringify({
          events: [
            {
              eventType: 'view',
              eventName: 'Viewed',
              index: itemsIndex,
              userToken: 'anonymous-limits',
              objectIDs: ['chart:market_price_usd_close'],
            },
          ],
        }),
      })
  }
}

describe('the hits one search request may ask for', () => {
  let test: TestApp
  let credentials: { appId: string; apiKey: string }
  beforeAll(async () => {
    test = await buildTestApp({}, { clock })
    credentials = await guestKeyOf(test)
  }, 30_000)
  afterAll(async () => {
    await test.close()
  })

  const multiQuery = (pages: number[], address: string) =>
    test.app.inject({
      method: 'POST',
      url: '/1/indexes/*/queries',
      remoteAddress: address,
      headers: {
        'x-algolia-application-id': credentials.appId,
        'x-algolia-api-key': credentials.apiKey,
        'content-type': 'text/plain',
      },
      payload: JSON.stringify({
        requests: pages.map((hitsPerPage) => ({ indexName: itemsIndex, query: '', hitsPerPage })),
      }),
    })

  it(`answers up to ${maxHitsPerRequest} in all, and refuses more with a 400 in Algolia's shape`, async () => {
    const fits = await multiQuery([500, 300, 200], '198.51.100.1')
    expect(fits.statusCode, fits.body).toBe(200)
    expect(fits.json<{ results: unknown[] }>().results).toHaveLength(3)

    const over = await multiQuery([500, 300, 201], '198.51.100.2')
    expect(over.statusCode).toBe(400)
    expect(over.json()).toEqual({
      status: 400,
      message:
        'The queries of one request may ask for at most 1000 hits in all (hitsPerPage adds up to 1001)',
    })
  })

  it('counts a page over 1,000 as the 1,000 it is clamped to, and the 50-query flood is refused', async () => {
    expect((await multiQuery([5000], '198.51.100.3')).statusCode).toBe(200)
    const flood = await multiQuery(Array<number>(50).fill(1000), '198.51.100.4')
    expect(flood.statusCode).toBe(400)
    expect(flood.json<{ message: string }>().message).toMatch(/adds up to 50000/)
  })
})

describeEachDatabase('the search rate limit across instances', (target) => {
  let instances: TestApp[] = []
  let guest: { appId: string; apiKey: string }
  beforeAll(async () => {
    // Two instances behind a load balancer: each with its own connection to one database.
    for (let i = 0; i < 2; i++) {
      instances.push(await buildTestApp({}, { clock }, { database: target.open() }))
    }
    guest = await guestKeyOf(instances[0] as TestApp)
  }, 60_000)
  afterAll(async () => {
    await Promise.all(instances.map((t) => t.close()))
    instances = []
  })

  it('shares one count per key and address over every /1 route, then answers 429 with Retry-After', async () => {
    const routes: Route[] = ['queries', 'query', 'object', 'events']
    for (let i = 0; i < searchRateLimit.requests; i++) {
      const route = routes[i % routes.length]
      const res = await searchRequest(instances[i % 2], guest, { route })
      expect(res.statusCode, `${route ?? ''}: ${res.body}`).toBe(200)
    }
    for (const instance of instances) {
      for (const route of routes) {
        const res = await searchRequest(instance, guest, { route })
        expect(res.statusCode, route).toBe(429)
        expect(res.headers['retry-after']).toBe('7')
        expect(res.json()).toEqual({ status: 429, message: 'Too many requests, retry in 7 s' })
      }
    }

    // Another address has a budget of its own, and so has another key at the same address.
    expect((await searchRequest(instances[1], guest, { address: '203.0.113.9' })).statusCode).toBe(
      200,
    )
    const keys = await keysOf(instances[0])
    const user = { uuid: randomUUID(), plan: 'standard' as const }
    const userKey = { appId: guest.appId, apiKey: keys.keyForUser(user, frozenAt) }
    expect((await searchRequest(instances[0], userKey)).statusCode).toBe(200)
  })

  it("counts a user's fresh keys as one key: a new key from user info starts no new budget", async () => {
    const keys = await keysOf(instances[0])
    const user = { uuid: randomUUID(), plan: 'standard' as const }
    const address = '192.0.2.40'
    for (let i = 0; i < searchRateLimit.requests; i++) {
      // Each request with a key issued a second later, as each user info answer hands one out.
      const apiKey = keys.keyForUser(user, frozenAt - i * 1000)
      const res = await searchRequest(instances[i % 2], { appId: guest.appId, apiKey }, { address })
      expect(res.statusCode, res.body).toBe(200)
    }
    const apiKey = keys.keyForUser(user, frozenAt + 1000)
    const res = await searchRequest(instances[0], { appId: guest.appId, apiKey }, { address })
    expect(res.statusCode).toBe(429)
  })

  it('does not count requests whose key is refused', async () => {
    const address = '192.0.2.41'
    for (let i = 0; i < searchRateLimit.requests + 5; i++) {
      const res = await searchRequest(
        instances[i % 2],
        { appId: guest.appId, apiKey: 'not-a-key' },
        { address },
      )
      expect(res.statusCode).toBe(403)
    }
    expect((await searchRequest(instances[1], guest, { address })).statusCode).toBe(200)
  })
})
