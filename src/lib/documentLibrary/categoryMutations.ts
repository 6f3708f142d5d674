import { useMutation } from '@tanstack/react-query'
import { submitOperation } from '@/lib/outbox/outboxSync'
import type { DocumentLibrary, LibraryCategory, LibraryOperation } from './documentLibrary'
import { categoryFailedToast, isFieldProblem, toastWriteFailure } from './libraryToasts'

/*
 * Category writes, through the outbox (docs/offline.md): shown at once (a rename in the
 * documents' category too, a delete filing its documents under Uncategorized), sent when
 * possible.
 */

function useCategoryWrite<Variables>(
  operation: (variables: Variables) => LibraryOperation,
  /** A refused name is shown under the dialog's name field rather than in a toast. */
  named: boolean,
) {
  return useMutation({
    mutationFn: (variables: Variables) => submitOperation(operation(variables)),
    onError: (error) => {
      if (!(named && isFieldProblem(error))) toastWriteFailure(categoryFailedToast, error)
    },
  })
}

export function useCreateCategory<C extends LibraryCategory>(library: DocumentLibrary<C>) {
  return useCategoryWrite(({ name }: { name: string }) => library.createCategory(name), true)
}

export function useRenameCategory<C extends LibraryCategory>(library: DocumentLibrary<C>) {
  return useCategoryWrite(
    ({ category, name }: { category: C; name: string }) => library.renameCategory(category, name),
    true,
  )
}

/** A delete has no field to show a refusal under: every failure is a toast. */
export function useDeleteCategory<C extends LibraryCategory>(library: DocumentLibrary<C>) {
  return useCategoryWrite(
    ({ category }: { category: C }) => library.deleteCategory(category),
    false,
  )
}
