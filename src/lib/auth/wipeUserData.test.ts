import { afterEach, describe, expect, it } from 'vitest'
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
})
