import { ConfirmDeleteDialog } from '@/lib/ui/ConfirmDeleteDialog'
import { useDeleteDashboard } from './dashboardWrites'

/**
 * Asks before deleting a dashboard (from the list's menu or the page's Delete); a dashboard
 * cannot be restored. Made on the version shown, so a newer save elsewhere is not deleted unseen.
 */
export function DeleteDashboardDialog({
  dashboard,
  onClose,
}: {
  dashboard: { uuid: string; version: number; name: string }
  onClose: () => void
}) {
  const remove = useDeleteDashboard()
  return (
    <ConfirmDeleteDialog
      title="Delete dashboard"
      busy={remove.isPending}
      onClose={onClose}
      onConfirm={() => remove.mutate(dashboard, { onSettled: onClose })}
    >
      Delete <strong>{dashboard.name}</strong>? This cannot be undone.
    </ConfirmDeleteDialog>
  )
}
