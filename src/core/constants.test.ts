import { describe, expect, it } from 'vitest'
import {
  breakpoints,
  defaultAsset,
  pricing,
  queryGcMs,
  queryStaleMs,
  timeRangesDays,
  tokenRelinkMs,
  topAssets,
} from './constants'

describe('constants', () => {
  it('keeps breakpoints ascending', () => {
    const widths = Object.values(breakpoints)
    expect(widths).toEqual([...widths].sort((a, b) => a - b))
  })

  it('lists top assets with BTC then ETH first, including the default asset', () => {
    expect(topAssets.slice(0, 2)).toEqual(['BTC', 'ETH'])
    expect(topAssets).toContain(defaultAsset)
    expect(new Set(topAssets).size).toBe(topAssets.length)
  })

  it('orders numeric time ranges ascending with ytd between 182 and 365 and all last', () => {
    const numeric = timeRangesDays.filter(
      (d): d is Exclude<typeof d, string> => d !== 'ytd' && d !== 'all',
    )
    expect(numeric).toEqual([...numeric].sort((a, b) => a - b))
    expect(timeRangesDays.indexOf('ytd')).toBe(timeRangesDays.indexOf(182) + 1)
    expect(timeRangesDays.at(-1)).toBe('all')
  })

  it('uses the spec durations', () => {
    expect(tokenRelinkMs).toBe(43_200 * 1000)
    expect(queryStaleMs).toBe(600_000)
    expect(queryGcMs).toBe(600_000)
  })

  it('prices yearly billing below monthly', () => {
    expect(pricing.yearlyPerMonth).toBeLessThan(pricing.monthly)
  })
})
