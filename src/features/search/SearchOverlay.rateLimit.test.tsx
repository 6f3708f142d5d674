import { fireEvent, screen } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { reportError } from '@/lib/errors/errorReporting'
import {
  endOverlayTest,
  option,
  ready,
  resetOverlay,
  searchCalls,
  start,
} from './searchOverlayHarness'

vi.mock('@/lib/errors/errorReporting', () => ({ reportError: vi.fn() }))
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

describe('SearchOverlay over the rate limit', () => {
  it('says "Too many searches" at once on a 429, reports nothing, and searches again when asked', async () => {
    let code = 429
    const { input } = await start({ status: () => code })
    await ready(input)
    fireEvent.change(input, { target: { value: 'miner' } })
    // At once: the client does not sit out the 10 s of Retry-After (three times) first.
    const message = await screen.findByText('Too many searches, try again in a moment')
    expect(message.closest('[role="status"]')).not.toBeNull()
    expect(searchCalls()).toHaveLength(1)
    expect(screen.queryByText('Search failed.')).toBeNull()
    expect(screen.queryByRole('alert', { hidden: true })).toBeNull()
    expect(reportError).not.toHaveBeenCalled()

    code = 200
    fireEvent.click(screen.getByRole('button', { name: 'Try again', hidden: true }))
    await screen.findByRole('listbox', { name: 'Search results', hidden: true })
    expect(option(/Miner Revenue/)).toBeTruthy()
  })
})
