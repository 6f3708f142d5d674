import { MoveToCategoryDialog } from '@/lib/documentLibrary/MoveToCategoryDialog'
import { useMoveDashboard } from '../dashboardWrites'
import type { DashboardCategory, DashboardSummary } from './libraryTypes'

/** Files a dashboard under one of the user's categories, or under Uncategorized. */
export function MoveDashboardDialog({
  dashboard,
  categories,
  onClose,
}: {
  dashboard: DashboardSummary
  categories: readonly DashboardCategory[]
  onClose: () => void
}) {
  const move = useMoveDashboard()
  return (
    <MoveToCategoryDialog
      name={dashboard.meta.name}
      categoryUuid={dashboard.categoryUuid}
      categories={categories}
      busy={move.isPending}
      onMove={(choice) =>
        move.mutate({ uuid: dashboard.uuid, categoryUuid: choice }, { onSettled: onClose })
      }
      onClose={onClose}
    />
  )
}
