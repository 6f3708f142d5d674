import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { localStore } from '@/lib/storage/localStore'
import { json, renderAt, signedInUser, stubApi } from '@/lib/testing/apiTestHarness'
import { DashboardLibrary } from './DashboardLibrary'
import {
  dashboardDocument,
  dashboardSummary as summary,
  defaultDashboardCategory as defaultCategory,
} from '@/lib/documentLibrary/libraryFixtures'
import { libraryTabState } from './libraryTab'

beforeEach(() => {
  localStore.clearAll()
  libraryTabState.tab = 'mine'
})
afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
})

const overview = dashboardDocument({
  uuid: '7e000000-0000-4000-8000-0000000000aa',
  slug: 'asset-overview',
  type: 'preset',
  isPreset: true,
  isOwner: false,
  data: { configs: [], layouts: [], meta: { name: 'Asset overview', asset: null, slug: null } },
})

describe('DashboardLibrary', () => {
  it('moves between My dashboards, Favourites and Presets from the keyboard and remembers the tab', async () => {
    const api = stubApi({
      'GET /v1/user/info': () => json(200, signedInUser),
      'GET /v1/dashboards': () => json(200, { data: [summary('Miners')] }),
      'GET /v1/dashboards/categories': () => json(200, { data: [defaultCategory] }),
      'GET /v1/user/favorites': () => json(200, { data: [], version: 1 }),
      'GET /v1/dashboards/presets': () => json(200, { data: [overview] }),
    })
    renderAt(
      '/dashboards/asset-overview?a=ETH',
      <DashboardLibrary activeUuid="asset-overview" asset="ETH" />,
    )
    const nav = await screen.findByRole('navigation', { name: 'Dashboards' })
    const mine = within(nav).getByRole('tab', { name: 'My dashboards' })
    expect(mine.getAttribute('aria-selected')).toBe('true')
    expect(await screen.findByRole('link', { name: 'Miners' })).toBeTruthy()
    // Favourites are read only once their tab is shown.
    expect(api.callsTo('GET /v1/user/favorites')).toHaveLength(0)

    fireEvent.keyDown(mine, { key: 'ArrowRight' })
    await waitFor(() =>
      expect(screen.getByRole('tab', { name: 'Favourites' }).getAttribute('aria-selected')).toBe(
        'true',
      ),
    )
    expect(await screen.findByText('No favourites yet')).toBeTruthy()
    expect(localStore.getString('dashboards:sidebar-tab')).toBe('favorites')

    fireEvent.keyDown(screen.getByRole('tab', { name: 'Favourites' }), { key: 'ArrowRight' })
    const preset = await screen.findByRole('link', { name: 'Asset overview' })
    expect(preset.getAttribute('href')).toBe('/dashboards/asset-overview?a=ETH')
    expect(preset.getAttribute('aria-current')).toBe('page')
    expect(api.callsTo('GET /v1/dashboards/presets')).toHaveLength(1)
  })
})
