import type { QueryClient } from '@tanstack/react-query'
import { uncategorized, type DashboardCategory } from '@/core/api/dashboards'
import type { UdmCategory } from '@/core/api/udm'
import { verbOf, type Operation } from '@/core/sync/operations'
import { dashboardCategoriesQuery, dashboardListQuery } from '@/lib/dashboards/dashboardQueries'
import { chartListQuery, udmCategoriesQuery } from '@/lib/udm/udmQueries'

/*
 * Queued category writes of both document APIs shown in the cache (see dashboardEdits.ts): a new
 * category appears, a rename shows, a deleted one goes and its documents show as uncategorized,
 * as the server will file them.
 */

function nameOf(op: Operation): string | undefined {
  const name = (op.payload as { name?: unknown } | undefined)?.name
  return typeof name === 'string' ? name.trim() : undefined
}

export function applyDashboardCategoryEdit(queryClient: QueryClient, op: Operation): void {
  const uuid = op.target
  const name = nameOf(op)
  queryClient.setQueryData(dashboardCategoriesQuery.queryKey, (list) => {
    if (list === undefined) return list
    const held = list.find((category) => category.uuid === uuid)
    switch (verbOf(op.kind)) {
      case 'create': {
        if (held !== undefined || name === undefined) return list
        const created: DashboardCategory = {
          uuid,
          name,
          items: [],
          isDefault: false,
          version: 1,
          createdAt: op.createdAt,
          updatedAt: op.createdAt,
        }
        return [...list, created]
      }
      case 'rename':
        return name === undefined ? list : list.map((c) => (c.uuid === uuid ? { ...c, name } : c))
      default: {
        const moved = held?.items ?? []
        return list
          .filter((category) => category.uuid !== uuid)
          .map((category) =>
            category.uuid === uncategorized
              ? { ...category, items: [...new Set([...moved, ...category.items])] }
              : category,
          )
      }
    }
  })
  if (verbOf(op.kind) === 'delete') {
    queryClient.setQueryData(dashboardListQuery.queryKey, (list) =>
      list?.map((entry) =>
        entry.categoryUuid === uuid ? { ...entry, categoryUuid: uncategorized } : entry,
      ),
    )
  }
}

export function applyChartCategoryEdit(queryClient: QueryClient, op: Operation): void {
  const uuid = op.target
  const name = nameOf(op)
  const verb = verbOf(op.kind)
  queryClient.setQueryData(udmCategoriesQuery.queryKey, (list) => {
    if (list === undefined) return list
    if (verb === 'create') {
      if (name === undefined || list.some((category) => category.uuid === uuid)) return list
      const created: UdmCategory = {
        uuid,
        name,
        chartCount: 0,
        version: 1,
        createdAt: op.createdAt,
        updatedAt: op.createdAt,
      }
      return [...list, created].sort((a, b) => a.name.localeCompare(b.name))
    }
    if (verb === 'rename' && name !== undefined) {
      return list.map((category) => (category.uuid === uuid ? { ...category, name } : category))
    }
    return verb === 'delete' ? list.filter((category) => category.uuid !== uuid) : list
  })
  queryClient.setQueryData(chartListQuery.queryKey, (list) =>
    list?.map((chart) => {
      if (chart.categoryUuid !== uuid) return chart
      if (verb === 'delete') return { ...chart, categoryUuid: null, category: null }
      return name === undefined ? chart : { ...chart, category: { uuid, name } }
    }),
  )
}
