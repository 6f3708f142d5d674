import { useMutation, useQueryClient } from '@tanstack/react-query'
import { chartDocumentQuery, udmKey } from '@/lib/udm/udmQueries'
import { updateChart } from '@/lib/udm/udmRequests'
import { movedInput } from './chartCopies'
import { libraryToasts, toastWriteFailure } from './libraryToasts'

export interface MoveChartVariables {
  uuid: string
  /** A category of the user's, or null for Uncategorized. */
  categoryUuid: string | null
}

/**
 * Files a chart in another category. PUT takes the whole chart, so the saved document is read
 * first and sent back with only its category changed, under the version it was read at.
 */
export function useMoveChart() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: async ({ uuid, categoryUuid }: MoveChartVariables) => {
      const chart = await queryClient.fetchQuery({ ...chartDocumentQuery(uuid), staleTime: 0 })
      return updateChart(uuid, chart.version, movedInput(chart, categoryUuid))
    },
    onSuccess: (chart) => queryClient.setQueryData(chartDocumentQuery(chart.uuid).queryKey, chart),
    onError: (error) => toastWriteFailure(libraryToasts.categoryFailed, error),
    onSettled: () => queryClient.invalidateQueries({ queryKey: udmKey }),
  })
}
