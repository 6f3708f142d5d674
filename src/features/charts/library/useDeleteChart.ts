import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useRouter } from '@tanstack/react-router'
import { submitOperation } from '@/lib/outbox/outboxSync'
import { deleteChartOperation } from '@/lib/udm/chartOperations'
import { chartDocumentQuery } from '@/lib/udm/udmQueries'
import { toast } from '@/lib/ui/toastStore'
import { toastWriteFailure } from '@/lib/documentLibrary/libraryToasts'
import { libraryToasts } from './libraryToasts'
import { chooseSidebarTab } from './sidebarTab'

export interface DeleteChartVariables {
  uuid: string
  /** The version the user saw: a newer save elsewhere is kept rather than deleted unseen. */
  version: number
  name: string
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
  const router = useRouter()
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: ({ uuid, version, name }: DeleteChartVariables) => {
      const shown = queryClient.getQueryData(chartDocumentQuery(uuid).queryKey)
      const deleting = submitOperation(deleteChartOperation(uuid, version, name, shown))
      // It is gone from the list at once: leave its page rather than show what was deleted.
      const { pathname, search } = router.state.location
      if (isOpenChart(pathname, uuid)) {
        chooseSidebarTab('charts')
        void router.navigate({ to: '/charts', search: search.a ? { a: search.a } : {} })
      }
      return deleting
    },
    onSuccess: (result) => {
      if (result !== 'conflict') toast.success(libraryToasts.deleted)
    },
    onError: (error) => toastWriteFailure(libraryToasts.deleteFailed, error),
  })
}
