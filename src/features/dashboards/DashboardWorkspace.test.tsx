import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { useState } from 'react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { DashboardDocument } from '@/core/api/dashboards'
import { listOf, minersFavorite } from '@/lib/favorites/favoriteFixtures'
import { json, renderAt, signedInUser, stubApi } from '@/lib/testing/apiTestHarness'
import { DashboardWorkspace } from './DashboardWorkspace'
import { chooseLibraryTab } from './library/libraryTab'
import type { DashboardPageSearch } from './page/dashboardPageProps'

afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
  chooseLibraryTab('mine')
})

const id = '44444444-4444-4444-8444-444444444444'
const tileId = '22222222-2222-4222-8222-222222222222'

function dashboard(configs: DashboardDocument['data']['configs'] = []): DashboardDocument {
  return {
    uuid: id,
    slug: null,
    categoryUuid: 'uncategorized',
    type: 'user',
    data: {
      configs,
      layouts: configs.map((item, y) => ({
        i: item.uuid,
        x: 0,
        y,
        w: 6,
        h: 2,
        minW: 3,
        minH: 1,
        maxH: 100,
        isResizable: true,
      })),
      meta: { name: 'Flows board', asset: 'ETH', slug: null },
    },
    isOwner: true,
    isPreset: false,
    version: 3,
    createdAt: 1,
    updatedAt: 2,
  }
}

function signedIn(document: DashboardDocument) {
  return stubApi({
    'GET /v1/user/info': () => json(200, signedInUser),
    [`GET /v1/dashboards/${id}`]: () => json(200, document),
    'GET /v1/dashboards': () => json(200, { data: [] }),
    'GET /v1/dashboards/categories': () => json(200, { data: [] }),
    'GET /v1/dashboards/presets': () => json(200, { data: [] }),
    'GET /v1/user/favorites': () => json(200, listOf([minersFavorite])),
  })
}

function Workspace({ initial }: { initial: DashboardPageSearch }) {
  const [search, setSearch] = useState(initial)
  return (
    <DashboardWorkspace
      id={id}
      search={search}
      onSearch={(patch) => setSearch((prev) => ({ ...prev, ...patch }))}
    />
  )
}

describe('DashboardWorkspace', () => {
  it('puts the dashboards list beside the page and the star by the title', async () => {
    signedIn(dashboard())
    renderAt(`/dashboards/${id}`, <Workspace initial={{}} />)
    expect(await screen.findByRole('heading', { name: 'Flows board' })).toBeTruthy()
    const sidebar = screen.getByRole('navigation', { name: 'Dashboards' })
    expect(sidebar.closest('aside')?.className).toBe('dashboard-sidebar')
    expect(within(sidebar).getByRole('tab', { name: 'My dashboards' })).toBeTruthy()
    const star = await screen.findByRole('button', { name: 'Favourite', pressed: false })
    expect(star.closest('.dashboard-title')).toBeTruthy()
  })

  it('lists the viewer’s favourites in a favourites tile', async () => {
    const favorites = { uuid: tileId, configType: 'favorites', meta: { title: '' }, extra: {} }
    signedIn(dashboard([favorites] as DashboardDocument['data']['configs']))
    renderAt(`/dashboards/${id}`, <Workspace initial={{}} />)
    const tile = await screen.findByRole('article', { name: 'Favourites' })
    expect(await within(tile).findByRole('link', { name: /Miners/ })).toBeTruthy()
  })

  it('adds a starred dashboard as a tile that opens it, from the Add favourite dialog', async () => {
    signedIn(dashboard())
    renderAt(`/dashboards/${id}`, <Workspace initial={{ editDashboard: true }} />)
    fireEvent.click(await screen.findByRole('button', { name: 'Add favourite' }))
    const dialog = await screen.findByRole('dialog', { name: 'Add favourite' })
    fireEvent.click(await within(dialog).findByRole('radio', { name: /Miners/ }))
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add to dashboard' }))
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Add favourite' })).toBeNull())
    const tile = await screen.findByRole('article', { name: 'Miners' })
    expect(within(tile).getByRole('link').getAttribute('href')).toBe(
      `/dashboards/${minersFavorite.meta.uuid}?a=BTC`,
    )
    expect(screen.getByText('Modified')).toBeTruthy()
  })
})
