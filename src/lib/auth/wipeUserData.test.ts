import { afterEach, describe, expect, it, vi } from 'vitest'
import { createStoragePersister } from '@/lib/query/storagePersister'
import { wipeUserData } from './wipeUserData'

describe('wipeUserData', () => {
  afterEach(() => {
    vi.useRealTimers()
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
    vi.useFakeTimers({ toFake: ['setTimeout', 'Date'] })
    const persister = createStoragePersister({
      storage: window.localStorage,
      key: 'studio:query-cache',
      throttleMs: 1000,
      serialize: JSON.stringify,
      retry: () => undefined,
    })
    const cache = (name: string) => ({
      timestamp: 1,
      buster: 'v1',
      clientState: { mutations: [], queries: [{ queryKey: [name] } as never] },
    })
    // The first is written at once, the second waits for the next second.
    void persister.persistClient(cache('written'))
    void persister.persistClient(cache('waiting'))
    await vi.advanceTimersByTimeAsync(0)
    await wipeUserData()
    // The page goes away (the provider's logout page), which writes what is waiting, or it
    // stays long enough for the throttle's next write.
    window.dispatchEvent(new Event('pagehide'))
    await vi.advanceTimersByTimeAsync(1000)
    expect(window.localStorage.getItem('studio:query-cache')).toBeNull()
  })
})
