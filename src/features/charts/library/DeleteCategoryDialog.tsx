import type { UdmCategory } from '@/core/api/udm'
import { Dialog } from '@/lib/ui/Dialog'
import { uncategorizedName } from './chartGroups'
import { useDeleteCategory } from './categoryMutations'
import './library.css'

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
    <Dialog open title="Delete category" onClose={remove.isPending ? () => {} : onClose}>
      <form
        className="library-form"
        onSubmit={(event) => {
          event.preventDefault()
          if (!remove.isPending) remove.mutate({ category }, { onSettled: onClose })
        }}
      >
        <p>
          Delete the category <strong>{category.name}</strong>?{' '}
          {chartsSentence(category.chartCount)}
        </p>
        <div className="dialog-footer">
          <button type="button" className="button" onClick={onClose} disabled={remove.isPending}>
            Cancel
          </button>
          <button type="submit" className="button library-danger" disabled={remove.isPending}>
            {remove.isPending ? 'Deleting…' : 'Delete category'}
          </button>
        </div>
      </form>
    </Dialog>
  )
}
