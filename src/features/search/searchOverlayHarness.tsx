import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react'
import { expect, vi } from 'vitest'
import { reportError } from '@/lib/errors/errorReporting'
import { syncSearchRecords } from '@/lib/search/offlineRecordsStore'
import { searchOffline } from '@/lib/search/offlineSearchClient'
import { json, renderAt, stubApi } from '@/lib/testing/apiTestHarness'
import { SearchOverlay } from './SearchOverlay'
import {
  answer,
  btcAsset,
  minerDashboard,
  priceChart,
  searchConfig,
  type SearchRequestBody,
} from './searchFixtures'
import { clearRecent, openSearch, searchState } from './searchState'

/*
 * The overlay's component tests' harness (imported by tests only): the overlay rendered over a
 * stubbed API whose search route answers each request of a multi-query, and the requests the
 * lite client sent.
 */

export type Request = SearchRequestBody['requests'][number]
export type Answer = (request: Request) => ReturnType<typeof answer>

export const defaultAnswer: Answer = (request) =>
  request.indexName === searchConfig.assetsIndex
    ? answer(request, [btcAsset])
    : answer(request, [priceChart, minerDashboard])

type User = Record<string, unknown> | null

/**
 * The overlay over a stubbed API. `user` and `config` may answer differently each time they are
 * asked (a function); `status` is the search route's for the request being answered; `hold`,
 * what the search route waits for before it answers (nothing when it returns undefined).
 */
export async function start({
  user = null,
  userInfo,
  config = () => searchConfig,
  answers = defaultAnswer,
  status = () => 200,
  hold = () => undefined,
}: {
  user?: User | (() => User)
  userInfo?: Promise<Response>
  config?: () => typeof searchConfig
  answers?: Answer
  status?: () => number
  hold?: () => Promise<void> | undefined
} = {}) {
  const api = stubApi({
    'GET /v1/client-config': () => json(200, { search: config() }),
    'GET /v1/user/info': () => userInfo ?? json(200, typeof user === 'function' ? user() : user),
    'POST /1/indexes/*/queries': async (init) => {
      await hold()
      const code = status()
      // 0: no answer at all, as fetch without a network.
      if (code === 0) throw new TypeError('Failed to fetch')
      // A 429 as the service sends it: a window of 10 s to wait out.
      if (code === 429) {
        return json(
          429,
          { message: 'Too many requests, retry in 10 s', status: 429 },
          {
            'retry-after': '10',
          },
        )
      }
      if (code !== 200) return json(code, { message: 'Internal error', status: code })
      const body = JSON.parse(String(init?.body)) as SearchRequestBody
      return json(200, { results: body.requests.map(answers) })
    },
    'POST /1/events': () => json(200, { status: 200, message: 'OK' }),
  })
  const view = renderAt('/home?a=ETH', <SearchOverlay />)
  const input = await screen.findByLabelText<HTMLInputElement>(
    'Search charts, dashboards and assets',
  )
  return { api, input, ...view }
}

/** The search requests sent so far, as the lite client sent them. */
export function searchCalls() {
  return vi
    .mocked(fetch)
    .mock.calls.filter(([url]) => String(url).includes('/1/indexes/'))
    .map(([url, init]) => ({
      url: new URL(String(url), window.location.href),
      headers: new Headers(init?.headers),
      body: JSON.parse(String(init?.body)) as SearchRequestBody,
    }))
}

export const lastSearch = () => searchCalls().at(-1)

export async function ready(input: HTMLInputElement) {
  await waitFor(() => expect(input.disabled).toBe(false))
}

export async function search(input: HTMLInputElement, term: string) {
  fireEvent.change(input, { target: { value: term } })
  await screen.findByRole('listbox', { name: 'Search results', hidden: true })
}

export const option = (name: RegExp) => screen.getByRole('option', { name, hidden: true })

/** Each test's start: no recent searches, the overlay open on an empty term, All results. */
export function resetOverlay() {
  clearRecent()
  Object.assign(searchState, { open: false, term: '', tab: 'all', activeIndex: 0 })
  openSearch()
  // happy-dom lays nothing out: the active option's scroll into view has nowhere to go.
  Element.prototype.scrollIntoView = vi.fn()
}

/**
 * Each test's end, for the files that mock error reporting and the offline copy (their
 * `vi.mock`s must stay in each file): the page, timers, globals and those mocks as they were.
 */
export function endOverlayTest() {
  cleanup()
  vi.useRealTimers()
  vi.unstubAllGlobals()
  vi.restoreAllMocks()
  vi.mocked(reportError).mockClear()
  vi.mocked(searchOffline).mockReset().mockResolvedValue(null)
  vi.mocked(syncSearchRecords).mockClear()
}
