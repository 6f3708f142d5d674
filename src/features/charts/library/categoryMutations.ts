import { useMutation } from '@tanstack/react-query'
import type { UdmCategory } from '@/core/api/udm'
import type { NewOperation } from '@/core/sync/operations'
import { submitOperation } from '@/lib/outbox/outboxSync'
import {
  createChartCategoryOperation,
  deleteChartCategoryOperation,
  renameChartCategoryOperation,
} from '@/lib/udm/chartOperations'
import { isNameConflict, libraryToasts, toastWriteFailure } from './libraryToasts'

/*
 * Category writes, through the outbox (docs/offline.md): shown at once (a rename in the chart
 * summaries' category too, a delete moving its charts to Uncategorized), sent when possible.
 */

function useCategoryWrite<Variables>(
  operation: (variables: Variables) => Omit<NewOperation, 'owner'>,
) {
  return useMutation({
    mutationFn: (variables: Variables) => submitOperation(operation(variables)),
    onError: (error) => {
      // A taken name is shown under the name field by the dialog.
      if (!isNameConflict(error)) toastWriteFailure(libraryToasts.categoryFailed, error)
    },
  })
}

export function useCreateCategory() {
  return useCategoryWrite(({ name }: { name: string }) => createChartCategoryOperation(name))
}

export function useRenameCategory() {
  return useCategoryWrite(({ category, name }: { category: UdmCategory; name: string }) =>
    renameChartCategoryOperation(category, name),
  )
}

/** The server moves the category's charts to Uncategorized in the same transaction. */
export function useDeleteCategory() {
  return useCategoryWrite(({ category }: { category: UdmCategory }) =>
    deleteChartCategoryOperation(category),
  )
}
