import { act, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { SearchAssetRecord } from '@/core/api/search'
import { reportError } from '@/lib/errors/errorReporting'
import { deferred, json, signedInUser } from '@/lib/testing/apiTestHarness'
import { firstPaintedOptions } from './SearchResultsList'
import { answer, assetRecord, itemRecord, priceChart, searchConfig } from './searchFixtures'
import {
  endOverlayTest,
  lastSearch,
  option,
  ready,
  resetOverlay,
  search,
  searchCalls,
  start,
} from './searchOverlayHarness'
import { openSearch, searchState } from './searchState'

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

describe('SearchOverlay', () => {
  it('says "Search loading..." with the input disabled until the key is known', async () => {
    const info = deferred<Response>()
    const { input } = await start({ userInfo: info.promise })
    expect(input.disabled).toBe(true)
    expect(input.placeholder).toBe('Search loading...')
    expect(screen.getByRole('group', { name: 'Search suggestions', hidden: true })).toBeTruthy()
    info.resolve(json(200, null))
    await ready(input)
    expect(input.placeholder).toBe('Search charts, dashboards and assets')
    // The keys typed next go to the input, not to whatever the dialog focused meanwhile.
    await waitFor(() => expect(document.activeElement).toBe(input))
  })

  it('asks assets and items in one request with the public key for a guest', async () => {
    const { input } = await start()
    await ready(input)
    await search(input, 'bitcoin')
    const sent = lastSearch()
    expect(sent?.url.pathname).toBe('/1/indexes/*/queries')
    expect(sent?.url.searchParams.get('x-algolia-application-id')).toBe('studio')
    expect(sent?.url.searchParams.get('x-algolia-api-key')).toBe('public-search-key')
    expect(sent?.headers.get('content-type')).toBe('text/plain')
    expect(sent?.body.requests).toEqual([
      {
        indexName: 'studio_assets',
        query: 'bitcoin',
        hitsPerPage: 20,
        analytics: true,
        clickAnalytics: true,
        attributesToHighlight: ['name'],
      },
      {
        indexName: 'studio_items',
        query: 'bitcoin',
        hitsPerPage: 50,
        analytics: true,
        clickAnalytics: true,
        attributesToHighlight: ['name'],
      },
    ])
    expect(option(/Bitcoin Price/)).toBeTruthy()
    expect(option(/Miner Revenue/)).toBeTruthy()
  })

  it("searches with a signed-in user's own secured key", async () => {
    const { input } = await start({ user: { ...signedInUser, searchAPIKey: 'secured-key-of-ada' } })
    await ready(input)
    await search(input, 'bitcoin')
    expect(lastSearch()?.url.searchParams.get('x-algolia-api-key')).toBe('secured-key-of-ada')
  })

  it('asks once the term has held still for 300 ms', async () => {
    const { input } = await start()
    await ready(input)
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
    for (const term of ['b', 'bt', 'btc']) {
      fireEvent.change(input, { target: { value: term } })
      await act(() => vi.advanceTimersByTimeAsync(200))
    }
    await act(() => vi.advanceTimersByTimeAsync(99))
    expect(searchCalls()).toHaveLength(0)
    await act(() => vi.advanceTimersByTimeAsync(1))
    // vi.waitFor moves the fake clock on between its checks.
    await vi.waitFor(() => screen.getByRole('listbox', { name: 'Search results', hidden: true }))
    // Sent as the debounce fired, answered, rendered: and not sent again by the render.
    await act(() => vi.advanceTimersByTimeAsync(1000))
    expect(searchCalls().map((call) => call.body.requests[0]?.query)).toEqual(['btc'])
  })

  it("filters items by the tab's types", async () => {
    const { input } = await start()
    await ready(input)
    await search(input, 'miner')
    expect(lastSearch()?.body.requests[1]).not.toHaveProperty('facetFilters')
    fireEvent.mouseDown(screen.getByRole('tab', { name: 'Charts', hidden: true }))
    await waitFor(() =>
      expect(lastSearch()?.body.requests[1]?.facetFilters).toEqual([
        ['type:chart', 'type:workbench'],
      ]),
    )
    fireEvent.mouseDown(screen.getByRole('tab', { name: 'Dashboards', hidden: true }))
    await waitFor(() =>
      expect(lastSearch()?.body.requests[1]?.facetFilters).toEqual(['type:dashboard']),
    )
  })

  it('the selected tab controls the panel that holds the results', async () => {
    const { input } = await start()
    await ready(input)
    await search(input, 'miner')
    for (const name of ['All results', 'Charts']) {
      const tab = screen.getByRole('tab', { name, hidden: true })
      fireEvent.mouseDown(tab)
      await waitFor(() => expect(tab.getAttribute('aria-selected')).toBe('true'))
      const panel = document.getElementById(tab.getAttribute('aria-controls') ?? '')
      expect(panel?.getAttribute('role')).toBe('tabpanel')
      expect(panel?.getAttribute('aria-labelledby')).toBe(tab.id)
      await waitFor(() =>
        expect(
          panel?.contains(screen.getByRole('listbox', { name: 'Search results', hidden: true })),
        ).toBe(true),
      )
    }
  })

  it('moves with the arrows, scrolls the active option into view and opens it with Enter', async () => {
    const { input, router, api } = await start({
      user: { ...signedInUser, searchAPIKey: 'secured' },
    })
    await ready(input)
    await search(input, 'bitcoin')
    expect(input.getAttribute('aria-activedescendant')).toBe(option(/^BTC/).id)
    fireEvent.keyDown(input, { key: 'ArrowDown' })
    const chart = option(/Bitcoin Price/)
    await waitFor(() => expect(input.getAttribute('aria-activedescendant')).toBe(chart.id))
    expect(chart.getAttribute('aria-selected')).toBe('true')
    expect(vi.mocked(Element.prototype.scrollIntoView).mock.contexts).toContain(chart)

    fireEvent.keyDown(input, { key: 'Enter' })
    // The page's asset (ETH) is one the chart has, so the chart opens with it.
    await waitFor(() => expect(router.state.location.pathname).toBe('/charts/price_usd_close'))
    expect(router.state.location.search).toEqual({ a: 'ETH' })
    expect(searchState.open).toBe(false)
    expect(searchState.recent).toEqual(['bitcoin'])

    await waitFor(() => expect(api.callsTo('POST /1/events')).toHaveLength(1))
    expect(api.bodyOf('POST /1/events')).toEqual({
      events: [
        {
          eventType: 'click',
          eventName: 'Search Result Clicked',
          index: 'studio_items',
          userToken: signedInUser.uuid,
          objectIDs: ['chart:price_usd_close'],
          positions: [1],
          queryID: 'qid-studio_items',
        },
      ],
    })
    const eventUrl = vi
      .mocked(fetch)
      .mock.calls.map(([url]) => new URL(String(url), window.location.href))
      .find((url) => url.pathname === '/1/events')
    expect(eventUrl?.searchParams.get('x-algolia-api-key')).toBe('secured')
  })

  it('opens the active result in a new tab with Ctrl or Cmd + Enter and stays open', async () => {
    const open = vi.spyOn(window, 'open').mockReturnValue(null)
    const { input, router, api } = await start()
    await ready(input)
    await search(input, 'miner')
    fireEvent.keyDown(input, { key: 'ArrowDown' })
    fireEvent.keyDown(input, { key: 'ArrowDown' })
    fireEvent.keyDown(input, { key: 'Enter', ctrlKey: true })
    expect(open).toHaveBeenCalledWith('/dashboards/miner-revenue?a=BTC', '_blank', 'noopener')
    fireEvent.keyDown(input, { key: 'ArrowUp' })
    fireEvent.keyDown(input, { key: 'Enter', metaKey: true })
    expect(open).toHaveBeenLastCalledWith('/charts/price_usd_close?a=ETH', '_blank', 'noopener')
    expect(searchState.open).toBe(true)
    expect(router.state.location.pathname).toBe('/home')
    await waitFor(() => expect(api.callsTo('POST /1/events')).toHaveLength(2))
  })

  it('shows the highlighted matches as marks and any markup in a name as text', async () => {
    const odd = itemRecord({
      objectID: 'dashboard:odd',
      name: 'A <img src=x> board',
      type: 'dashboard',
    })
    const { input } = await start({
      answers: (request) =>
        request.indexName === searchConfig.assetsIndex
          ? answer(request, [])
          : answer(request, [priceChart, odd], {
              highlight: {
                [priceChart.objectID]: '<em>Bit</em>coin Price',
                [odd.objectID]: 'A <img src=x> <em>boa</em>rd',
              },
            }),
    })
    await ready(input)
    await search(input, 'bit')
    const chart = option(/Bit\s?coin Price/)
    expect([...chart.querySelectorAll('mark')].map((m) => m.textContent)).toEqual(['Bit'])
    const oddOption = option(/A <img src=x> \s?boa\s?rd/)
    expect(oddOption.querySelector('img[src="x"]')).toBeNull()
    expect([...oddOption.querySelectorAll('mark')].map((m) => m.textContent)).toEqual(['boa'])
  })

  it('caps the counter at "50+"', async () => {
    const many = Array.from({ length: 60 }, (_, i) => itemRecord({ objectID: `chart:m${i}` }))
    const { input } = await start({
      answers: (request) =>
        request.indexName === searchConfig.assetsIndex
          ? answer(request, [])
          : answer(request, request.query === 'm' ? many : many.slice(0, 7), {
              nbHits: request.query === 'm' ? 180 : 7,
            }),
    })
    await ready(input)
    await search(input, 'm')
    expect(screen.getByText('50+ results')).toBeTruthy()
    // The first screenful first, the rest once it is painted.
    await waitFor(() => expect(screen.getAllByRole('option', { hidden: true })).toHaveLength(50))
    await search(input, 'm1')
    await screen.findByText('7 results')
  })

  it('paints the first screenful of a long answer, and the arrow keys reach past it', async () => {
    // No frame is ever painted here: only the first options are.
    vi.spyOn(window, 'requestAnimationFrame').mockImplementation(() => 0)
    const many = Array.from({ length: 50 }, (_, i) => itemRecord({ objectID: `chart:m${i}` }))
    const { input } = await start({
      answers: (request) =>
        answer(request, request.indexName === searchConfig.assetsIndex ? [] : many, {
          nbHits: 180,
        }),
    })
    await ready(input)
    await search(input, 'm')
    expect(screen.getByText('50+ results')).toBeTruthy()
    expect(screen.getAllByRole('option', { hidden: true })).toHaveLength(firstPaintedOptions)
    for (let i = 0; i < firstPaintedOptions + 5; i += 1) {
      fireEvent.keyDown(input, { key: 'ArrowDown' })
    }
    const active = `search-option-${firstPaintedOptions + 5}`
    // 25 renders, one per key: more than waitFor's default second on a loaded machine.
    await waitFor(() => expect(input.getAttribute('aria-activedescendant')).toBe(active), {
      timeout: 5000,
    })
    expect(document.getElementById(active)?.getAttribute('aria-selected')).toBe('true')
    expect(screen.getAllByRole('option', { hidden: true })).toHaveLength(firstPaintedOptions + 6)
  })

  it('shows 3 assets then +N, and an asset opens its overview dashboard', async () => {
    const assets: SearchAssetRecord[] = ['BTC', 'ETH', 'SOL', 'XRP', 'DOGE'].map((s, i) =>
      assetRecord(s, s, i + 1),
    )
    const { input, router, api } = await start({
      answers: (request) =>
        answer(request, request.indexName === searchConfig.assetsIndex ? assets : []),
    })
    await ready(input)
    await search(input, 'coin')
    const strip = screen.getByRole('group', { name: 'Assets', hidden: true })
    expect(
      within(strip)
        .getAllByRole('option', { hidden: true })
        .map((o) => o.textContent),
    ).toEqual(['BTCBTC', 'ETHETH', 'SOLSOL', '+2'])
    fireEvent.click(option(/Show 2 more assets/))
    expect(within(strip).getAllByRole('option', { hidden: true })).toHaveLength(5)
    fireEvent.click(option(/^ETH/))
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboards/asset-overview'))
    expect(router.state.location.search).toEqual({ a: 'ETH' })
    await waitFor(() => expect(api.callsTo('POST /1/events')).toHaveLength(1))
    expect(api.bodyOf('POST /1/events')).toMatchObject({
      events: [
        {
          index: 'studio_assets',
          objectIDs: ['ETH'],
          positions: [2],
          // A guest's token: random, kept on the device.
          userToken: expect.stringMatching(/^anonymous-[0-9a-f-]{36}$/),
        },
      ],
    })
  })

  it('says "No results found" with a request link', async () => {
    const { input } = await start({ answers: (request) => answer(request, []) })
    await ready(input)
    fireEvent.change(input, { target: { value: 'zzzz' } })
    await screen.findByText('No results found. Try a different search term.')
    expect(
      screen.getByRole('link', { name: 'Request a metric or dashboard', hidden: true }),
    ).toBeTruthy()
  })

  it('reports a failure, clears the results and retries', async () => {
    let code = 200
    const { input } = await start({ status: () => code })
    await ready(input)
    await search(input, 'bitcoin')
    code = 500
    fireEvent.change(input, { target: { value: 'miner' } })
    const alert = await screen.findByRole('alert', { hidden: true })
    expect(alert.textContent).toContain('Search failed.')
    expect(screen.queryAllByRole('option', { hidden: true })).toHaveLength(0)
    expect(reportError).toHaveBeenCalledTimes(1)
    code = 200
    fireEvent.click(within(alert).getByRole('button', { name: 'Retry', hidden: true }))
    await screen.findByRole('listbox', { name: 'Search results', hidden: true })
    expect(option(/Miner Revenue/)).toBeTruthy()
  })

  it('sends no search or click analytics for a term of 2 characters', async () => {
    const { input, router, api } = await start()
    await ready(input)
    await search(input, 'bt')
    expect(lastSearch()?.body.requests[1]).toMatchObject({
      analytics: false,
      clickAnalytics: false,
    })
    fireEvent.keyDown(input, { key: 'ArrowDown' })
    fireEvent.keyDown(input, { key: 'Enter' })
    await waitFor(() => expect(router.state.location.pathname).toBe('/charts/price_usd_close'))
    expect(api.callsTo('POST /1/events')).toHaveLength(0)
  })

  it('chooses a suggestion with the keyboard without recording it, and closes with Escape', async () => {
    const { input } = await start()
    await ready(input)
    fireEvent.keyDown(input, { key: 'ArrowDown' })
    fireEvent.keyDown(input, { key: 'Enter' })
    expect(searchState.term).toBe('Aave')
    expect(searchState.recent).toEqual([])
    await screen.findByRole('listbox', { name: 'Search results', hidden: true })
    fireEvent.keyDown(input, { key: 'Escape' })
    expect(searchState.open).toBe(false)
  })

  it('opens again with the previous term selected, so typing replaces it', async () => {
    const { input } = await start()
    await ready(input)
    await search(input, 'eth')
    fireEvent.keyDown(input, { key: 'Escape' })
    const dialog = screen.getByRole('dialog', { name: 'Search', hidden: true })
    await waitFor(() => expect((dialog as HTMLDialogElement).open).toBe(false))
    act(() => openSearch())
    await waitFor(() => expect(document.activeElement).toBe(input))
    expect(input.value).toBe('eth')
    expect([input.selectionStart, input.selectionEnd]).toEqual([0, 3])
  })

  it('closes from its close button (phones have no Escape key)', async () => {
    await start()
    fireEvent.click(screen.getByRole('button', { name: 'Close search', hidden: true }))
    expect(searchState.open).toBe(false)
  })
})
