import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useRouter } from '@tanstack/react-router'
import type { ChartDocument } from '@/core/api/udm'
import { chartDocumentQuery, udmKey } from '@/lib/udm/udmQueries'
import { createChart } from '@/lib/udm/udmRequests'
import { cloneInput, documentAssetSearch } from './chartCopies'
import { libraryToasts, toastWriteFailure } from './libraryToasts'

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
      // The saved version is what gets copied, read fresh rather than from a stale cache.
      const chart =
        typeof source === 'string'
          ? await queryClient.fetchQuery({ ...chartDocumentQuery(source), staleTime: 0 })
          : source
      return createChart(cloneInput(chart, description))
    },
    onSuccess: async (copy) => {
      queryClient.setQueryData(chartDocumentQuery(copy.uuid).queryKey, copy)
      await router.navigate({
        to: '/charts/$id',
        params: { id: copy.uuid },
        search: documentAssetSearch(copy),
      })
    },
    onError: (error) => toastWriteFailure(libraryToasts.updateFailed, error),
    onSettled: () => queryClient.invalidateQueries({ queryKey: udmKey }),
  })
}
