import { createPortal } from 'react-dom'
import { CategoryNameDialog } from './CategoryNameDialog'
import { DeleteCategoryDialog } from './DeleteCategoryDialog'
import { DeleteDashboardDialog } from '../DeleteDashboardDialog'
import type { LibraryAction } from './libraryActions'
import type { DashboardCategory } from './libraryTypes'
import { MoveDashboardDialog } from './MoveDashboardDialog'
import { NewDashboardDialog } from './NewDashboardDialog'

/**
 * The dialog for the action in progress. Rendered into the body: the sidebar's own styles (its
 * small uppercase headings) must not reach the dialogs.
 */
export function LibraryDialogs({
  action,
  asset,
  categories,
  onClose,
}: {
  action: LibraryAction | null
  asset: string
  categories: readonly DashboardCategory[]
  onClose: () => void
}) {
  if (action === null) return null
  const close = () => {
    onClose()
    action.returnFocus?.()
  }
  return createPortal(
    <ActionDialog action={action} asset={asset} categories={categories} onClose={close} />,
    document.body,
  )
}

function ActionDialog({
  action,
  asset,
  categories,
  onClose,
}: {
  action: LibraryAction
  asset: string
  categories: readonly DashboardCategory[]
  onClose: () => void
}) {
  switch (action.kind) {
    case 'moveDashboard':
      return (
        <MoveDashboardDialog
          dashboard={action.dashboard}
          categories={categories}
          onClose={onClose}
        />
      )
    case 'deleteDashboard': {
      const { uuid, version, meta } = action.dashboard
      return (
        <DeleteDashboardDialog dashboard={{ uuid, version, name: meta.name }} onClose={onClose} />
      )
    }
    case 'createDashboard':
      return <NewDashboardDialog asset={asset} categories={categories} onClose={onClose} />
    case 'createCategory':
      return <CategoryNameDialog onClose={onClose} />
    case 'renameCategory':
      return <CategoryNameDialog category={action.category} onClose={onClose} />
    case 'deleteCategory':
      return (
        <DeleteCategoryDialog category={action.category} count={action.count} onClose={onClose} />
      )
  }
}
