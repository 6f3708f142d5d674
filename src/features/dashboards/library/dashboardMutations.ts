import { dashboardAssets } from '@/core/api/dashboards'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useRouter } from '@tanstack/react-router'
import { toast } from '@/lib/ui/toastStore'
import { dashboardDocumentQuery, dashboardListQuery, dashboardsKey } from './dashboardQueries'
import { createDashboard, deleteDashboard, moveDashboard } from './dashboardRequests'
import { libraryToasts, toastWriteFailure } from './libraryToasts'
import type { DashboardDocument, DashboardSummary } from './libraryTypes'

/** The list entry of a dashboard just written, for the list held in the cache. */
export function summaryOf(document: DashboardDocument): DashboardSummary {
  return {
    uuid: document.uuid,
    slug: document.slug,
    categoryUuid: document.categoryUuid,
    type: document.type,
    isPreset: document.isPreset,
    version: document.version,
    createdAt: document.createdAt,
    updatedAt: document.updatedAt,
    meta: document.data.meta,
    itemCount: document.data.configs.length,
    assets: dashboardAssets(document.data.configs),
  }
}

/** Whether the address shows this dashboard now (/dashboards/{uuid}, compared without case). */
export function isOpenDashboard(pathname: string, uuid: string): boolean {
  return pathname.toLowerCase() === `/dashboards/${uuid.toLowerCase()}`
}

/**
 * Creates an empty dashboard (app.md section 4): it goes on top of the list at once and opens,
 * with the asset the page showed.
 */
export function useCreateDashboard() {
  const queryClient = useQueryClient()
  const router = useRouter()
  return useMutation({
    mutationFn: createDashboard,
    onSuccess: async (document, { asset }) => {
      queryClient.setQueryData(dashboardListQuery.queryKey, (list) =>
        list ? [summaryOf(document), ...list] : list,
      )
      queryClient.setQueryData(dashboardDocumentQuery(document.uuid).queryKey, document)
      await router.navigate({
        to: '/dashboards/$uuid',
        params: { uuid: document.uuid },
        search: { a: asset },
      })
    },
    onError: (error) => toastWriteFailure(libraryToasts.createFailed, error),
    onSettled: () => queryClient.invalidateQueries({ queryKey: dashboardListQuery.queryKey }),
  })
}

/**
 * Deletes a dashboard: "Deleted", and when it is the one open the page goes to the dashboards
 * list (/dashboards), keeping the asset.
 */
export function useDeleteDashboard() {
  const queryClient = useQueryClient()
  const router = useRouter()
  return useMutation({
    mutationFn: ({ uuid, version }: { uuid: string; version: number }) =>
      deleteDashboard(uuid, version),
    onSuccess: async (_nothing, { uuid }) => {
      toast.success(libraryToasts.deleted)
      queryClient.setQueryData(dashboardListQuery.queryKey, (list) =>
        list?.filter((entry) => entry.uuid !== uuid),
      )
      const { pathname, search } = router.state.location
      if (isOpenDashboard(pathname, uuid)) {
        await router.navigate({ to: '/dashboards', search: search.a ? { a: search.a } : {} })
      }
      // Dropped rather than refetched: the dashboard is gone, a refetch would only answer 404.
      queryClient.removeQueries({ queryKey: dashboardDocumentQuery(uuid).queryKey })
    },
    onError: (error) => toastWriteFailure(libraryToasts.deleteFailed, error),
    onSettled: () => queryClient.invalidateQueries({ queryKey: dashboardListQuery.queryKey }),
  })
}

/**
 * Files a dashboard under another category. PUT takes the whole dashboard, so the saved document
 * is read first and sent back with only its category changed, under the version it was read at.
 */
export function useMoveDashboard() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: async ({ uuid, categoryUuid }: { uuid: string; categoryUuid: string }) => {
      const document = await queryClient.fetchQuery({
        ...dashboardDocumentQuery(uuid),
        staleTime: 0,
      })
      return moveDashboard(document, categoryUuid)
    },
    onSuccess: (document) => {
      queryClient.setQueryData(dashboardDocumentQuery(document.uuid).queryKey, document)
      toast.success(libraryToasts.moved)
    },
    onError: (error) => toastWriteFailure(libraryToasts.moveFailed, error),
    onSettled: () => queryClient.invalidateQueries({ queryKey: dashboardsKey }),
  })
}
