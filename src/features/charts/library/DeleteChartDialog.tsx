import type { ChartDocument, ChartSummary } from '@/core/api/udm'
import { useDeleteChart } from './useDeleteChart'
import { ConfirmDeleteDialog } from '@/lib/ui/ConfirmDeleteDialog'

/** Asks before deleting a saved chart; deleting cannot be undone. */
export function DeleteChartDialog({
  chart,
  onClose,
}: {
  chart: Pick<ChartDocument | ChartSummary, 'uuid' | 'name' | 'version'>
  onClose: () => void
}) {
  const remove = useDeleteChart()
  return (
    <ConfirmDeleteDialog
      title="Delete chart"
      confirmLabel="Delete"
      busy={remove.isPending}
      onClose={onClose}
      onConfirm={() =>
        remove.mutate(
          { uuid: chart.uuid, version: chart.version, name: chart.name },
          { onSettled: onClose },
        )
      }
    >
      Delete <strong>{chart.name}</strong>? This cannot be undone.
    </ConfirmDeleteDialog>
  )
}
