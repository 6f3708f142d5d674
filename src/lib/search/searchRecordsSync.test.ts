import Dexie from 'dexie'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { json, stubApi } from '@/lib/testing/apiTestHarness'
import { offlineSearchDatabaseName, storedSearchRecords } from './offlineRecordsStore'
import { resyncSearchRecords, syncSearchRecordsOnce } from './searchRecordsSync'

/** The records route: the copy's ETag gets a 304, anything else the records with the ETag. */
function serveRecords(etag: string) {
  return stubApi({
    'GET /v1/search/records': (init) =>
      new Headers(init?.headers).get('If-None-Match') === etag
        ? new Response(null, { status: 304 })
        : json(200, { items: [], assets: [] }, { ETag: etag }),
  })
}

beforeEach(() => window.sessionStorage.clear())
afterEach(() => vi.unstubAllGlobals())

describe('syncSearchRecordsOnce', () => {
  it('asks once per tab session and scope; a full page load in the same session does not', async () => {
    const api = serveRecords('W/"one"')
    expect(await syncSearchRecordsOnce('ada', 'ada:standard')).toBe(true)
    expect((await storedSearchRecords('ada'))?.etag).toBe('W/"one"')
    // The next page loads of the session: session storage remembers, the module does not.
    expect(await syncSearchRecordsOnce('ada', 'ada:standard')).toBe(false)
    expect(await syncSearchRecordsOnce('ada', 'ada:standard')).toBe(false)
    expect(api.callsTo('GET /v1/search/records')).toHaveLength(1)

    // Another plan reads other records (tier 3): asked, with the copy's ETag.
    expect(await syncSearchRecordsOnce('ada', 'ada:advanced')).toBe(true)
    expect(api.headersOf('GET /v1/search/records', 1).get('If-None-Match')).toBe('W/"one"')

    // Logout deletes the copy (wipeUserData): the session's next page asks again, without ETag.
    // (In the test that first opened the database: each test gets an IndexedDB of its own.)
    await Dexie.delete(offlineSearchDatabaseName)
    expect(await syncSearchRecordsOnce('ada', 'ada:standard')).toBe(true)
    expect(api.headersOf('GET /v1/search/records', 2).get('If-None-Match')).toBeNull()
    expect(await syncSearchRecordsOnce('ada', 'ada:standard')).toBe(false)
  })

  it('keeps asking while the sync fails', async () => {
    stubApi({ 'GET /v1/search/records': () => json(500, { message: 'down' }) })
    expect(await syncSearchRecordsOnce('cyd', 'cyd:standard')).toBe(true)
    expect(await syncSearchRecordsOnce('cyd', 'cyd:standard')).toBe(true)
  })
})

describe('resyncSearchRecords', () => {
  it('asks at every pulse, a burst during one sync costing one more, not one each', async () => {
    const api = serveRecords('W/"three"')
    await resyncSearchRecords('dee')
    expect(api.callsTo('GET /v1/search/records')).toHaveLength(1)
    const first = resyncSearchRecords('dee')
    void resyncSearchRecords('dee')
    void resyncSearchRecords('dee')
    await first
    expect(api.callsTo('GET /v1/search/records')).toHaveLength(3)
  })
})
