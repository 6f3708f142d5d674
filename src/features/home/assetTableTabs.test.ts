import { describe, expect, it } from 'vitest'
import { maxAssetListMetrics, parseAssetListQuery } from '@/core/api/assetList'
import { assetTags } from '@/core/api/assets'
import { maxQueryValueLength } from '@/core/api/metricsQuery'
import {
  assetListParams,
  assetTablePageSize,
  assetTableTab,
  assetTableTabs,
  neighbourTabs,
  pageCount,
  tabMetrics,
} from './assetTableTabs'

describe('asset table tabs', () => {
  it('are the five views of the spec, in its order', () => {
    expect(assetTableTabs.map((tab) => tab.label)).toEqual([
      'Overview',
      'Fundamentals',
      'Profit & Loss',
      'Supply Dynamics',
      'Futures',
    ])
    expect(assetTableTab('futures')?.label).toBe('Futures')
    expect(assetTableTab('nope')).toBeUndefined()
  })

  it('ask for each metric once, columns first, then the sparkline', () => {
    const overview = assetTableTab('overview')
    if (!overview) throw new Error('no overview')
    expect(tabMetrics(overview)).toEqual([
      'market/price_usd_close',
      'market/marketcap_usd',
      'market/spot_volume_daily_sum',
    ])
    const fundamentals = assetTableTab('fundamentals')
    expect(fundamentals && tabMetrics(fundamentals).at(-1)).toBe('fees/volume_mean')
  })

  it('open the price chart from the price column only', () => {
    for (const tab of assetTableTabs) {
      const linked = tab.columns.filter((column) => column.opensPriceChart)
      expect(linked.map((column) => [column.path, column.field])).toEqual([
        ['market/price_usd_close', 'latest'],
      ])
    }
  })

  it('make requests the asset list accepts, for every tab and tag', () => {
    const offered = {
      symbols: ['BTC', 'ETH'],
      metrics: assetTableTabs.flatMap(tabMetrics),
    }
    for (const tab of assetTableTabs) {
      const params = assetListParams(tab, 'stablecoin', 2)
      expect(params.metrics.length).toBeLessThanOrEqual(maxQueryValueLength)
      expect(tabMetrics(tab).length).toBeLessThanOrEqual(maxAssetListMetrics)
      const parsed = parseAssetListQuery(
        { ...params, page: String(params.page), page_size: String(params.page_size) },
        offered,
      )
      expect(parsed).toEqual({
        success: true,
        data: {
          symbols: undefined,
          metrics: tabMetrics(tab),
          tag: 'stablecoin',
          page: 2,
          pageSize: assetTablePageSize,
        },
      })
    }
    expect(assetTags).toContain('stablecoin')
  })

  it('leave the tag out for "All"', () => {
    const overview = assetTableTabs[0]
    if (!overview) throw new Error('no tabs')
    expect(assetListParams(overview, undefined, 1)).toEqual({
      metrics: 'market/price_usd_close,market/marketcap_usd,market/spot_volume_daily_sum',
      asset_tag: undefined,
      page: 1,
      page_size: 20,
    })
  })

  it('name the neighbours of a tab to prefetch', () => {
    expect(neighbourTabs('overview').map((tab) => tab.id)).toEqual(['fundamentals'])
    expect(neighbourTabs('profit-loss').map((tab) => tab.id)).toEqual([
      'fundamentals',
      'supply-dynamics',
    ])
    expect(neighbourTabs('futures').map((tab) => tab.id)).toEqual(['supply-dynamics'])
  })

  it('count pages of 20, at least one', () => {
    expect(pageCount(0)).toBe(1)
    expect(pageCount(20)).toBe(1)
    expect(pageCount(21)).toBe(2)
    expect(pageCount(30)).toBe(2)
  })
})
