import { ApiError } from '@/lib/api/apiError'
import { describeFailure } from '@/lib/api/statusHandling'
import { toast } from '@/lib/ui/toastStore'

/** The catalogue's toast for category failures, reads and writes alike (app.md section 8). */
export const categoryFailedToast = 'Error refetching categories'

/**
 * The error toast for a failed write, with the server's words (or the failure's kind) under it.
 * A 412 (saved elsewhere in the meantime) says so in the server's message.
 */
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

/**
 * What to show under a field after the server refused it: its message for that field when a 400
 * names one, else the message of the 409 or 400 itself.
 */
export function serverFieldError(error: unknown, field: string): string | undefined {
  if (!isFieldProblem(error)) return undefined
  return error.body?.fieldErrors?.[field] ?? error.message
}
