import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import {
  deferred,
  failure,
  json,
  renderAt,
  signedInUser,
  stubApi,
  type Handler,
} from '@/lib/testing/apiTestHarness'
import { toastState } from '@/lib/ui/toastStore'
import { listOf, minersFavorite, mvrvFavorite, overviewFavorite } from './favoriteFixtures'
import { FavoriteStar, type StarTarget } from './FavoriteStar'

beforeEach(() => {
  toastState.items.splice(0)
})
afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
})

const toasts = () => toastState.items.map(({ kind, title }) => ({ kind, title }))

const mvrvOnEth: StarTarget = {
  configType: 'metric',
  meta: { asset: 'ETH', metricCode: 'MarketMvrv' },
  name: 'MVRV Ratio',
}
const mvrvOnBtc: StarTarget = { ...mvrvOnEth, meta: { asset: 'btc', metricCode: 'marketmvrv' } }

function signedIn(favorites: unknown[], routes: Record<string, Handler> = {}) {
  return stubApi({
    'GET /v1/user/info': () => json(200, signedInUser),
    'GET /v1/user/favorites': () => json(200, listOf(favorites)),
    ...routes,
  })
}

const star = () => screen.getByRole('button', { name: 'Favourite' })

async function settledStar(pressed: boolean) {
  const button = await screen.findByRole('button', { name: 'Favourite', pressed })
  await waitFor(() => expect(button.getAttribute('aria-busy')).toBeNull())
  return button
}

describe('FavoriteStar', () => {
  it('sends a guest to sign in and back to this page', async () => {
    stubApi({ 'GET /v1/user/info': () => failure(401, 'Authentication required') })
    const { router } = renderAt('/charts/MarketMvrv?a=ETH', <FavoriteStar target={mvrvOnEth} />)
    fireEvent.click(await settledStar(false))
    await waitFor(() => expect(router.state.location.pathname).toBe('/auth/login'))
    expect(router.state.location.search).toEqual({ redirectTo: '/charts/MarketMvrv?a=ETH' })
  })

  it('is on for a metric starred under the same code and asset, whatever the case', async () => {
    signedIn([mvrvFavorite])
    renderAt('/charts/x', <FavoriteStar target={mvrvOnBtc} />)
    await settledStar(true)
    cleanup()
    signedIn([mvrvFavorite])
    renderAt('/charts/x', <FavoriteStar target={mvrvOnEth} />)
    await settledStar(false)
  })

  it('matches dashboards by uuid, or by slug and asset', async () => {
    signedIn([minersFavorite, overviewFavorite])
    renderAt(
      '/dashboards/x',
      <>
        <FavoriteStar
          target={{
            configType: 'dashboard',
            meta: { uuid: minersFavorite.meta.uuid?.toUpperCase(), asset: 'SOL' },
            name: 'Miners',
          }}
        />
        <FavoriteStar
          target={{
            configType: 'dashboard',
            meta: { slug: 'asset-overview', asset: 'BTC' },
            name: 'Asset overview',
          }}
        />
      </>,
    )
    await waitFor(() =>
      expect(
        screen
          .getAllByRole('button', { name: 'Favourite' })
          .map((b) => b.getAttribute('aria-pressed')),
      ).toEqual(['true', 'false']),
    )
  })

  it('adds one favourite through its own route, on at once', async () => {
    const answer = deferred<Response>()
    // The favourite's id is made by the app, so the path is not known in advance.
    const calls: { key: string; init: RequestInit | undefined }[] = []
    vi.stubGlobal(
      'fetch',
      vi.fn<typeof fetch>(async (input, init) => {
        const url = new URL(String(input), 'http://studio.test')
        calls.push({ key: `${init?.method ?? 'GET'} ${url.pathname}`, init })
        if (init?.method === 'PUT') return answer.promise
        if (url.pathname === '/v1/user/info') return json(200, signedInUser)
        return json(200, listOf([minersFavorite]))
      }),
    )
    renderAt('/charts/x', <FavoriteStar target={mvrvOnEth} />)
    fireEvent.click(await settledStar(false))
    // On before the server has answered.
    await waitFor(() => expect(star().getAttribute('aria-pressed')).toBe('true'))

    // Sent through the outbox, right after it is shown.
    await waitFor(() => expect(calls.some((call) => call.init?.method === 'PUT')).toBe(true))
    const put = calls.find((call) => call.init?.method === 'PUT')
    expect(put?.key).toMatch(/^PUT \/v1\/user\/favorites\/[0-9a-f-]{36}$/)
    const body = JSON.parse(String(put?.init?.body)) as Record<string, unknown>
    expect(body).toMatchObject({
      configType: 'metric',
      meta: { asset: 'ETH', metricCode: 'MarketMvrv' },
      extra: { name: 'MVRV Ratio' },
    })
    expect(new Headers(put?.init?.headers).get('Idempotency-Key')).toBeTruthy()
    expect(calls.some((call) => call.key === 'PUT /v1/user/favorites')).toBe(false)

    answer.resolve(json(200, listOf([minersFavorite, body], 2)))
    await waitFor(() => expect(star().getAttribute('aria-pressed')).toBe('true'))
    expect(toasts()).toEqual([])
  })

  it('removes the matching favourite by its id', async () => {
    let held: unknown[] = [mvrvFavorite, minersFavorite]
    const api = signedIn([], {
      'GET /v1/user/favorites': () => json(200, listOf(held)),
      'DELETE /v1/user/favorites/fav-mvrv-btc': () => {
        held = [minersFavorite]
        return json(200, listOf(held, 2))
      },
    })
    renderAt('/charts/x', <FavoriteStar target={mvrvOnBtc} />)
    fireEvent.click(await settledStar(true))
    await waitFor(() => expect(star().getAttribute('aria-pressed')).toBe('false'))
    await waitFor(() =>
      expect(api.callsTo('DELETE /v1/user/favorites/fav-mvrv-btc')).toHaveLength(1),
    )
    expect(
      api.headersOf('DELETE /v1/user/favorites/fav-mvrv-btc').get('Idempotency-Key'),
    ).toBeTruthy()
  })

  it('turns back off with "Error adding favorite" when the server refuses the add', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn<typeof fetch>(async (input, init) => {
        const url = new URL(String(input), 'http://studio.test')
        if (init?.method === 'PUT') return failure(400, 'An account keeps at most 500 favourites')
        if (url.pathname === '/v1/user/info') return json(200, signedInUser)
        return json(200, listOf([]))
      }),
    )
    renderAt('/charts/x', <FavoriteStar target={mvrvOnEth} />)
    fireEvent.click(await settledStar(false))
    await waitFor(() =>
      expect(toasts()).toEqual([{ kind: 'error', title: 'Error adding favorite' }]),
    )
    await waitFor(() => expect(star().getAttribute('aria-pressed')).toBe('false'))
  })

  it('turns back on with "Error removing favorite" when the server refuses the remove', async () => {
    signedIn([mvrvFavorite], {
      'DELETE /v1/user/favorites/fav-mvrv-btc': () => failure(403, 'Not allowed'),
    })
    renderAt('/charts/x', <FavoriteStar target={mvrvOnBtc} />)
    fireEvent.click(await settledStar(true))
    await waitFor(() =>
      expect(toasts()).toEqual([{ kind: 'error', title: 'Error removing favorite' }]),
    )
    await waitFor(() => expect(star().getAttribute('aria-pressed')).toBe('true'))
  })

  it('keeps a star made without a connection and sends it, once, when the connection is back', async () => {
    let connected = false
    let refused = 0
    const puts: RequestInit[] = []
    let held: unknown[] = []
    vi.stubGlobal(
      'fetch',
      vi.fn<typeof fetch>(async (input, init) => {
        const url = new URL(String(input), 'http://studio.test')
        if (init?.method === 'PUT') {
          if (!connected) {
            refused += 1
            throw new TypeError('Failed to fetch')
          }
          puts.push(init)
          held = [JSON.parse(String(init.body))]
          return json(200, listOf(held, 2))
        }
        if (url.pathname === '/v1/user/info') return json(200, signedInUser)
        return json(200, listOf(held))
      }),
    )
    renderAt('/charts/x', <FavoriteStar target={mvrvOnEth} />)
    fireEvent.click(await settledStar(false))
    await waitFor(() => expect(star().getAttribute('aria-pressed')).toBe('true'))
    // Tried once without a connection; it waits on a backoff of seconds, which `online` cuts short.
    await waitFor(() => expect(refused).toBe(1))
    connected = true
    window.dispatchEvent(new Event('online'))
    await waitFor(() => expect(puts).toHaveLength(1))
    expect(star().getAttribute('aria-pressed')).toBe('true')
    expect(toasts()).toEqual([])
  })
})
