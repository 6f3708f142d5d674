import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { Asset } from '@/core/api/assets'
import { json, renderAt, stubApi } from '@/lib/testing/apiTestHarness'
import { AddMetricDialog } from './AddMetricDialog'

afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
})

const symbols = ['BTC', 'ETH', 'SOL', 'USDT', 'USDC', 'XRP', 'TRX', 'BNB', 'DOGE', 'TON', 'ADA']
const names: Record<string, string> = { ADA: 'Cardano', PEPE: 'Pepe', BTC: 'Bitcoin' }

function asset(symbol: string): Asset {
  return {
    assetId: symbol.toLowerCase(),
    symbol,
    name: names[symbol] ?? symbol,
    assetType: 'coin',
    category: 'currency',
    tags: [],
    assetTags: [],
    dashboardTags: [],
    semanticTags: [],
    blockchains: [],
    externalIds: {},
    logoUrl: '',
    genesis: 1_230_940_800,
  }
}

const sidebar = (symbol: string) => () =>
  json(200, {
    data: {
      asset: symbol,
      groups: [
        {
          group: 'market',
          label: 'Market',
          metrics: [
            {
              metricCode: 'MarketPriceUsdClose',
              name: 'Price',
              shortName: 'Price',
              path: 'market/price_usd_close',
              tier: 1,
            },
          ],
        },
      ],
    },
    meta: {},
  })

describe('AddMetricDialog', () => {
  it('offers every asset the metrics cover, found by symbol or name, beyond the top ten', async () => {
    stubApi({
      'GET /v1/metrics/assets': () => json(200, [...symbols, 'PEPE'].map(asset)),
      'GET /cms/charts/sidebar-v2/BTC': sidebar('BTC'),
      'GET /cms/charts/sidebar-v2/PEPE': sidebar('PEPE'),
    })
    const onAdd = vi.fn()
    renderAt(
      '/charts/x',
      <AddMetricDialog asset="BTC" plan="standard" onAdd={onAdd} onClose={vi.fn()} />,
    )
    const assetBox = await screen.findByRole('combobox', { name: 'Asset' })
    fireEvent.keyDown(assetBox, { key: 'ArrowDown' })
    const list = screen.getByRole('listbox', { name: 'Asset options' })
    await waitFor(() => expect(within(list).getAllByRole('option')).toHaveLength(12))

    // By name, from the keyboard.
    fireEvent.change(assetBox, { target: { value: 'pepe' } })
    expect(
      within(list)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['PEPEPepe'])
    fireEvent.keyDown(assetBox, { key: 'Enter' })
    expect(assetBox).toHaveProperty('value', 'PEPE')

    // The metric list is the new asset's, and Add names it.
    fireEvent.click(await screen.findByRole('radio', { name: /Price/ }))
    fireEvent.click(screen.getByRole('button', { name: 'Add metric' }))
    expect(onAdd).toHaveBeenCalledWith(
      expect.objectContaining({ asset: 'PEPE', metricCode: 'MarketPriceUsdClose' }),
      'Price (PEPE)',
    )
  })
})
