import { useMutation, useQueryClient } from '@tanstack/react-query'
import { submitOperation } from '@/lib/outbox/outboxSync'
import { updateChartOperation } from '@/lib/udm/chartOperations'
import { chartDocumentQuery } from '@/lib/udm/udmQueries'
import { movedInput } from './chartCopies'
import { toastWriteFailure } from '@/lib/documentLibrary/libraryToasts'
import { libraryToasts } from './libraryToasts'

export interface MoveChartVariables {
  uuid: string
  /** A category of the user's, or null for Uncategorized. */
  categoryUuid: string | null
}

/**
 * Files a chart in another category. PUT takes the whole chart, so it is sent as held (read
 * first when this page has not read it yet) with only its category changed, on its version.
 */
export function useMoveChart() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: async ({ uuid, categoryUuid }: MoveChartVariables) => {
      const chart = await queryClient.ensureQueryData(chartDocumentQuery(uuid))
      return submitOperation(
        updateChartOperation(chart, movedInput(chart, categoryUuid), `Moved “${chart.name}”`),
      )
    },
    onError: (error) => toastWriteFailure(libraryToasts.categoryFailed, error),
  })
}
