import { ApiError } from '@/lib/api/apiError'
import { describeFailure } from '@/lib/api/statusHandling'
import { toast } from '@/lib/ui/toastStore'

/** Toast texts of app.md section 8 used by the dashboards list. */
export const libraryToasts = {
  deleted: 'Deleted',
  deleteFailed: 'Error deleting dashboard',
  createFailed: 'Error creating dashboard',
  moved: 'Dashboard moved successfully',
  /** A move that failed: the dashboard's own write. */
  moveFailed: 'Error updating dashboard',
  /** The catalogue's toast for category failures, reads and writes alike. */
  categoryFailed: 'Error refetching categories',
} as const

/** The error toast for a failed write, with the server's words under it. */
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
