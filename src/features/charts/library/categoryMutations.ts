import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { UdmCategory } from '@/core/api/udm'
import { udmKey } from '@/lib/udm/udmQueries'
import { createCategory, deleteCategory, renameCategory } from '@/lib/udm/udmRequests'
import { isNameConflict, libraryToasts, toastWriteFailure } from './libraryToasts'

/*
 * Category writes. Every one refreshes everything under "udm" afterwards: a rename shows in the
 * chart summaries' category, a delete moves charts and gives each a new version.
 */

function useCategoryWrite<Variables, Result>(write: (variables: Variables) => Promise<Result>) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: write,
    onError: (error) => {
      // A taken name is shown under the name field by the dialog.
      if (!isNameConflict(error)) toastWriteFailure(libraryToasts.categoryFailed, error)
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: udmKey }),
  })
}

export function useCreateCategory() {
  return useCategoryWrite(({ name }: { name: string }) => createCategory(name))
}

export function useRenameCategory() {
  return useCategoryWrite(({ category, name }: { category: UdmCategory; name: string }) =>
    renameCategory(category.uuid, category.version, name),
  )
}

/** The server moves the category's charts to Uncategorized in the same transaction. */
export function useDeleteCategory() {
  return useCategoryWrite(({ category }: { category: UdmCategory }) =>
    deleteCategory(category.uuid, category.version),
  )
}
