import type { UdmCategory } from '@/core/api/udm'
import { CloneChartDialog } from './CloneChartDialog'
import { DeleteChartDialog } from './DeleteChartDialog'
import type { ChartAction } from './libraryActions'
import { MoveChartDialog } from './MoveChartDialog'

/** The dialog answering a chart's menu item (the shared library answers the categories'). */
export function ChartActionDialog({
  action,
  categories,
  onClose,
}: {
  action: ChartAction
  categories: readonly UdmCategory[]
  onClose: () => void
}) {
  switch (action.kind) {
    case 'moveChart':
      return <MoveChartDialog chart={action.chart} categories={categories} onClose={onClose} />
    case 'cloneChart':
      return <CloneChartDialog chart={action.chart} onClose={onClose} />
    case 'deleteChart':
      return <DeleteChartDialog chart={action.chart} onClose={onClose} />
  }
}
