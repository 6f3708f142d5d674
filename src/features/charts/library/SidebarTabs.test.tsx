import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { localStore } from '@/lib/storage/localStore'
import { chartDocument } from '@/lib/documentLibrary/libraryFixtures'
import { failure, json, renderAt, stubApi } from '@/lib/testing/apiTestHarness'
import { sidebarTabState } from './sidebarTab'
import { SidebarTabs } from './SidebarTabs'

beforeEach(() => {
  localStore.clearAll()
  sidebarTabState.tab = 'metrics'
  stubApi({
    'GET /v1/user/info': () => failure(401, 'Authentication required'),
    'GET /v1/udm/presets': () =>
      json(200, {
        data: [
          chartDocument({
            uuid: '00000000-0000-4000-8000-00000000beef',
            slug: 'mvrv-vs-price',
            name: 'MVRV vs price',
            description: 'MVRV over the BTC price',
            isPreset: true,
            isOwner: false,
          }),
        ],
        meta: { pagination: { page: 1, pageSize: 500, pageCount: 1, total: 1 } },
      }),
  })
})
afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
})

describe('SidebarTabs', () => {
  it('offers three tabs, moves between them with the arrow keys and remembers the choice', async () => {
    renderAt('/charts/MarketMvrv', <SidebarTabs metrics={<p>The metric list</p>} />)
    const tabs = await screen.findAllByRole('tab')
    expect(tabs.map((tab) => tab.textContent)).toEqual(['Metrics', 'My charts', 'Presets'])
    expect(screen.getByRole('tabpanel').textContent).toBe('The metric list')

    const metrics = screen.getByRole('tab', { name: 'Metrics' })
    metrics.focus()
    fireEvent.keyDown(metrics, { key: 'ArrowRight' })
    await waitFor(() =>
      expect(screen.getByRole('tab', { name: 'My charts' }).getAttribute('aria-selected')).toBe(
        'true',
      ),
    )
    expect(localStore.getString('charts:sidebar-tab')).toBe('charts')
    // A guest is asked to log in.
    expect(
      await within(screen.getByRole('tabpanel')).findByRole('link', { name: 'Log in' }),
    ).toBeTruthy()
  })

  it('lists the presets for a guest, each opening by its slug', async () => {
    sidebarTabState.tab = 'presets'
    renderAt('/charts/MarketMvrv', <SidebarTabs metrics={<p>The metric list</p>} />)
    const link = await screen.findByRole('link', { name: /MVRV vs price/ })
    expect(link.getAttribute('href')).toBe('/charts/mvrv-vs-price')
    expect(link.textContent).toContain('MVRV over the BTC price')
  })
})
