import { afterEach, describe, expect, it } from 'vitest'
import { createStoragePersister } from '@/lib/query/storagePersister'
import { wipeUserData } from './wipeUserData'

describe('wipeUserData', () => {
  afterEach(() => {
    window.localStorage.clear()
    window.sessionStorage.clear()
  })

  it("removes the user's keys and sign-in state, keeping device settings and other apps' keys", async () => {
    window.localStorage.setItem('studio:query-cache', '{"user":"ada"}')
    window.localStorage.setItem('studio:recentSearches', '["mvrv"]')
    window.localStorage.setItem('studio:auth:linkedAt', '1')
    window.localStorage.setItem('studio:darkMode', 'true')
    window.localStorage.setItem('studio:flag:aiChat', 'true')
    window.localStorage.setItem('oidc.abc', '{"code_verifier":"x"}')
    window.sessionStorage.setItem('oidc.user:issuer:client', '{}')
    window.localStorage.setItem('other-app', 'kept')
    await wipeUserData()
    expect({ ...window.localStorage }).toEqual({
      'studio:darkMode': 'true',
      'studio:flag:aiChat': 'true',
      'other-app': 'kept',
    })
    expect(window.sessionStorage.length).toBe(0)
  })

  it('drops a write of the query cache still waiting, so the user does not come back', async () => {
    const persister = createStoragePersister({
      storage: window.localStorage,
      key: 'studio:query-cache',
      throttleMs: 1000,
      serialize: JSON.stringify,
      retry: () => undefined,
    })
    await persister.persistClient({
      timestamp: 1,
      buster: 'v1',
      clientState: { mutations: [], queries: [] },
    })
    await wipeUserData()
    // The page goes away (the provider's logout page), which writes what is waiting.
    window.dispatchEvent(new Event('pagehide'))
    expect(window.localStorage.getItem('studio:query-cache')).toBeNull()
  })
})
