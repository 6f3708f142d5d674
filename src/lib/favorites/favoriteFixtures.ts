import type { Favorite } from '@/core/api/favorites'

/* Test data for the favourites' tests (imported by tests only). */

export const mvrvFavorite: Favorite = {
  id: 'fav-mvrv-btc',
  configType: 'metric',
  meta: { asset: 'BTC', metricCode: 'MarketMvrv' },
  extra: { name: 'MVRV Ratio' },
}

export const minersFavorite: Favorite = {
  id: 'fav-miners',
  configType: 'dashboard',
  meta: { uuid: '7e000000-0000-4000-8000-000000000001', asset: 'BTC' },
  extra: { name: 'Miners' },
}

export const overviewFavorite: Favorite = {
  id: 'fav-overview-eth',
  configType: 'dashboard',
  meta: { slug: 'asset-overview', asset: 'ETH' },
  extra: { name: 'Asset overview' },
}

/** The answer of GET /v1/user/favorites and of each write. */
export const listOf = (data: unknown[], version = 1) => ({ data, version })
