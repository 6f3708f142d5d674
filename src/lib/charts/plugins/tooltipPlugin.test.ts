import { describe, expect, it } from 'vitest'
import type uPlot from 'uplot'
import { tooltipContent } from './tooltipPlugin'

/** What tooltipContent reads of a chart: data, labels, strokes (functions, as uPlot keeps them). */
function fakePlot(): uPlot {
  return {
    data: [[1_700_000_000], [5], [8], [3]],
    series: [
      {},
      { label: 'new', show: true, stroke: () => '#2f6fdb' },
      { label: 'retained', show: true, stroke: () => '#e0700b' },
      { label: 'hidden', show: false, stroke: () => '#000000' },
    ],
  } as unknown as uPlot
}

describe('tooltipContent', () => {
  it('shows the drawn value of each visible series with its colour', () => {
    const content = tooltipContent(fakePlot(), 0, '24h')
    expect(content.date).toBe('2023-11-14')
    expect(content.rows).toEqual([
      { label: 'new', color: '#2f6fdb', value: '5' },
      { label: 'retained', color: '#e0700b', value: '8' },
    ])
  })

  it('takes values from an accessor when one is given (stacked areas unstack)', () => {
    const content = tooltipContent(fakePlot(), 0, '24h', (u, i, idx) =>
      i === 2 ? (u.data[2]?.[idx] ?? 0) - (u.data[1]?.[idx] ?? 0) : u.data[i]?.[idx],
    )
    expect(content.rows.map((r) => r.value)).toEqual(['5', '3'])
  })

  it('rounds each value to 6 significant digits, never dropping integer digits', () => {
    const plot = {
      data: [[1_700_000_000], [102398.95373486], [1.0041234], [0.000123456789], [1234567890.5]],
      series: [{}, ...['price', 'ratio', 'fee', 'supply'].map((label) => ({ label, show: true }))],
    } as unknown as uPlot
    expect(tooltipContent(plot, 0, '24h').rows.map((r) => r.value)).toEqual([
      '102,399',
      '1.00412',
      '0.000123457',
      '1,234,567,891',
    ])
  })
})
