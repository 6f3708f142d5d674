import type { Favorite } from '@/core/api/favorites'

/** Where a favourite opens, as a router link: a metric's chart or a dashboard, with its asset. */
export type FavoriteLink =
  | { to: '/charts/$id'; params: { id: string }; search: { a?: string } }
  | { to: '/dashboards/$uuid'; params: { uuid: string }; search: { a?: string } }

const assetSearch = (asset: string | null | undefined) => (asset ? { a: asset } : {})

/** The link of a favourite, or undefined when it names nothing that can be opened. */
export function favoriteLink(favorite: Favorite): FavoriteLink | undefined {
  const { meta } = favorite
  if (favorite.configType === 'metric') {
    const id = meta.metricCode ?? meta.slug
    return id ? { to: '/charts/$id', params: { id }, search: assetSearch(meta.asset) } : undefined
  }
  const uuid = meta.uuid ?? meta.slug
  return uuid
    ? { to: '/dashboards/$uuid', params: { uuid }, search: assetSearch(meta.asset) }
    : undefined
}

/** A short description under the name: what kind of favourite it is, and for which asset. */
export function favoriteKindText(favorite: Favorite): string {
  const kind = favorite.configType === 'metric' ? 'Chart' : 'Dashboard'
  return favorite.meta.asset ? `${kind} · ${favorite.meta.asset}` : kind
}
