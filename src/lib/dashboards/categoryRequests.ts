import { dashboardCategorySchema, type DashboardCategory } from '@/core/api/dashboards'
import { requestJson } from '@/lib/api/client'
import { writeHeaders } from './dashboardRequests'

/*
 * Writes to /v1/dashboards/categories, versioned and idempotent like the dashboards' own
 * (dashboardRequests.ts). Deleting a category files its dashboards under Uncategorized.
 */

const categoryPath = (uuid: string) => `/v1/dashboards/categories/${encodeURIComponent(uuid)}`

export async function createCategory(name: string): Promise<DashboardCategory> {
  return dashboardCategorySchema.parse(
    await requestJson('/v1/dashboards/categories/create', {
      method: 'POST',
      json: { name },
      headers: writeHeaders(),
    }),
  )
}

export async function renameCategory(
  category: DashboardCategory,
  name: string,
): Promise<DashboardCategory> {
  return dashboardCategorySchema.parse(
    await requestJson(categoryPath(category.uuid), {
      method: 'PUT',
      json: { name },
      headers: writeHeaders(category.version),
    }),
  )
}

export async function deleteCategory(category: DashboardCategory): Promise<void> {
  await requestJson(categoryPath(category.uuid), {
    method: 'DELETE',
    headers: writeHeaders(category.version),
  })
}
