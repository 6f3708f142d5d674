import { QueryClient } from '@tanstack/react-query'
import type { ParsedLocation } from '@tanstack/react-router'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { json, signedInUser, stubApi } from '@/lib/testing/apiTestHarness'
import { currentUserQuery, type CurrentUser } from './currentUser'
import { requireLogin } from './requireLogin'

const location = { href: '/settings/api' } as ParsedLocation
const user: CurrentUser = {
  ...signedInUser,
  plan: 'standard',
  trialAvailable: true,
  searchAPIKey: null,
}

/** A client holding the signed-in user as restored from this device's copy (before the page). */
function restored() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } })
  client.setQueryData(currentUserQuery.queryKey, user, {
    updatedAt: performance.timeOrigin - 1_000,
  })
  return client
}

/** What requireLogin did: let the page open, or send to log in. */
async function outcome(client: QueryClient): Promise<'open' | 'login'> {
  try {
    await requireLogin(client, location)
    return 'open'
  } catch (thrown) {
    expect(thrown).toMatchObject({ options: { search: { redirectTo: '/settings/api' } } })
    return 'login'
  }
}

describe('requireLogin', () => {
  afterEach(() => {
    vi.unstubAllGlobals()
    vi.restoreAllMocks()
  })

  it('asks the server about a user restored from the device: signed out since, it sends to log in', async () => {
    stubApi({ 'GET /v1/user/info': () => json(401, { message: 'Authentication required' }) })
    expect(await outcome(restored())).toBe('login')
  })

  it('opens the page when the server still knows the restored user', async () => {
    stubApi({ 'GET /v1/user/info': () => json(200, signedInUser) })
    expect(await outcome(restored())).toBe('open')
  })

  it('keeps the restored user when the server cannot be asked, or the browser is offline', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        throw new TypeError('Failed to fetch')
      }),
    )
    expect(await outcome(restored())).toBe('open')
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false)
    expect(await outcome(restored())).toBe('open')
    expect(fetch).toHaveBeenCalledTimes(1)
  })

  it('uses a user read in this page as it is', async () => {
    const fetchMock = stubApi({ 'GET /v1/user/info': () => json(401, {}) })
    const client = new QueryClient()
    client.setQueryData(currentUserQuery.queryKey, user)
    expect(await outcome(client)).toBe('open')
    expect(fetchMock.callsTo('GET /v1/user/info')).toHaveLength(0)
  })
})
