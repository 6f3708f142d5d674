import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { ChartDocument, ChartInput } from '@/core/api/udm'
import { saveTarget } from '@/core/workbench/workbenchState'
import { errorMessage } from '@/lib/api/apiError'
import { chartDocumentQuery, udmKey } from '@/lib/udm/udmQueries'
import { createChart, updateChart } from '@/lib/udm/udmRequests'
import { toast } from '@/lib/ui/toastStore'

export const savedChartMessage = 'Your changes have been saved'

/**
 * Save of the workbench (app.md section 4): the user's own workbench is updated in place (If-Match
 * its version: someone's newer save is never overwritten); a catalog metric's chart, someone
 * else's chart or a preset is saved as a new chart of the user's. The answer is the saved
 * document, put in the cache so the page it opens needs no request.
 */
export function useSaveWorkbench(saved: ChartDocument | null) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: async (chart: ChartInput) => {
      const input: ChartInput = { ...chart, configType: 'workbench' }
      if (saveTarget(saved) === 'update' && saved !== null) {
        return {
          kind: 'updated' as const,
          document: await updateChart(saved.uuid, saved.version, input),
        }
      }
      // A copy starts uncategorized: categories are the owner's own.
      return {
        kind: 'created' as const,
        document: await createChart({
          ...input,
          categoryUuid: saved?.isOwner ? input.categoryUuid : null,
        }),
      }
    },
    onSuccess: async ({ document }) => {
      queryClient.setQueryData(chartDocumentQuery(document.uuid).queryKey, document)
      toast.success(savedChartMessage)
      await queryClient.invalidateQueries({ queryKey: [...udmKey, 'list'] })
    },
    onError: (error) => toast.error('Error updating metric', errorMessage(error)),
  })
}
