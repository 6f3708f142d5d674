import { describe, expect, it } from 'vitest'
import {
  dedupeFavorites,
  favoriteListSchema,
  findFavorite,
  isSameFavorite,
  removeFavorite,
  replaceFavoritesRequestSchema,
  upsertFavorite,
  type Favorite,
} from './favorites'

const mvrv: Favorite = {
  id: 'f1',
  configType: 'metric',
  meta: { asset: 'BTC', metricCode: 'MarketMvrv' },
  extra: { name: 'MVRV' },
}
const overviewEth: Favorite = {
  id: 'f2',
  configType: 'dashboard',
  meta: { slug: 'asset-overview', asset: 'ETH' },
  extra: { name: 'ETH overview' },
}
const saved: Favorite = {
  id: 'f3',
  configType: 'dashboard',
  meta: { uuid: '6f1c1f1e-8a4b-4c1e-9f1e-1e2b3c4d5e6f' },
  extra: { name: 'Mine' },
}

describe('favourites', () => {
  it('match dashboards by uuid, or slug and asset; metrics by code and asset', () => {
    expect(
      isSameFavorite(overviewEth, {
        configType: 'dashboard',
        meta: { slug: 'asset-overview', asset: 'ETH' },
      }),
    ).toBe(true)
    expect(
      isSameFavorite(overviewEth, {
        configType: 'dashboard',
        meta: { slug: 'asset-overview', asset: 'BTC' },
      }),
    ).toBe(false)
    expect(
      isSameFavorite(saved, {
        configType: 'dashboard',
        meta: { uuid: '6F1C1F1E-8A4B-4C1E-9F1E-1E2B3C4D5E6F', slug: 'other' },
      }),
    ).toBe(true)
    expect(
      isSameFavorite(mvrv, {
        configType: 'metric',
        meta: { asset: 'btc', metricCode: 'MarketMvrv' },
      }),
    ).toBe(true)
    expect(
      isSameFavorite(mvrv, {
        configType: 'metric',
        meta: { asset: 'ETH', metricCode: 'MarketMvrv' },
      }),
    ).toBe(false)
    expect(
      isSameFavorite(mvrv, {
        configType: 'dashboard',
        meta: { asset: 'BTC', metricCode: 'MarketMvrv' },
      }),
    ).toBe(false)
    expect(
      findFavorite([mvrv, overviewEth, saved], {
        configType: 'dashboard',
        meta: { uuid: saved.meta.uuid },
      }),
    ).toBe(saved)
  })

  it('drop nameless entries when a list is read, and keep a favourite once', () => {
    const list = favoriteListSchema.parse({
      version: 3,
      data: [
        mvrv,
        { ...overviewEth, extra: {} },
        { ...saved, extra: { name: '  ' } },
        { ...mvrv, id: 'f9' },
        saved,
        null,
      ],
    })
    expect(list.data).toEqual([mvrv, saved])
  })

  it('refuse an invalid favourite that has a name', () => {
    const result = replaceFavoritesRequestSchema.safeParse([{ ...mvrv, meta: { asset: 'BTC' } }])
    expect(result.success).toBe(false)
    expect(result.error?.issues[0]).toMatchObject({
      path: ['data', 0, 'meta'],
      message: 'A metric favourite needs metricCode and asset',
    })
    expect(replaceFavoritesRequestSchema.parse({ data: [mvrv] })).toEqual([mvrv])
  })

  it('cap the list at 500', () => {
    const many = Array.from({ length: 501 }, (_, n) => ({
      ...mvrv,
      id: `f${n}`,
      meta: { asset: 'BTC', metricCode: `Metric${n}` },
    }))
    expect(replaceFavoritesRequestSchema.safeParse(many).success).toBe(false)
  })

  it('add in place of the same target, append otherwise, and remove by id', () => {
    const list = [mvrv, overviewEth]
    const renamed = { ...mvrv, id: 'other-device', extra: { name: 'MVRV ratio' } }
    expect(upsertFavorite(list, renamed)).toEqual([renamed, overviewEth])
    expect(upsertFavorite(list, saved)).toEqual([mvrv, overviewEth, saved])
    expect(removeFavorite(list, 'f2')).toEqual([mvrv])
    expect(removeFavorite(list, 'missing')).toEqual(list)
    expect(dedupeFavorites([mvrv, mvrv])).toEqual([mvrv])
  })
})
