import { idempotencyKeyHeader, versionTag } from '@/core/api/documentVersion'
import { requestJson } from '@/lib/api/client'
import {
  dashboardCategorySchema,
  dashboardDocumentSchema,
  type DashboardCategory,
  type DashboardDocument,
} from '@/core/api/dashboards'

/*
 * The sidebar's writes to /v1/dashboards. Each names the version it was made on (If-Match: a
 * change made on a stale copy answers 412 instead of overwriting a newer save) and carries a
 * fresh Idempotency-Key, so a request retried after a lost answer is applied once.
 */

function writeHeaders(version?: number): Record<string, string> {
  return {
    [idempotencyKeyHeader]: crypto.randomUUID(),
    ...(version === undefined ? {} : { 'If-Match': versionTag(version) }),
  }
}

const path = (uuid: string) => `/v1/dashboards/${encodeURIComponent(uuid)}`
const categoryPath = (uuid: string) => `/v1/dashboards/categories/${encodeURIComponent(uuid)}`

/** POST /v1/dashboards/create: an empty dashboard for the asset on screen. */
export async function createDashboard(input: {
  name: string
  asset: string
  /** A category uuid, or "uncategorized". */
  categoryUuid: string
}): Promise<DashboardDocument> {
  return dashboardDocumentSchema.parse(
    await requestJson('/v1/dashboards/create', {
      method: 'POST',
      json: {
        categoryUuid: input.categoryUuid,
        data: {
          configs: [],
          layouts: [],
          meta: { name: input.name, asset: input.asset, slug: null },
        },
      },
      headers: writeHeaders(),
    }),
  )
}

/** PUT /v1/dashboards/{id}: the document as read, filed under another category. */
export async function moveDashboard(
  document: DashboardDocument,
  categoryUuid: string,
): Promise<DashboardDocument> {
  return dashboardDocumentSchema.parse(
    await requestJson(path(document.uuid), {
      method: 'PUT',
      json: { categoryUuid, data: document.data },
      headers: writeHeaders(document.version),
    }),
  )
}

export async function deleteDashboard(uuid: string, version: number): Promise<void> {
  await requestJson(path(uuid), { method: 'DELETE', headers: writeHeaders(version) })
}

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
