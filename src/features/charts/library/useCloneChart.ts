import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useRouter } from '@tanstack/react-router'
import type { ChartDocument } from '@/core/api/udm'
import { submitOperation } from '@/lib/outbox/outboxSync'
import { createChartOperation, shownChart } from '@/lib/udm/chartOperations'
import { chartDocumentQuery } from '@/lib/udm/udmQueries'
import { cloneInput, documentAssetSearch } from './chartCopies'
import { toastWriteFailure } from '@/lib/documentLibrary/libraryToasts'
import { libraryToasts } from './libraryToasts'

export interface CloneChartVariables {
  /** The chart to copy: its document when the caller holds it, else its uuid (read first). */
  source: ChartDocument | string
  /** The copy's description; empty keeps the original's. */
  description: string
}

/**
 * Clones a chart (app.md section 4): a new chart "{name} (copy)" with the optional description,
 * then the copy opens. Used by the sidebar and by the workbench header.
 */
export function useCloneChart() {
  const queryClient = useQueryClient()
  const router = useRouter()
  return useMutation({
    mutationFn: async ({ source, description }: CloneChartVariables) => {
      // The saved version is what gets copied: as this page holds it, else read now.
      const chart =
        typeof source === 'string'
          ? await queryClient.ensureQueryData(chartDocumentQuery(source))
          : source
      const input = cloneInput(chart, description)
      const operation = createChartOperation(input, `Cloned “${chart.name}”`)
      await submitOperation(operation)
      return shownChart(queryClient, operation.target, input)
    },
    onSuccess: async (copy) => {
      await router.navigate({
        to: '/charts/$id',
        params: { id: copy.uuid },
        search: documentAssetSearch(copy),
      })
    },
    onError: (error) => toastWriteFailure(libraryToasts.updateFailed, error),
  })
}
