import { useMutation, useQueryClient } from '@tanstack/react-query'
import { dashboardsKey } from '@/lib/dashboards/dashboardQueries'
import { createCategory, deleteCategory, renameCategory } from '@/lib/dashboards/categoryRequests'
import { isFieldProblem, dashboardToasts, toastWriteFailure } from '../dashboardToasts'
import type { DashboardCategory } from './libraryTypes'

/*
 * Category writes. Every one refreshes everything under "dashboards" afterwards: a delete moves
 * the category's dashboards to Uncategorized and gives each a new version.
 */

function useCategoryWrite<Variables, Result>(write: (variables: Variables) => Promise<Result>) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: write,
    onError: (error) => {
      // A taken or refused name is shown under the name field by the dialog.
      if (!isFieldProblem(error)) toastWriteFailure(dashboardToasts.categoryFailed, error)
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: dashboardsKey }),
  })
}

export function useCreateCategory() {
  return useCategoryWrite(({ name }: { name: string }) => createCategory(name))
}

export function useRenameCategory() {
  return useCategoryWrite(({ category, name }: { category: DashboardCategory; name: string }) =>
    renameCategory(category, name),
  )
}

/** The server files the category's dashboards under Uncategorized in the same transaction. */
export function useDeleteCategory() {
  return useCategoryWrite(({ category }: { category: DashboardCategory }) =>
    deleteCategory(category),
  )
}
