import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import {
  createMemoryHistory,
  createRootRoute,
  createRouter,
  RouterProvider,
  type AnyRouter,
} from '@tanstack/react-router'
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { Asset } from '@/core/api/assets'
import { AssetTable } from './AssetTable'

afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
})

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } })

function asset(symbol: string, name: string): Asset {
  return {
    assetId: symbol.toLowerCase(),
    symbol,
    name,
    assetType: 'coin',
    category: 'currency',
    tags: ['top'],
    assetTags: ['top'],
    dashboardTags: [],
    semanticTags: [],
    blockchains: [],
    externalIds: {},
    logoUrl: '',
    genesis: 1230940800,
  }
}

/** A page of the asset list: each asset with a price, 30 assets in all. */
function page(symbols: [string, string][], first: number, total = 30) {
  return {
    data: symbols.map(([symbol, name], i) => ({
      asset: asset(symbol, name),
      data: {
        'market/price_usd_close': {
          path: 'market/price_usd_close',
          latest: 100 + i,
          aggregated: null,
          change_24h: 0.05,
          change_7d: -0.02,
          values_7d: [1, 2, 3, 4, 5, 6, 7],
          ratio: null,
        },
      },
      position: first + i,
    })),
    meta: { pagination: { page: 1, pageSize: 20, total } },
  }
}

const tags = {
  data: [
    { id: 1, documentId: 'a', name: 'stablecoin', label: 'Stablecoin', position: 1 },
    { id: 2, documentId: 'b', name: 'commodity', label: 'Commodity', position: 2 },
  ],
  meta: { pagination: { page: 1, pageSize: 100, pageCount: 1, total: 2 } },
}

/** Answers the tags and hands each asset-list request to `list`; records every request. */
function stubApi(list: (query: URLSearchParams) => Response) {
  const requests: URLSearchParams[] = []
  vi.stubGlobal(
    'fetch',
    vi.fn<typeof fetch>(async (input) => {
      const url = new URL(String(input), 'http://studio.test')
      if (url.pathname === '/cms/asset-tags') return json(200, tags)
      if (url.pathname !== '/v1/asset-list/assets') throw new Error(`Unexpected ${url.pathname}`)
      requests.push(url.searchParams)
      return list(url.searchParams)
    }),
  )
  return requests
}

function renderTable() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } })
  const router = createRouter({
    routeTree: createRootRoute({ component: () => <AssetTable /> }),
    history: createMemoryHistory({ initialEntries: ['/home'] }),
  })
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router as unknown as AnyRouter} />
    </QueryClientProvider>,
  )
}

const rowNames = () =>
  screen.getAllByRole('rowheader').map((cell) => cell.textContent?.replace(/\s+/g, ' '))

describe('AssetTable', () => {
  it('shows the overview rows with links to the dashboard and the price chart', async () => {
    stubApi(() =>
      json(
        200,
        page(
          [
            ['BTC', 'Bitcoin'],
            ['ETH', 'Ethereum'],
          ],
          1,
        ),
      ),
    )
    renderTable()
    expect(await screen.findByRole('cell', { name: '$100.00' })).toBeTruthy()
    expect(rowNames()).toEqual(['BitcoinBTC', 'EthereumETH'])
    const btc = screen.getByRole('row', { name: /Bitcoin/ })
    expect(
      within(btc)
        .getByRole('link', { name: /Bitcoin/ })
        .getAttribute('href'),
    ).toBe('/dashboards/asset-overview?a=BTC')
    expect(within(btc).getByRole('link', { name: '$100.00' }).getAttribute('href')).toBe(
      '/charts/MarketPriceUsdClose?a=BTC',
    )
    expect(within(btc).getByText('+5%').className).toContain('tone-up')
    expect(within(btc).getByText('-2%').className).toContain('tone-down')
    expect(within(btc).getByRole('img', { name: 'BTC price, last 7 days: up 600%' })).toBeTruthy()
  })

  it('pages through 20 at a time and prefetches the same page of the next tab', async () => {
    const requests = stubApi((query) =>
      query.get('page') === '2'
        ? json(200, page([['LINK', 'Chainlink']], 21))
        : json(200, page([['BTC', 'Bitcoin']], 1)),
    )
    renderTable()
    const pager = await screen.findByRole('navigation', { name: 'Asset table pages' })
    expect(within(pager).getByText('Page 1 of 2')).toBeTruthy()
    expect(
      within(pager).getByRole('button', { name: 'Previous' }).getAttribute('aria-disabled'),
    ).toBe('true')
    fireEvent.click(within(pager).getByRole('button', { name: 'Next' }))
    await waitFor(() => expect(rowNames()).toEqual(['ChainlinkLINK']))
    expect(within(pager).getByText('Page 2 of 2')).toBeTruthy()
    expect(requests.at(-1)?.get('page_size')).toBe('20')

    // The neighbouring tab was asked for too, with the same page.
    await waitFor(() =>
      expect(
        requests.some(
          (q) =>
            q.get('metrics')?.startsWith('market/price_usd_close,addresses/') &&
            q.get('page') === '2',
        ),
      ).toBe(true),
    )
  })

  it('says "No assets" for a tag without any', async () => {
    const requests = stubApi((query) =>
      query.get('asset_tag') === 'commodity'
        ? json(200, page([], 1, 0))
        : json(200, page([['BTC', 'Bitcoin']], 1)),
    )
    renderTable()
    const chips = await screen.findByRole('group', { name: 'Asset tags' })
    fireEvent.click(await within(chips).findByRole('button', { name: 'Commodity' }))
    expect(await screen.findByText('No assets')).toBeTruthy()
    expect(screen.getByText('No assets under category Commodity.')).toBeTruthy()
    expect(
      within(chips).getByRole('button', { name: 'Commodity' }).getAttribute('aria-pressed'),
    ).toBe('true')
    expect(within(chips).getByRole('button', { name: 'All' }).getAttribute('aria-pressed')).toBe(
      'false',
    )
    expect(requests.some((q) => q.get('asset_tag') === 'commodity')).toBe(true)
  })

  it('offers Retry after a failure, and an upgrade for metrics above the plan', async () => {
    let fail = true
    stubApi((query) => {
      if (query.get('metrics')?.includes('market/mvrv')) {
        return json(403, {
          status: 403,
          error: 'Forbidden',
          message: 'Forbidden: Please upgrade to the Advanced plan.',
          allowed_plans: ['advanced', 'professional'],
        })
      }
      if (fail) return json(500, { status: 500, error: 'Error', message: 'down' })
      return json(200, page([['BTC', 'Bitcoin']], 1))
    })
    renderTable()
    const alert = await screen.findByRole('alert')
    expect(alert.textContent).toContain("Oops! We're experiencing a glitch.")
    fail = false
    fireEvent.click(within(alert).getByRole('button', { name: 'Retry' }))
    expect(await screen.findByRole('cell', { name: '$100.00' })).toBeTruthy()

    fireEvent.mouseDown(screen.getByRole('tab', { name: 'Profit & Loss' }))
    const upgrade = await screen.findByRole('alert')
    expect(upgrade.textContent).toContain('Forbidden: Please upgrade to the Advanced plan.')
    expect(within(upgrade).getByRole('link', { name: 'Upgrade' }).getAttribute('href')).toBe(
      '/pricing?modal=upgrade&upgradePlan=advanced',
    )
  })
})
