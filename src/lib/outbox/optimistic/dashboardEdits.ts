import type { QueryClient } from '@tanstack/react-query'
import {
  createDashboardRequestSchema,
  dashboardAssets,
  dashboardSummary,
  updateDashboardRequestSchema,
  uncategorized,
  type DashboardCategory,
  type DashboardDocument,
} from '@/core/api/dashboards'
import type { Operation } from '@/core/sync/operations'
import {
  dashboardCategoriesQuery,
  dashboardListQuery,
  dashboardQuery,
  dashboardsKey,
} from '@/lib/dashboards/dashboardQueries'

/*
 * A queued dashboard write shown in the cache before the server has it (and again after every
 * read, until it lands): the page, the list and the categories all show the edit. Each applies
 * idempotently — applying it twice shows the same — since it is applied again on every read.
 */

/** Every cached read of one dashboard, whatever asset (`a`) it was read for. */
export const dashboardDocumentKey = (uuid: string) => [
  ...dashboardsKey,
  'dashboard',
  uuid.toLowerCase(),
]

function fileUnder(
  categories: DashboardCategory[] | undefined,
  uuid: string,
  categoryUuid: string | null,
): DashboardCategory[] | undefined {
  return categories?.map((category) => {
    const items = category.items.filter((item) => item !== uuid)
    return { ...category, items: category.uuid === categoryUuid ? [uuid, ...items] : items }
  })
}

export function applyDashboardEdit(queryClient: QueryClient, op: Operation, now: number): void {
  const uuid = op.target
  if (op.kind === 'dashboard.delete') {
    queryClient.setQueryData(dashboardListQuery.queryKey, (list) =>
      list?.filter((entry) => entry.uuid !== uuid),
    )
    queryClient.setQueryData(dashboardCategoriesQuery.queryKey, (list) =>
      fileUnder(list, uuid, null),
    )
    queryClient.removeQueries({ queryKey: dashboardDocumentKey(uuid) })
    return
  }
  const schema =
    op.kind === 'dashboard.create' ? createDashboardRequestSchema : updateDashboardRequestSchema
  const parsed = schema.safeParse(op.payload)
  if (!parsed.success) return
  const { data, categoryUuid } = parsed.data
  let shown: DashboardDocument | undefined
  if (op.kind === 'dashboard.create') {
    shown = {
      uuid,
      slug: null,
      categoryUuid: categoryUuid ?? uncategorized,
      type: 'user',
      data,
      isOwner: true,
      isPreset: false,
      version: 1,
      createdAt: op.createdAt,
      updatedAt: op.createdAt,
    }
    queryClient.setQueryData(
      dashboardQuery(uuid, data.meta.asset ?? undefined).queryKey,
      (held) => held ?? shown,
    )
  }
  queryClient.setQueriesData<DashboardDocument>(
    { queryKey: dashboardDocumentKey(uuid) },
    (held) => {
      if (held === undefined) return held
      shown = { ...held, data, categoryUuid: categoryUuid ?? held.categoryUuid, updatedAt: now }
      return shown
    },
  )
  const itemCount = data.configs.length
  const assets = dashboardAssets(data.configs)
  queryClient.setQueryData(dashboardListQuery.queryKey, (list) => {
    if (list === undefined) return list
    if (!list.some((held) => held.uuid === uuid))
      return shown ? [dashboardSummary(shown), ...list] : list
    return list.map((held) =>
      held.uuid === uuid
        ? {
            ...held,
            meta: data.meta,
            itemCount,
            assets,
            categoryUuid: categoryUuid ?? held.categoryUuid,
            updatedAt: now,
          }
        : held,
    )
  })
  if (categoryUuid !== undefined || op.kind === 'dashboard.create') {
    queryClient.setQueryData(dashboardCategoriesQuery.queryKey, (list) =>
      fileUnder(list, uuid, categoryUuid ?? uncategorized),
    )
  }
}
