import {
  groupByCategory,
  type GroupableCategory,
  type LibraryGroup,
} from '@/lib/documentLibrary/libraryGroups'

/**
 * The fields of a dashboard list entry the sidebar groups by. Kept structural, so the list entries
 * of the shared contract fit as they are.
 */
export interface GroupableDashboard {
  uuid: string
  categoryUuid: string | null
  meta: { name: string }
}

/**
 * The dashboards under their categories in the categories' order, Uncategorized last (the default
 * category never a heading of its own); a filter matches a dashboard's name.
 */
export function groupDashboards<D extends GroupableDashboard, C extends GroupableCategory>(
  dashboards: readonly D[],
  categories: readonly C[],
  filter = '',
): LibraryGroup<D, C>[] {
  return groupByCategory(dashboards, categories, filter, (dashboard) => [dashboard.meta.name])
}
