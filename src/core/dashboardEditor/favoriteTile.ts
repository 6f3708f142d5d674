import type { DashboardItem } from '../api/dashboardItems'
import type { Favorite } from '../api/favorites'
import { newMetricTile } from './newItems'

/**
 * The tile a favourite becomes on a dashboard (the Add favourite dialog): a starred chart is a
 * metric tile drawing that metric for the asset it was starred on; a starred dashboard is a
 * link tile opening it (by uuid, or a preset by slug and asset). Both keep the favourite's name.
 * Undefined for a favourite that names nothing to draw or open (the contract refuses those).
 */
export function favoriteTile(uuid: string, favorite: Favorite): DashboardItem | undefined {
  const { meta } = favorite
  const name = favorite.extra.name
  if (favorite.configType === 'metric') {
    if (!meta.metricCode || !meta.asset) return undefined
    return newMetricTile(uuid, { asset: meta.asset, metricCode: meta.metricCode }, name)
  }
  if (!meta.uuid && !meta.slug) return undefined
  return {
    uuid,
    configType: 'dashboard',
    meta: { uuid: meta.uuid ?? null, slug: meta.slug ?? null, asset: meta.asset ?? null },
    extra: { name },
  }
}
