import { ApiError } from '@/lib/api/apiError'
import { describeFailure } from '@/lib/api/statusHandling'
import { toast } from '@/lib/ui/toastStore'

/** Toast texts of app.md section 8 used by the chart library. */
export const libraryToasts = {
  deleted: 'Deleted',
  deleteFailed: 'Error deleting metric',
  /** Used for creating a copy too: the catalogue has no separate clone error. */
  updateFailed: 'Error updating metric',
  /** The catalogue's toast for category failures, also on moving a chart between categories. */
  categoryFailed: 'Error refetching categories',
} as const

/**
 * The error toast for a failed write, with the server's words under it. A 412 (the chart or
 * category was saved elsewhere in the meantime) says so in the server's message; the caller
 * refetches, so the next try starts from the newer version.
 */
export function toastWriteFailure(title: string, error: unknown): void {
  toast.error(title, describeFailure(error))
}

/** A 409 on a category name is answered under the input, not in a toast. */
export function isNameConflict(error: unknown): error is ApiError {
  return error instanceof ApiError && error.status === 409
}
