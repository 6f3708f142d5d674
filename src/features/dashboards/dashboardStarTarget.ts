import type { DashboardDocument } from '@/core/api/dashboards'
import type { StarTarget } from '@/lib/favorites/FavoriteStar'

/**
 * What the star beside a dashboard's title stands for. A preset is the same for everyone and
 * follows the asset, so it is kept by slug with the asset it was opened for (its own when the
 * address names none); a user's dashboard is kept by its uuid alone.
 */
export function dashboardStarTarget(
  dashboard: DashboardDocument,
  asset: string | undefined,
): StarTarget {
  const name = dashboard.data.meta.name
  if (dashboard.isPreset && dashboard.slug) {
    const shownAsset = asset ?? dashboard.data.meta.asset ?? null
    return { configType: 'dashboard', meta: { slug: dashboard.slug, asset: shownAsset }, name }
  }
  return { configType: 'dashboard', meta: { uuid: dashboard.uuid }, name }
}
