import { createPortal } from 'react-dom'
import type { UdmCategory } from '@/core/api/udm'
import { CategoryNameDialog } from './CategoryNameDialog'
import { CloneChartDialog } from './CloneChartDialog'
import { DeleteCategoryDialog } from './DeleteCategoryDialog'
import { DeleteChartDialog } from './DeleteChartDialog'
import type { LibraryAction } from './libraryActions'
import { MoveChartDialog } from './MoveChartDialog'

/**
 * The dialog for the action in progress. Rendered into the body: the sidebar's own styles (its
 * small uppercase headings) must not reach the dialogs.
 */
export function LibraryDialogs({
  action,
  categories,
  onClose,
}: {
  action: LibraryAction | null
  categories: readonly UdmCategory[]
  onClose: () => void
}) {
  if (action === null) return null
  const close = () => {
    onClose()
    action.returnFocus?.()
  }
  return createPortal(
    <ActionDialog action={action} categories={categories} onClose={close} />,
    document.body,
  )
}

function ActionDialog({
  action,
  categories,
  onClose,
}: {
  action: LibraryAction
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
    case 'createCategory':
      return <CategoryNameDialog onClose={onClose} />
    case 'renameCategory':
      return <CategoryNameDialog category={action.category} onClose={onClose} />
    case 'deleteCategory':
      return <DeleteCategoryDialog category={action.category} onClose={onClose} />
  }
}
