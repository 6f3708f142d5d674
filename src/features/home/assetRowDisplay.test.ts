import { describe, expect, it } from 'vitest'
import type { TableRowMetric } from '@/core/api/assetList'
import { cellTone, displayRow, formatCell } from './assetRowDisplay'
import type { AssetTableRow } from './assetTableQueries'
import { assetTableTab } from './assetTableTabs'

function metric(path: string, fields: Partial<TableRowMetric>): TableRowMetric {
  return {
    path,
    latest: null,
    aggregated: null,
    change_24h: null,
    change_7d: null,
    values_7d: [],
    ratio: null,
    ...fields,
  }
}

const btc: AssetTableRow = {
  symbol: 'BTC',
  name: 'Bitcoin',
  position: 1,
  data: {
    'market/price_usd_close': metric('market/price_usd_close', {
      latest: 91071.5416,
      change_24h: 0.0108,
      change_7d: -0.0769,
      values_7d: [96114.3, 93276.4, null, 91071.5],
    }),
    'market/marketcap_usd': metric('market/marketcap_usd', {
      latest: 1831746392365.447,
      ratio: 0.62048,
    }),
    'market/spot_volume_daily_sum': null,
  },
}

describe('displayRow', () => {
  it('shows the overview of an asset: rank, price, changes, cap, dominance, volume', () => {
    const overview = assetTableTab('overview')
    if (!overview) throw new Error('no overview')
    const row = displayRow(btc, overview)
    expect(row).toMatchObject({ symbol: 'BTC', name: 'Bitcoin', rank: 1 })
    expect(row.cells.map((cell) => [cell.column.header, cell.text, cell.tone])).toEqual([
      ['Price', '$91,072', undefined],
      ['24h %', '+1.08%', 'up'],
      ['7d %', '-7.69%', 'down'],
      ['Market Cap', '$1.83T', undefined],
      ['Dominance', '62.05%', undefined],
      // A metric the asset lacks.
      ['Spot Volume 24h', '–', undefined],
    ])
    expect(row.sparkline).toEqual({
      values: [96114.3, 93276.4, null, 91071.5],
      label: 'BTC price, last 7 days',
    })
  })

  it('shows "–" in every column of a tab whose metrics the asset lacks', () => {
    const futures = assetTableTab('futures')
    if (!futures) throw new Error('no futures')
    const row = displayRow({ ...btc, symbol: 'PEPE', name: 'Pepe', data: {} }, futures)
    expect(row.cells.every((cell) => cell.text === '–' && cell.tone === undefined)).toBe(true)
    expect(row.sparkline).toEqual({
      values: [],
      label: 'PEPE futures open interest, last 7 days',
    })
  })
})

describe('formatCell', () => {
  it('writes prices in full: cents from a dollar up, four significant digits below', () => {
    expect(formatCell(3031.936, 'price', 'ETH')).toBe('$3,031.94')
    // Cents only within 6 significant digits (issue 25): a whole dollar amount above.
    expect(formatCell(102398.95373486, 'price', 'BTC')).toBe('$102,399')
    expect(formatCell(1, 'price', 'USDT')).toBe('$1.00')
    expect(formatCell(0.26746681, 'price', 'TRX')).toBe('$0.2675')
    expect(formatCell(0.99998325, 'price', 'USDC')).toBe('$1.00')
    expect(formatCell(0.0000123456, 'price', 'PEPE')).toBe('$0.00001235')
    expect(formatCell(0.000000001234, 'price', 'TINY')).toBe('$0.00')
  })

  it('writes amounts compactly, dollars before and units after', () => {
    expect(formatCell(62018483935.37, 'usd', 'BTC')).toBe('$62.02B')
    expect(formatCell(-1500, 'usd', 'BTC')).toBe('-$1.5K')
    expect(formatCell(751995, 'count', 'BTC')).toBe('752K')
    expect(formatCell(-1711.86, 'native', 'BTC')).toBe('-1.71K BTC')
    expect(formatCell(0.0000147687, 'native', 'BTC')).toBe('0.00001477 BTC')
    expect(formatCell(276.80810023, 'native', 'BTC')).toBe('276.81 BTC')
    expect(formatCell(1.57224896, 'native', 'TRX')).toBe('1.57 TRX')
    expect(formatCell(678, 'count', 'UNI')).toBe('678')
  })

  it('writes shares, changes, funding rates and ratios', () => {
    expect(formatCell(0.60595, 'share', 'BTC')).toBe('60.6%')
    expect(formatCell(-0.3245, 'change', 'BTC')).toBe('-32.45%')
    expect(formatCell(12, 'change', 'BTC')).toBe('+∞')
    expect(formatCell(Infinity, 'change', 'BTC')).toBe('+∞')
    expect(formatCell(0.0000857, 'rate', 'BTC')).toBe('+0.0086%')
    expect(formatCell(1.83456, 'ratio', 'BTC')).toBe('1.835')
  })

  it('writes "–" for a missing value in any form', () => {
    for (const format of ['price', 'usd', 'count', 'native', 'share', 'change'] as const) {
      expect(formatCell(null, format, 'BTC')).toBe('–')
      expect(formatCell(undefined, format, 'BTC')).toBe('–')
      expect(formatCell(NaN, format, 'BTC')).toBe('–')
    }
    expect(formatCell(Infinity, 'usd', 'BTC')).toBe('–')
  })
})

describe('cellTone', () => {
  it('colours signed values by the sign they are written with', () => {
    expect(cellTone('+1%', 'change')).toBe('up')
    expect(cellTone('-0.01%', 'rate')).toBe('down')
    expect(cellTone('+∞', 'change')).toBe('up')
    expect(cellTone(formatCell(-0.00001, 'change', 'USDT'), 'change')).toBeUndefined()
    expect(cellTone('–', 'change')).toBeUndefined()
    expect(cellTone('-5 BTC', 'native')).toBeUndefined()
  })
})
