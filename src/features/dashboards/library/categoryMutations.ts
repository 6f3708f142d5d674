import { useMutation } from '@tanstack/react-query'
import type { NewOperation } from '@/core/sync/operations'
import { submitOperation } from '@/lib/outbox/outboxSync'
import { isFieldProblem, dashboardToasts, toastWriteFailure } from '../dashboardToasts'
import type { DashboardCategory } from './libraryTypes'

/*
 * Category writes, through the outbox like the dashboards' own (dashboardWrites.ts). A delete
 * files the category's dashboards under Uncategorized, here at once and on the server when it
 * lands.
 */

function useCategoryWrite<Variables>(
  operation: (variables: Variables) => Omit<NewOperation, 'owner'>,
) {
  return useMutation({
    mutationFn: (variables: Variables) => submitOperation(operation(variables)),
    onError: (error) => {
      // A taken or refused name is shown under the name field by the dialog.
      if (!isFieldProblem(error)) toastWriteFailure(dashboardToasts.categoryFailed, error)
    },
  })
}

export function useCreateCategory() {
  return useCategoryWrite(({ name }: { name: string }) => {
    const uuid = crypto.randomUUID()
    return {
      kind: 'dashboardCategory.create',
      target: uuid,
      payload: { name, clientUuid: uuid },
      baseVersion: null,
      label: `Created category “${name}”`,
    }
  })
}

export function useRenameCategory() {
  return useCategoryWrite(({ category, name }: { category: DashboardCategory; name: string }) => ({
    kind: 'dashboardCategory.rename',
    target: category.uuid,
    payload: { name },
    baseVersion: category.version,
    base: { name: category.name },
    label: `Renamed category “${category.name}” to “${name}”`,
  }))
}

/** The server files the category's dashboards under Uncategorized in the same transaction. */
export function useDeleteCategory() {
  return useCategoryWrite(({ category }: { category: DashboardCategory }) => ({
    kind: 'dashboardCategory.delete',
    target: category.uuid,
    baseVersion: category.version,
    label: `Deleted category “${category.name}”`,
  }))
}
