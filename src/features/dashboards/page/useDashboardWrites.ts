import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useNavigate } from '@tanstack/react-router'
import type { DashboardDocument } from '@/core/api/dashboards'
import type { DashboardContent } from '@/core/dashboardEditor/dashboardState'
import { errorMessage } from '@/lib/api/apiError'
import { dashboardQuery, dashboardsKey } from '@/lib/dashboards/dashboardQueries'
import {
  createDashboard,
  deleteDashboard,
  updateDashboard,
} from '@/lib/dashboards/dashboardRequests'
import { toast } from '@/lib/ui/toastStore'

/** The toasts of app.md section 8. */
export const dashboardToasts = {
  saved: 'Dashboard saved',
  createFailed: 'Error creating dashboard',
  updateFailed: 'Error updating dashboard',
  deleteFailed: 'Error deleting dashboard',
  deleted: 'Deleted',
} as const

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
      await queryClient.invalidateQueries({
        queryKey: [...dashboardsKey, 'dashboard', document.uuid],
      })
      await queryClient.invalidateQueries({ queryKey: [...dashboardsKey, 'list'] })
    },
    onError: (error) => toast.error(dashboardToasts.updateFailed, errorMessage(error)),
  })
}

/**
 * Create (a new dashboard, or a clone): POST, then open it, a new one in edit mode (app.md
 * section 4: the new one is first in the list, which is refreshed).
 */
export function useCreateDashboard() {
  const queryClient = useQueryClient()
  const navigate = useNavigate()
  return useMutation({
    mutationFn: ({ content }: { content: DashboardContent; edit?: boolean }) =>
      createDashboard({ data: content }),
    onSuccess: async (document, { edit }) => {
      const asset = document.data.meta.asset ?? undefined
      queryClient.setQueryData(dashboardQuery(document.uuid, asset).queryKey, document)
      await navigate({
        to: '/dashboards/$uuid',
        params: { uuid: document.uuid },
        search: { a: asset, editDashboard: edit === true ? true : undefined },
      })
      await queryClient.invalidateQueries({ queryKey: [...dashboardsKey, 'list'] })
    },
    onError: (error) => toast.error(dashboardToasts.createFailed, errorMessage(error)),
  })
}

/** Delete, made on the version read, then back to the dashboards list. */
export function useDeleteDashboard() {
  const queryClient = useQueryClient()
  const navigate = useNavigate()
  return useMutation({
    mutationFn: (saved: DashboardDocument) => deleteDashboard(saved.uuid, saved.version),
    onSuccess: async (_answer, saved) => {
      toast.success(dashboardToasts.deleted)
      queryClient.removeQueries({ queryKey: [...dashboardsKey, 'dashboard', saved.uuid] })
      await navigate({ to: '/dashboards' })
      await queryClient.invalidateQueries({ queryKey: [...dashboardsKey, 'list'] })
    },
    onError: (error) => toast.error(dashboardToasts.deleteFailed, errorMessage(error)),
  })
}
