import { ConfirmDeleteDialog } from './ConfirmDeleteDialog'
import { useDeleteDashboard } from '../dashboardWrites'
import type { DashboardSummary } from './libraryTypes'

/** Asks before deleting a dashboard; a dashboard cannot be restored. */
export function DeleteDashboardDialog({
  dashboard,
  onClose,
}: {
  dashboard: DashboardSummary
  onClose: () => void
}) {
  const remove = useDeleteDashboard()
  return (
    <ConfirmDeleteDialog
      title="Delete dashboard"
      confirmLabel="Delete"
      busy={remove.isPending}
      onClose={onClose}
      onConfirm={() =>
        remove.mutate({ uuid: dashboard.uuid, version: dashboard.version }, { onSettled: onClose })
      }
    >
      Delete <strong>{dashboard.meta.name}</strong>? This cannot be undone.
    </ConfirmDeleteDialog>
  )
}
