import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { reportError } from '@/lib/errors/errorReporting'
import { signedInUser } from '@/lib/testing/apiTestHarness'
import { searchConfig } from './searchFixtures'
import { option, ready, resetOverlay, search, searchCalls, start } from './searchOverlayHarness'

// A secured key lasts 24 hours: a tab open longer is refused (403) and fetches a fresh key.

vi.mock('@/lib/errors/errorReporting', () => ({ reportError: vi.fn() }))
// No IndexedDB here: the offline copy is not synced.
vi.mock('@/lib/search/offlineRecordsStore', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@/lib/search/offlineRecordsStore')>()),
  syncSearchRecords: vi.fn(async () => {}),
}))

beforeEach(resetOverlay)

afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
  vi.mocked(reportError).mockClear()
})

/** The key the search being answered was sent with. */
const keyOfThisSearch = () => searchCalls().at(-1)?.url.searchParams.get('x-algolia-api-key')
const keysSent = () => searchCalls().map((call) => call.url.searchParams.get('x-algolia-api-key'))

/** User info hands out a new secured key with every answer, as the server does. */
function userWithFreshKeys() {
  let issued = 0
  return () => {
    issued += 1
    return { ...signedInUser, searchAPIKey: `key-${issued}` }
  }
}

describe('a refused search key', () => {
  it('is replaced from user info and the search runs again by itself', async () => {
    const user = userWithFreshKeys()
    // The first key has expired; any later one is good.
    const { input, api } = await start({
      user,
      status: () => (keyOfThisSearch() === 'key-1' ? 403 : 200),
    })
    await ready(input)
    await search(input, 'miner')
    expect(option(/Miner Revenue/)).toBeTruthy()
    expect(keysSent()).toEqual(['key-1', 'key-2'])
    expect(api.callsTo('GET /v1/user/info')).toHaveLength(2)
    expect(screen.queryByRole('alert', { hidden: true })).toBeNull()
    expect(reportError).not.toHaveBeenCalled()

    // The new key keeps working; once it expires in turn, it is replaced again.
    fireEvent.change(input, { target: { value: 'bitcoin' } })
    await waitFor(() => expect(keysSent()).toEqual(['key-1', 'key-2', 'key-2']))
    expect(option(/Bitcoin Price/)).toBeTruthy()
  })

  it('is renewed once: a fresh key refused too leaves the error and its Retry', async () => {
    const user = userWithFreshKeys()
    const { input, api } = await start({ user, status: () => 403 })
    await ready(input)
    fireEvent.change(input, { target: { value: 'miner' } })
    const alert = await screen.findByRole('alert', { hidden: true })
    expect(alert.textContent).toContain('Search failed.')
    // Wait for anything a loop would send.
    await new Promise((resolve) => setTimeout(resolve, 300))
    expect(keysSent()).toEqual(['key-1', 'key-2'])
    expect(api.callsTo('GET /v1/user/info')).toHaveLength(2)
    expect(reportError).toHaveBeenCalledTimes(1)
    expect(within(alert).getByRole('button', { name: 'Retry', hidden: true })).toBeTruthy()
  })

  it("replaces a guest's key from client config", async () => {
    // The server's public key changed (its database was restored, say): the page's copy of
    // client config still holds the old one.
    let rotated = false
    const config = () =>
      rotated ? { ...searchConfig, apiKey: 'rotated-public-key' } : searchConfig
    const { input } = await start({
      config,
      status: () => {
        if (keyOfThisSearch() !== searchConfig.apiKey) return 200
        rotated = true
        return 403
      },
    })
    await ready(input)
    await search(input, 'miner')
    expect(option(/Miner Revenue/)).toBeTruthy()
    expect(keysSent().slice(-2)).toEqual([searchConfig.apiKey, 'rotated-public-key'])
    expect(reportError).not.toHaveBeenCalled()
  })
})
