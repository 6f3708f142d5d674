import * as Menu from '@radix-ui/react-dropdown-menu'
import { cleanup, fireEvent, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { json, renderAt, signedInUser, stubApi } from '@/lib/testing/apiTestHarness'
import { favoritesInMenu, FavoritesSubmenu } from './FavoritesSubmenu'

afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
})

const metric = (n: number) => ({
  id: `fav-${n}`,
  configType: 'metric',
  meta: { asset: 'BTC', metricCode: `Metric${n}` },
  extra: { name: `Metric ${n}` },
})

/** The submenu inside an open user menu, opened with the keyboard. */
async function openSubmenu() {
  renderAt(
    '/home',
    <Menu.Root open modal={false}>
      <Menu.Trigger>User menu</Menu.Trigger>
      <Menu.Portal>
        <Menu.Content>
          <FavoritesSubmenu />
        </Menu.Content>
      </Menu.Portal>
    </Menu.Root>,
  )
  const trigger = await screen.findByRole('menuitem', { name: /Favourites/ })
  trigger.focus()
  fireEvent.keyDown(trigger, { key: 'ArrowRight' })
}

describe('FavoritesSubmenu', () => {
  it('lists the first favourites as links and sends the rest to the Dashboards page', async () => {
    stubApi({
      'GET /v1/user/info': () => json(200, signedInUser),
      'GET /v1/user/favorites': () =>
        json(200, { data: Array.from({ length: 12 }, (_, i) => metric(i + 1)), version: 1 }),
    })
    await openSubmenu()
    const first = await screen.findByRole('menuitem', { name: /^Metric 1\s?Chart/ })
    expect(first.getAttribute('href')).toBe('/charts/Metric1?a=BTC')
    const links = screen.getAllByRole('menuitem').filter((item) => /Chart ·/.test(item.textContent))
    expect(links).toHaveLength(favoritesInMenu)
    expect(screen.getByRole('menuitem', { name: '2 more on the Dashboards page' })).toBeTruthy()
  })

  it('says when there are none', async () => {
    stubApi({
      'GET /v1/user/info': () => json(200, signedInUser),
      'GET /v1/user/favorites': () => json(200, { data: [], version: 1 }),
    })
    await openSubmenu()
    expect(await screen.findByText('No favourites yet: star a chart or dashboard')).toBeTruthy()
  })
})
