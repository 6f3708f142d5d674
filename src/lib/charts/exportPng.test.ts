import { describe, expect, it } from 'vitest'
import { exportFileName, exportSubtitle, layoutLegend } from './exportPng'

const nov21 = Date.UTC(2026, 10, 21) / 1000
const nov22 = Date.UTC(2026, 10, 22) / 1000
const jan1 = Date.UTC(2026, 0, 1) / 1000

describe('export templates', () => {
  it('names the file studio-{title}-{asset}-{last date}', () => {
    expect(exportFileName({ title: 'MVRV Z-Score', asset: 'BTC', to: nov22 })).toBe(
      'studio-mvrv-z-score-btc-2026-11-22.png',
    )
  })

  it('writes the range shown for time series and heatmaps, the one day for snapshots', () => {
    expect(exportSubtitle({ kind: 'timeSeries', asset: 'ETH', from: jan1, to: nov22 })).toBe(
      'ETH · 2026-01-01 – 2026-11-22',
    )
    expect(exportSubtitle({ kind: 'heatmap', asset: 'BTC', from: nov22, to: nov22 })).toBe(
      'BTC · 2026-11-22',
    )
    expect(exportSubtitle({ kind: 'snapshot', asset: 'BTC', from: nov21, to: nov22 })).toBe(
      'BTC · 2026-11-22',
    )
  })

  it('lays the legend out left to right and counts what does not fit', () => {
    const measure = (text: string) => text.length * 10
    const items = ['Calls', 'Puts', 'Implied volatility'].map((label) => ({
      label,
      color: '#000000',
    }))
    const wide = layoutLegend(items, measure, 0, 1000)
    expect(wide.placed.map((p) => [p.label, p.x])).toEqual([
      ['Calls', 0],
      ['Puts', 88],
      ['Implied volatility', 166],
    ])
    expect(wide.hidden).toBe(0)
    // Room for two, but the second must leave room for "+N more" since a third follows.
    const narrow = layoutLegend(items, measure, 0, 200)
    expect(narrow.placed.map((p) => p.label)).toEqual(['Calls'])
    expect(narrow.hidden).toBe(2)
  })
})
