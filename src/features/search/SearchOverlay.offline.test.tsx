import { act, fireEvent, screen, waitFor } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createOfflineSearch } from '@/core/search/offlineSearch'
import { reportError } from '@/lib/errors/errorReporting'
import { syncSearchRecords } from '@/lib/search/offlineRecordsStore'
import { searchOffline } from '@/lib/search/offlineSearchClient'
import { btcAsset, minerDashboard, priceChart } from './searchFixtures'
import {
  endOverlayTest,
  option,
  ready,
  resetOverlay,
  searchCalls,
  start,
} from './searchOverlayHarness'

vi.mock('@/lib/errors/errorReporting', () => ({ reportError: vi.fn() }))
// Offline search: no IndexedDB nor workers here; the worker's logic answers in-thread.
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

afterEach(endOverlayTest)

/*
 * The overlay without a connection: answered from the last synced copy of the records, marked
 * "Offline results"; a server that answers with an error is reported, not bypassed.
 */

describe('SearchOverlay offline', () => {
  it('answers from the synced copy, marked "Offline results", when no host answers', async () => {
    const copy = createOfflineSearch({ items: [priceChart, minerDashboard], assets: [btcAsset] })
    vi.mocked(searchOffline).mockImplementation(async (_owner, term, types) =>
      copy.search(term, types),
    )
    let code = 200
    const { input } = await start({ status: () => code })
    await ready(input)
    // Opening the overlay online syncs the guest's copy.
    expect(syncSearchRecords).toHaveBeenCalledWith('guest')
    code = 0
    fireEvent.change(input, { target: { value: 'minr revenue' } })
    await screen.findByText('Offline results')
    expect(option(/Miner Revenue/)).toBeTruthy()
    expect(searchOffline).toHaveBeenCalledWith('guest', 'minr revenue', undefined)
    expect(reportError).not.toHaveBeenCalled()

    // Back online: the service answers again and the note goes.
    code = 200
    fireEvent.change(input, { target: { value: 'bitcoin' } })
    await waitFor(() => expect(screen.queryByText('Offline results')).toBeNull())
    expect(option(/Bitcoin Price/)).toBeTruthy()
  })

  it('answers offline without asking the service while the browser is offline', async () => {
    const copy = createOfflineSearch({ items: [priceChart, minerDashboard], assets: [btcAsset] })
    vi.mocked(searchOffline).mockImplementation(async (_owner, term, types) =>
      copy.search(term, types),
    )
    const { input } = await start()
    await ready(input)
    const online = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false)
    act(() => {
      window.dispatchEvent(new Event('offline'))
    })
    try {
      fireEvent.change(input, { target: { value: 'bitcoin' } })
      await screen.findByText('Offline results')
      expect(option(/Bitcoin Price/)).toBeTruthy()
      expect(searchCalls()).toHaveLength(0)
    } finally {
      online.mockRestore()
      act(() => {
        window.dispatchEvent(new Event('online'))
      })
    }
  })

  it('reports a server error rather than answering offline', async () => {
    vi.mocked(searchOffline).mockResolvedValue({
      assets: null,
      items: { hits: [], nbHits: 0 },
    })
    const { input } = await start({ status: () => 500 })
    await ready(input)
    fireEvent.change(input, { target: { value: 'miner' } })
    await screen.findByRole('alert', { hidden: true })
    expect(searchOffline).not.toHaveBeenCalled()
    expect(screen.queryByText('Offline results')).toBeNull()
  })
})
