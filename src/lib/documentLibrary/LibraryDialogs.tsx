import { createPortal } from 'react-dom'
import { CategoryNameDialog } from './CategoryNameDialog'
import { DeleteCategoryDialog } from './DeleteCategoryDialog'
import {
  isCategoryAction,
  type DocumentLibrary,
  type LibraryAction,
  type LibraryCategory,
} from './documentLibrary'
import type { ReactNode } from 'react'

/**
 * The dialog for the action in progress: a category's here, the library's own by its `dialog`.
 * Rendered into the body: the sidebar's own styles (its small uppercase headings) must not reach
 * the dialogs.
 */
export function LibraryDialogs<C extends LibraryCategory, A extends { kind: string }>({
  library,
  action,
  categories,
  dialog,
  onClose,
}: {
  library: DocumentLibrary<C>
  action: LibraryAction<C, A> | null
  categories: readonly C[]
  dialog: (action: A, categories: readonly C[], onClose: () => void) => ReactNode
  onClose: () => void
}) {
  if (action === null) return null
  const close = () => {
    onClose()
    action.returnFocus?.()
  }
  let shown: ReactNode
  if (!isCategoryAction(action)) shown = dialog(action as A, categories, close)
  else if (action.kind === 'createCategory')
    shown = <CategoryNameDialog library={library} onClose={close} />
  else if (action.kind === 'renameCategory')
    shown = <CategoryNameDialog library={library} category={action.category} onClose={close} />
  else
    shown = (
      <DeleteCategoryDialog
        library={library}
        category={action.category}
        count={action.count}
        onClose={close}
      />
    )
  return createPortal(shown, document.body)
}
