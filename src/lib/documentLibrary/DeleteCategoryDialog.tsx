import { ConfirmDeleteDialog } from '@/lib/ui/ConfirmDeleteDialog'
import { useDeleteCategory } from './categoryMutations'
import type { DocumentLibrary, LibraryCategory } from './documentLibrary'
import { uncategorizedName } from './libraryGroups'

/** "Its 3 charts move to Uncategorized; the charts are kept." */
function keptDocumentsSentence(count: number, noun: { one: string; many: string }): string {
  if (count === 0) return `It holds no ${noun.many}.`
  return count === 1
    ? `Its ${noun.one} moves to ${uncategorizedName}; the ${noun.one} is kept.`
    : `Its ${count} ${noun.many} move to ${uncategorizedName}; the ${noun.many} are kept.`
}

/** Deleting a category keeps its documents: the server files them under Uncategorized. */
export function DeleteCategoryDialog<C extends LibraryCategory>({
  library,
  category,
  count,
  onClose,
}: {
  library: DocumentLibrary<C>
  category: C
  /** How many documents the list shows in it. */
  count: number
  onClose: () => void
}) {
  const remove = useDeleteCategory(library)
  return (
    <ConfirmDeleteDialog
      title="Delete category"
      confirmLabel="Delete category"
      busy={remove.isPending}
      onClose={onClose}
      onConfirm={() => remove.mutate({ category }, { onSettled: onClose })}
    >
      Delete the category <strong>{category.name}</strong>?{' '}
      {keptDocumentsSentence(count, library.noun)}
    </ConfirmDeleteDialog>
  )
}
