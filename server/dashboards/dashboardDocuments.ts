import {
  uncategorized,
  uncategorizedName,
  type DashboardCategory,
  type DashboardDocument,
} from '@/core/api/dashboards'
import type { StoredDashboardCategory } from '../repositories/dashboardCategoriesRepository'
import type { StoredDashboard } from '../repositories/dashboardsRepository'

/**
 * A stored dashboard as `viewerUuid` reads it (null for a guest). Anyone with the link may read
 * a dashboard; only its owner may save over it (`isOwner`) and only the owner sees its category:
 * categories are private.
 */
export function dashboardDocument(
  dashboard: StoredDashboard,
  viewerUuid: string | null,
): DashboardDocument {
  const isOwner = viewerUuid === dashboard.ownerUuid
  return {
    uuid: dashboard.uuid,
    slug: null,
    categoryUuid: (isOwner ? dashboard.categoryUuid : null) ?? uncategorized,
    type: 'user',
    data: dashboard.data,
    isOwner,
    isPreset: false,
    version: dashboard.version,
    createdAt: dashboard.createdAt,
    updatedAt: dashboard.updatedAt,
  }
}

export function categoryDocument(category: StoredDashboardCategory): DashboardCategory {
  return {
    uuid: category.uuid,
    name: category.name,
    items: category.items,
    isDefault: false,
    version: category.version,
    createdAt: category.createdAt,
    updatedAt: category.updatedAt,
  }
}

/** The default category: always there, holding every dashboard not filed elsewhere. */
export function uncategorizedDocument(items: string[]): DashboardCategory {
  return {
    uuid: uncategorized,
    name: uncategorizedName,
    items,
    isDefault: true,
    version: 1,
    createdAt: 0,
    updatedAt: 0,
  }
}
