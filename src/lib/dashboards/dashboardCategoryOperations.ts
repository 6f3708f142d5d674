import type { DashboardCategory } from '@/core/api/dashboards'
import type { NewOperation } from '@/core/sync/operations'

/*
 * The writes of dashboard categories (/v1/dashboards/categories) as outbox operations
 * (docs/offline.md), like the charts' in src/lib/udm/chartOperations.ts: a create carries the
 * uuid the app chose, a rename and a delete name the version listed (If-Match).
 */

type Operation = Omit<NewOperation, 'owner'>

export function createDashboardCategoryOperation(name: string): Operation {
  const uuid = crypto.randomUUID()
  return {
    kind: 'dashboardCategory.create',
    target: uuid,
    payload: { name, clientUuid: uuid },
    baseVersion: null,
    label: `Created category “${name}”`,
  }
}

export function renameDashboardCategoryOperation(
  category: DashboardCategory,
  name: string,
): Operation {
  return {
    kind: 'dashboardCategory.rename',
    target: category.uuid,
    payload: { name },
    baseVersion: category.version,
    base: { name: category.name },
    label: `Renamed category “${category.name}” to “${name}”`,
  }
}

/** The server files the category's dashboards under Uncategorized in the same transaction. */
export function deleteDashboardCategoryOperation(category: DashboardCategory): Operation {
  return {
    kind: 'dashboardCategory.delete',
    target: category.uuid,
    baseVersion: category.version,
    label: `Deleted category “${category.name}”`,
  }
}
