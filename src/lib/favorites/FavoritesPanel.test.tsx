import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { failure, json, renderAt, signedInUser, stubApi } from '@/lib/testing/apiTestHarness'
import { toastState } from '@/lib/ui/toastStore'
import { listOf, minersFavorite, mvrvFavorite, overviewFavorite } from './favoriteFixtures'
import { FavoritesPanel } from './FavoritesPanel'

beforeEach(() => {
  toastState.items.splice(0)
})
afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
})

describe('FavoritesPanel', () => {
  it('asks a guest to log in and come back', async () => {
    stubApi({ 'GET /v1/user/info': () => failure(401, 'Authentication required') })
    renderAt('/dashboards/asset-overview', <FavoritesPanel />)
    const login = await screen.findByRole('link', { name: 'Log in' })
    expect(login.getAttribute('href')).toBe(
      `/auth/login?redirectTo=${encodeURIComponent('/dashboards/asset-overview')}`,
    )
  })

  it('links each favourite, drops nameless ones and marks the open dashboard', async () => {
    const nameless = { ...mvrvFavorite, id: 'fav-nameless', extra: {} }
    stubApi({
      'GET /v1/user/info': () => json(200, signedInUser),
      'GET /v1/user/favorites': () =>
        json(200, listOf([mvrvFavorite, nameless, minersFavorite, overviewFavorite])),
    })
    renderAt('/dashboards/x', <FavoritesPanel activeUuid={minersFavorite.meta.uuid ?? ''} />)
    const list = await screen.findByRole('list', { name: 'Favourites' })
    const links = within(list).getAllByRole('link')
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['MVRV RatioChart · BTC', '/charts/MarketMvrv?a=BTC'],
      ['MinersDashboard · BTC', `/dashboards/${minersFavorite.meta.uuid}?a=BTC`],
      ['Asset overviewDashboard · ETH', '/dashboards/asset-overview?a=ETH'],
    ])
    expect(links[1]?.getAttribute('aria-current')).toBe('page')
  })

  it('removes a favourite with its button', async () => {
    let held: unknown[] = [mvrvFavorite, minersFavorite]
    const api = stubApi({
      'GET /v1/user/info': () => json(200, signedInUser),
      'GET /v1/user/favorites': () => json(200, listOf(held)),
      'DELETE /v1/user/favorites/fav-miners': () => {
        held = [mvrvFavorite]
        return json(200, listOf(held, 2))
      },
    })
    renderAt('/dashboards/x', <FavoritesPanel />)
    fireEvent.click(await screen.findByRole('button', { name: 'Remove Miners from favourites' }))
    await waitFor(() => expect(screen.queryByRole('link', { name: /Miners/ })).toBeNull())
    expect(api.callsTo('DELETE /v1/user/favorites/fav-miners')).toHaveLength(1)
    expect(api.callsTo('PUT /v1/user/favorites')).toHaveLength(0)
  })

  it('says how to add a first favourite', async () => {
    stubApi({
      'GET /v1/user/info': () => json(200, signedInUser),
      'GET /v1/user/favorites': () => json(200, listOf([])),
    })
    renderAt('/dashboards/x', <FavoritesPanel />)
    expect(await screen.findByText('No favourites yet')).toBeTruthy()
  })

  it('offline, keeps the list it holds, and says a list never held needs a connection', async () => {
    let network = true
    stubApi({
      'GET /v1/user/info': () => json(200, signedInUser),
      'GET /v1/user/favorites': () => {
        if (!network) throw new TypeError('Failed to fetch')
        return json(200, listOf([mvrvFavorite]))
      },
    })
    const { queryClient } = renderAt('/dashboards/x', <FavoritesPanel />)
    expect(await screen.findByRole('link', { name: /MVRV Ratio/ })).toBeTruthy()
    network = false
    await queryClient.refetchQueries({ queryKey: ['user', 'favorites'] })
    expect(queryClient.getQueryState(['user', 'favorites'])?.status).toBe('error')
    expect(screen.getByRole('link', { name: /MVRV Ratio/ })).toBeTruthy()
    expect(screen.queryByRole('alert')).toBeNull()

    // Nothing held: the panel says it needs a connection, and Retry reads again.
    cleanup()
    renderAt('/dashboards/x', <FavoritesPanel />)
    expect(
      await screen.findByText(
        'A connection is needed to open your favourites: it is not saved on this device yet.',
      ),
    ).toBeTruthy()
    network = true
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }))
    expect(await screen.findByRole('link', { name: /MVRV Ratio/ })).toBeTruthy()
  })

  it('shows a failed read with Retry', async () => {
    let answer = failure(500, 'Database unavailable')
    stubApi({
      'GET /v1/user/info': () => json(200, signedInUser),
      'GET /v1/user/favorites': () => answer,
    })
    renderAt('/dashboards/x', <FavoritesPanel />)
    expect((await screen.findByRole('alert')).textContent).toContain('Database unavailable')
    answer = json(200, listOf([mvrvFavorite]))
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }))
    expect(await screen.findByRole('link', { name: /MVRV Ratio/ })).toBeTruthy()
  })
})
