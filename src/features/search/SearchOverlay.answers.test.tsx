import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { searchDebounceMs } from '@/core/api/search'
import { deferred } from '@/lib/testing/apiTestHarness'
import { answer, itemRecord, minerDashboard, priceChart, searchConfig } from './searchFixtures'
import { option, ready, resetOverlay, search, start } from './searchOverlayHarness'

/*
 * Which answer the overlay shows, and how much of it, while the next one is on its way.
 */

vi.mock('@/lib/errors/errorReporting', () => ({ reportError: vi.fn() }))
// No IndexedDB nor workers here: the offline copy is neither synced nor searched.
vi.mock('@/lib/search/offlineRecordsStore', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@/lib/search/offlineRecordsStore')>()),
  syncSearchRecords: vi.fn(async () => {}),
}))
vi.mock('@/lib/search/offlineSearchClient', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@/lib/search/offlineSearchClient')>()),
  searchOffline: vi.fn(async () => null),
  prepareOfflineSearch: vi.fn(async () => false),
}))

beforeEach(resetOverlay)

afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
  vi.restoreAllMocks()
})

/** Longer than the debounce: the term typed has settled. */
const settle = () => new Promise((done) => setTimeout(done, searchDebounceMs + 100))

/** A route that answers at once until `holding` is set, then when it is released. */
function holdable() {
  let holding: ReturnType<typeof deferred<undefined>> | undefined
  return {
    hold: () => holding?.promise,
    start: () => {
      holding = deferred<undefined>()
    },
    release: () => {
      holding?.resolve(undefined)
      holding = undefined
    },
  }
}

describe('SearchOverlay while an answer is on its way', () => {
  it("shows a new term's answer once it comes, not the results of the term erased before", async () => {
    const route = holdable()
    const { input } = await start({
      hold: route.hold,
      answers: (request) =>
        request.indexName === searchConfig.assetsIndex
          ? answer(request, [])
          : answer(request, request.query === 'price' ? [priceChart] : [minerDashboard]),
    })
    await ready(input)
    await search(input, 'price')
    expect(option(/Bitcoin Price/)).toBeTruthy()
    expect(screen.getByText('1 result')).toBeTruthy()

    fireEvent.change(input, { target: { value: '' } })
    expect(await screen.findByRole('group', { name: 'Search suggestions', hidden: true }))
    await settle()
    route.start()
    fireEvent.change(input, { target: { value: 'miner' } })
    // Typed, then sent once the debounce fired: the erased term's results are not shown again.
    expect(await screen.findByText('Searching…')).toBeTruthy()
    await settle()
    expect(screen.getByText('Searching…')).toBeTruthy()
    expect(screen.queryByRole('option', { name: /Bitcoin Price/, hidden: true })).toBeNull()
    expect(screen.queryByText('1 result')).toBeNull()

    route.release()
    expect(await screen.findByRole('option', { name: /Miner Revenue/, hidden: true }))
  })

  it('asks again for a term asked before and waits for that answer, then paints the rest of it', async () => {
    const route = holdable()
    const many = Array.from({ length: 50 }, (_, i) => itemRecord({ objectID: `chart:m${i}` }))
    const { input } = await start({
      hold: route.hold,
      answers: (request) =>
        answer(
          request,
          request.query === 'm' && request.indexName === searchConfig.itemsIndex ? many : [],
        ),
    })
    await ready(input)
    await search(input, 'm')
    const options = () => screen.queryAllByRole('option', { hidden: true })
    await waitFor(() => expect(options()).toHaveLength(50))

    // Asked again: the old answer is not kept (painting it first only delayed the new one).
    fireEvent.change(input, { target: { value: '' } })
    await settle()
    route.start()
    fireEvent.change(input, { target: { value: 'm' } })
    await settle()
    expect(screen.getByText('Searching…')).toBeTruthy()
    expect(options()).toHaveLength(0)

    route.release()
    await waitFor(() => expect(options()).toHaveLength(50))
    expect(screen.getByRole('listbox', { hidden: true }).getAttribute('aria-busy')).toBe('false')
  })
})
