import { describe, expect, it } from 'vitest'
import { newFormulaItem, newMetricItem } from './workbenchItems'
import { commonResolutions, finestResolution, itemsAtResolution } from './viewResolution'

const m1 = newMetricItem(
  '00000000-0000-4000-8000-000000000001',
  { asset: 'BTC', metricCode: 'MarketMvrv', resolution: '24h' },
  [],
)
const m2 = newMetricItem(
  '00000000-0000-4000-8000-000000000002',
  { asset: 'BTC', metricCode: 'MarketPriceUsdClose', resolution: '1h' },
  [m1],
)
const f1 = newFormulaItem('00000000-0000-4000-8000-000000000003', 'Ratio', 'm1 / m2', [m1, m2])

describe('commonResolutions', () => {
  it('offers what every metric item offers, finest first', () => {
    expect(
      commonResolutions([
        ['1w', '24h', '1h'],
        ['10m', '1h', '24h', '1month'],
      ]),
    ).toEqual(['1h', '24h'])
  })

  it('offers nothing while an item is unknown, or without metric items', () => {
    expect(commonResolutions([['24h'], undefined])).toEqual([])
    expect(commonResolutions([])).toEqual([])
  })
})

describe('itemsAtResolution', () => {
  it('reads every metric item at the chosen resolution and leaves formulas alone', () => {
    const shown = itemsAtResolution([m1, m2, f1], '1w')
    expect(shown.map((item) => item.configType === 'metric' && item.meta.resolution)).toEqual([
      '1w',
      '1w',
      false,
    ])
    expect(shown[2]).toBe(f1)
    // The saved items are not changed.
    expect(m1.meta.resolution).toBe('24h')
  })

  it('keeps the saved resolutions without a choice', () => {
    expect(itemsAtResolution([m1, m2, f1], undefined)).toEqual([m1, m2, f1])
  })
})

describe('finestResolution', () => {
  it('takes the finest metric resolution, a day without any', () => {
    expect(finestResolution([m1, m2, f1])).toBe('1h')
    expect(finestResolution([f1])).toBe('24h')
  })
})
