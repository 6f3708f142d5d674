import type { ChartDocument, ChartSummary } from '@/core/api/udm'
import { Dialog } from '@/lib/ui/Dialog'
import { useDeleteChart } from './useDeleteChart'
import './library.css'

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
    <Dialog open title="Delete chart" onClose={remove.isPending ? () => {} : onClose}>
      <form
        className="library-form"
        onSubmit={(event) => {
          event.preventDefault()
          if (!remove.isPending) {
            remove.mutate({ uuid: chart.uuid, version: chart.version }, { onSettled: onClose })
          }
        }}
      >
        <p>
          Delete <strong>{chart.name}</strong>? This cannot be undone.
        </p>
        <div className="dialog-footer">
          <button type="button" className="button" onClick={onClose} disabled={remove.isPending}>
            Cancel
          </button>
          <button type="submit" className="button library-danger" disabled={remove.isPending}>
            {remove.isPending ? 'Deleting…' : 'Delete'}
          </button>
        </div>
      </form>
    </Dialog>
  )
}
