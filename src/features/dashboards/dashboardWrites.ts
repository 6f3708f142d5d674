import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useRouter } from '@tanstack/react-router'
import {
  dashboardAssets,
  type DashboardDocument,
  type DashboardSummary,
} from '@/core/api/dashboards'
import type { DashboardContent } from '@/core/dashboardEditor/dashboardState'
import {
  dashboardListQuery,
  dashboardQuery,
  dashboardsKey,
} from '@/lib/dashboards/dashboardQueries'
import {
  createDashboard,
  deleteDashboard,
  updateDashboard,
} from '@/lib/dashboards/dashboardRequests'
import { toast } from '@/lib/ui/toastStore'
import { dashboardToasts, toastWriteFailure } from './dashboardToasts'

/*
 * The writes of a dashboard, shared by the page (save, new, clone, delete) and the dashboards
 * list (new, move, delete), so both keep the cache and the address the same way.
 */

/** Every cached read of one dashboard, whatever asset (`a`) it was read for. */
const documentKey = (uuid: string) => [...dashboardsKey, 'dashboard', uuid.toLowerCase()]

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
 * Save: the whole dashboard as edited, made on the version read (If-Match), so someone's newer
 * save answers 412 and is shown rather than overwritten. The saved document goes into the cache
 * under the dashboard's uuid, and the list is refreshed (names and item counts change).
 */
export function useSaveDashboard() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: ({ saved, content }: { saved: DashboardDocument; content: DashboardContent }) =>
      updateDashboard(saved.uuid, saved.version, { data: content }),
    onSuccess: async (document) => {
      queryClient.setQueryData(dashboardQuery(document.uuid).queryKey, document)
      toast.success(dashboardToasts.saved)
      // The same dashboard read with another asset (`a`) is cached apart: refresh those too.
      await queryClient.invalidateQueries({ queryKey: documentKey(document.uuid) })
      await queryClient.invalidateQueries({ queryKey: dashboardListQuery.queryKey })
    },
    onError: (error) => toastWriteFailure(dashboardToasts.updateFailed, error),
  })
}

export interface CreateDashboardInput {
  content: DashboardContent
  /** A category's uuid, or "uncategorized" (the default). */
  categoryUuid?: string
  /**
   * Open the new dashboard once created (the default). A new dashboard's page opens it itself
   * once its edit is marked saved, so that leaving it does not ask about unsaved changes.
   */
  open?: boolean
}

/**
 * Create (a new dashboard's first save, the list's New dashboard, a clone): POST, then open it
 * with its asset (app.md section 4: the new one goes on top of the list at once, and the list is
 * refreshed).
 */
export function useCreateDashboard() {
  const queryClient = useQueryClient()
  const router = useRouter()
  return useMutation({
    mutationFn: ({ content, categoryUuid }: CreateDashboardInput) =>
      createDashboard({ categoryUuid, data: content }),
    onSuccess: async (document, { open }) => {
      const asset = document.data.meta.asset ?? undefined
      queryClient.setQueryData(dashboardListQuery.queryKey, (list) =>
        list ? [summaryOf(document), ...list] : list,
      )
      queryClient.setQueryData(dashboardQuery(document.uuid, asset).queryKey, document)
      if (open === false) return
      await router.navigate({
        to: '/dashboards/$uuid',
        params: { uuid: document.uuid },
        search: { a: asset },
      })
    },
    onError: (error) => toastWriteFailure(dashboardToasts.createFailed, error),
    onSettled: () => queryClient.invalidateQueries({ queryKey: dashboardListQuery.queryKey }),
  })
}

/**
 * Delete, made on the version read: "Deleted", and when it is the dashboard open the page goes
 * to /dashboards (which opens the asset overview), keeping the asset.
 */
export function useDeleteDashboard() {
  const queryClient = useQueryClient()
  const router = useRouter()
  return useMutation({
    mutationFn: ({ uuid, version }: { uuid: string; version: number }) =>
      deleteDashboard(uuid, version),
    onSuccess: async (_nothing, { uuid }) => {
      toast.success(dashboardToasts.deleted)
      queryClient.setQueryData(dashboardListQuery.queryKey, (list) =>
        list?.filter((entry) => entry.uuid !== uuid),
      )
      const { pathname, search } = router.state.location
      if (isOpenDashboard(pathname, uuid)) {
        await router.navigate({ to: '/dashboards', search: search.a ? { a: search.a } : {} })
      }
      // Dropped rather than refetched: the dashboard is gone, a refetch would only answer 404.
      queryClient.removeQueries({ queryKey: documentKey(uuid) })
    },
    onError: (error) => toastWriteFailure(dashboardToasts.deleteFailed, error),
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
      const document = await queryClient.fetchQuery({ ...dashboardQuery(uuid), staleTime: 0 })
      return updateDashboard(document.uuid, document.version, {
        categoryUuid,
        data: document.data,
      })
    },
    onSuccess: (document) => {
      queryClient.setQueryData(dashboardQuery(document.uuid).queryKey, document)
      toast.success(dashboardToasts.moved)
    },
    onError: (error) => toastWriteFailure(dashboardToasts.updateFailed, error),
    onSettled: () => queryClient.invalidateQueries({ queryKey: dashboardsKey }),
  })
}
