import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { ChartDocument, ChartInput } from '@/core/api/udm'
import { saveTarget } from '@/core/workbench/workbenchState'
import { errorMessage } from '@/lib/api/apiError'
import { submitOperation } from '@/lib/outbox/outboxSync'
import { createChartOperation, shownChart, updateChartOperation } from '@/lib/udm/chartOperations'
import { toast } from '@/lib/ui/toastStore'

export const savedChartMessage = 'Your changes have been saved'
export const savedOnDeviceMessage = 'Saved on this device: it syncs when you are back online'

/**
 * Save of the workbench (app.md section 4): the user's own workbench is updated in place, made on
 * its version (someone's newer save is merged; a clash is the user's choice online and kept beside
 * it offline: never overwritten unasked); a catalog
 * metric's chart, someone else's chart or a preset is saved as a new chart of the user's, under a
 * uuid made here so it opens at once. Both go through the outbox (docs/offline.md).
 */
export function useSaveWorkbench(saved: ChartDocument | null) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: async (chart: ChartInput) => {
      const input: ChartInput = { ...chart, configType: 'workbench' }
      if (saveTarget(saved) === 'update' && saved !== null) {
        // Online, a clash with a newer version is the user's choice (the conflict dialog).
        const result = await submitOperation({
          ...updateChartOperation(saved, input, `Saved “${input.name}”`),
          onConflict: 'ask',
        })
        return {
          kind: 'updated' as const,
          result,
          document: shownChart(queryClient, saved.uuid, input),
        }
      }
      // A copy starts uncategorized: categories are the owner's own.
      const copy = { ...input, categoryUuid: saved?.isOwner ? input.categoryUuid : null }
      const operation = createChartOperation(copy, `Saved “${input.name}”`)
      const result = await submitOperation(operation)
      return {
        kind: 'created' as const,
        result,
        document: shownChart(queryClient, operation.target, copy),
      }
    },
    onSuccess: ({ result }) => {
      if (result === 'done') toast.success(savedChartMessage)
      else if (result === 'queued') toast.success(savedOnDeviceMessage)
    },
    onError: (error) => toast.error('Error updating metric', errorMessage(error)),
  })
}
