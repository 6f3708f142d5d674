import { describe, expect, it } from 'vitest'
import { dashboardItemSchema } from '../api/dashboardItems'
import type { Favorite } from '../api/favorites'
import { favoriteTile } from './favoriteTile'

const uuid = '44444444-4444-4444-8444-444444444444'

const chart: Favorite = {
  id: 'fav-chart',
  configType: 'metric',
  meta: { asset: 'ETH', metricCode: 'MarketMvrv' },
  extra: { name: 'MVRV Ratio' },
}
const preset: Favorite = {
  id: 'fav-preset',
  configType: 'dashboard',
  meta: { slug: 'asset-overview', asset: 'BTC' },
  extra: { name: 'Asset overview: BTC' },
}
const mine: Favorite = {
  id: 'fav-mine',
  configType: 'dashboard',
  meta: { uuid: '7e000000-0000-4000-8000-000000000001' },
  extra: { name: 'Miners' },
}

describe('favoriteTile', () => {
  it('draws a starred chart as a metric tile for the asset it was starred on', () => {
    expect(favoriteTile(uuid, chart)).toEqual({
      uuid,
      configType: 'metric',
      meta: { asset: 'ETH', metricCode: 'MarketMvrv' },
      extra: { name: 'MVRV Ratio' },
    })
  })

  it('opens a starred dashboard from a link tile: a preset by slug and asset, a dashboard by uuid', () => {
    expect(favoriteTile(uuid, preset)).toEqual({
      uuid,
      configType: 'dashboard',
      meta: { uuid: null, slug: 'asset-overview', asset: 'BTC' },
      extra: { name: 'Asset overview: BTC' },
    })
    expect(favoriteTile(uuid, mine)?.meta).toEqual({
      uuid: '7e000000-0000-4000-8000-000000000001',
      slug: null,
      asset: null,
    })
  })

  it('makes tiles the contract accepts, and none of a favourite that names nothing', () => {
    for (const favorite of [chart, preset, mine]) {
      expect(dashboardItemSchema.safeParse(favoriteTile(uuid, favorite)).success).toBe(true)
    }
    expect(favoriteTile(uuid, { ...chart, meta: { asset: 'ETH' } })).toBeUndefined()
    expect(favoriteTile(uuid, { ...mine, meta: {} })).toBeUndefined()
  })
})
