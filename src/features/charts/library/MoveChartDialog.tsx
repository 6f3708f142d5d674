import type { ChartSummary, UdmCategory } from '@/core/api/udm'
import { isUncategorized } from '@/lib/documentLibrary/libraryGroups'
import { MoveToCategoryDialog } from '@/lib/documentLibrary/MoveToCategoryDialog'
import { useMoveChart } from './useMoveChart'

/** Files a chart under one of the user's categories, or under Uncategorized (none). */
export function MoveChartDialog({
  chart,
  categories,
  onClose,
}: {
  chart: ChartSummary
  categories: readonly UdmCategory[]
  onClose: () => void
}) {
  const move = useMoveChart()
  return (
    <MoveToCategoryDialog
      name={chart.name}
      categoryUuid={chart.categoryUuid}
      categories={categories}
      busy={move.isPending}
      onMove={(choice) =>
        move.mutate(
          { uuid: chart.uuid, categoryUuid: isUncategorized(choice) ? null : choice },
          { onSettled: onClose },
        )
      }
      onClose={onClose}
    />
  )
}
