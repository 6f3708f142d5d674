import type { UdmCategory } from '@/core/api/udm'
import { uncategorizedName } from './chartGroups'
import { useDeleteCategory } from './categoryMutations'
import { ConfirmDeleteDialog } from '@/lib/ui/ConfirmDeleteDialog'

function chartsSentence(count: number): string {
  if (count === 0) return 'It holds no charts.'
  return count === 1
    ? `Its chart moves to ${uncategorizedName}; the chart is kept.`
    : `Its ${count} charts move to ${uncategorizedName}; the charts are kept.`
}

/** Deleting a category keeps its charts: the server files them under Uncategorized. */
export function DeleteCategoryDialog({
  category,
  onClose,
}: {
  category: UdmCategory
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
      Delete the category <strong>{category.name}</strong>? {chartsSentence(category.chartCount)}
    </ConfirmDeleteDialog>
  )
}
