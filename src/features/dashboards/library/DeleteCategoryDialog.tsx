import { useDeleteCategory } from './categoryMutations'
import { ConfirmDeleteDialog } from '@/lib/ui/ConfirmDeleteDialog'
import { uncategorizedName } from './dashboardGroups'
import type { DashboardCategory } from './libraryTypes'

function dashboardsSentence(count: number): string {
  if (count === 0) return 'It holds no dashboards.'
  return count === 1
    ? `Its dashboard moves to ${uncategorizedName}; the dashboard is kept.`
    : `Its ${count} dashboards move to ${uncategorizedName}; the dashboards are kept.`
}

/** Deleting a category keeps its dashboards: the server files them under Uncategorized. */
export function DeleteCategoryDialog({
  category,
  count,
  onClose,
}: {
  category: DashboardCategory
  /** How many dashboards the list shows in it. */
  count: number
  onClose: () => void
}) {
  const remove = useDeleteCategory()
  return (
    <ConfirmDeleteDialog
      title="Delete category"
      confirmLabel="Delete category"
      busy={remove.isPending}
      onClose={onClose}
      onConfirm={() => remove.mutate({ category }, { onSettled: onClose })}
    >
      Delete the category <strong>{category.name}</strong>? {dashboardsSentence(count)}
    </ConfirmDeleteDialog>
  )
}
