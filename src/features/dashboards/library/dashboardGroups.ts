import { uncategorized as uncategorizedKey, uncategorizedName } from '@/core/api/dashboards'

/**
 * The fields of a dashboard list entry the sidebar groups by. Kept structural, so the list entries
 * of the shared contract fit as they are.
 */
export interface GroupableDashboard {
  uuid: string
  categoryUuid: string | null
  meta: { name: string }
}

export interface GroupableCategory {
  uuid: string
  name: string
  /** The default category ("uncategorized"), always listed last as Uncategorized. */
  isDefault?: boolean
}

/** A heading of the My dashboards list: one of the user's categories, or Uncategorized. */
export interface DashboardGroup<D extends GroupableDashboard, C extends GroupableCategory> {
  /** The category's uuid, or "uncategorized". */
  key: string
  name: string
  /** Null for Uncategorized, which cannot be renamed or deleted. */
  category: C | null
  dashboards: D[]
}

/** The default category of app.md section 3: a dashboard without a category of its own. */
export { uncategorizedKey, uncategorizedName }

/** Whether a category uuid is the default one (absent, or the literal "uncategorized"). */
export function isUncategorized(categoryUuid: string | null | undefined): boolean {
  return !categoryUuid || categoryUuid.toLowerCase() === uncategorizedKey
}

export function matchesName(name: string, filter: string): boolean {
  const needle = filter.trim().toLowerCase()
  return needle === '' || name.toLowerCase().includes(needle)
}

/**
 * The dashboards under their categories in the categories' order, Uncategorized last. Without a
 * filter every category shows, empty ones too, so a new category can be seen, renamed or deleted;
 * with one only groups holding a match remain. The list's own order (newest first) is kept inside
 * each group, so a dashboard just created is on top.
 */
export function groupDashboards<D extends GroupableDashboard, C extends GroupableCategory>(
  dashboards: readonly D[],
  categories: readonly C[],
  filter = '',
): DashboardGroup<D, C>[] {
  const filtering = filter.trim() !== ''
  const own = categories.filter(
    (category) => category.isDefault !== true && !isUncategorized(category.uuid),
  )
  const groups: DashboardGroup<D, C>[] = own.map((category) => ({
    key: category.uuid,
    name: category.name,
    category,
    dashboards: [],
  }))
  const byKey = new Map(groups.map((group) => [group.key.toLowerCase(), group]))
  const uncategorized: DashboardGroup<D, C> = {
    key: uncategorizedKey,
    name: uncategorizedName,
    category: null,
    dashboards: [],
  }
  for (const dashboard of dashboards) {
    if (!matchesName(dashboard.meta.name, filter)) continue
    // A dashboard filed in a category the list has not caught up with yet (created elsewhere a
    // moment ago) shows as uncategorized until the categories are read again.
    const key = dashboard.categoryUuid?.toLowerCase()
    const group = key === undefined ? undefined : byKey.get(key)
    ;(group ?? uncategorized).dashboards.push(dashboard)
  }
  const all = uncategorized.dashboards.length > 0 ? [...groups, uncategorized] : groups
  return filtering ? all.filter((group) => group.dashboards.length > 0) : all
}
