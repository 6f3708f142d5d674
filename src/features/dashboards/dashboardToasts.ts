import { ApiError } from '@/lib/api/apiError'
import { describeFailure } from '@/lib/api/statusHandling'
import { toast } from '@/lib/ui/toastStore'

/** The toasts of app.md section 8 shown by the dashboard page and the dashboards list. */
export const dashboardToasts = {
  saved: 'Dashboard saved',
  /** Kept in the outbox: no connection, or the server did not answer in time. */
  savedOnDevice: 'Saved on this device: it syncs when you are back online',
  deleted: 'Deleted',
  deleteFailed: 'Error deleting dashboard',
  createFailed: 'Error creating dashboard',
  updateFailed: 'Error updating dashboard',
  moved: 'Dashboard moved successfully',
  /** The catalogue's toast for category failures, reads and writes alike. */
  categoryFailed: 'Error refetching categories',
} as const

/** The error toast for a failed write, with the server's words (or the failure's kind) under it. */
export function toastWriteFailure(title: string, error: unknown): void {
  toast.error(title, describeFailure(error))
}

/**
 * A taken name (409) or a name the server refused (400) is answered under the name field, where
 * the user can change it, not in a toast.
 */
export function isFieldProblem(error: unknown): error is ApiError {
  return error instanceof ApiError && (error.status === 409 || error.status === 400)
}
