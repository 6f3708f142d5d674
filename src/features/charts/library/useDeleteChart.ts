import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useRouter } from '@tanstack/react-router'
import { chartDocumentQuery, udmKey } from '@/lib/udm/udmQueries'
import { deleteChart } from '@/lib/udm/udmRequests'
import { toast } from '@/lib/ui/toastStore'
import { libraryToasts, toastWriteFailure } from './libraryToasts'
import { chooseSidebarTab } from './sidebarTab'

export interface DeleteChartVariables {
  uuid: string
  /** The version the user saw: a newer save elsewhere answers 412 instead of being lost. */
  version: number
}

/** Whether the address shows this chart now (/charts/{uuid}, ids compared without case). */
export function isOpenChart(pathname: string, uuid: string): boolean {
  return pathname.toLowerCase() === `/charts/${uuid.toLowerCase()}`
}

/**
 * Deletes a saved chart (app.md section 4): "Deleted", then back to the list. When the chart is
 * the one open, the page goes to /charts (the default chart) with the My charts tab in front,
 * so the user sees the list without it. Used by the sidebar and by the workbench header.
 */
export function useDeleteChart() {
  const queryClient = useQueryClient()
  const router = useRouter()
  return useMutation({
    mutationFn: ({ uuid, version }: DeleteChartVariables) => deleteChart(uuid, version),
    onSuccess: async (_nothing, { uuid }) => {
      toast.success(libraryToasts.deleted)
      const { pathname, search } = router.state.location
      if (isOpenChart(pathname, uuid)) {
        chooseSidebarTab('charts')
        await router.navigate({ to: '/charts', search: search.a ? { a: search.a } : {} })
      }
      // Dropped rather than refetched: the chart is gone, a refetch would only answer 404.
      queryClient.removeQueries({ queryKey: chartDocumentQuery(uuid).queryKey })
    },
    onError: (error) => toastWriteFailure(libraryToasts.deleteFailed, error),
    onSettled: () => queryClient.invalidateQueries({ queryKey: udmKey }),
  })
}
