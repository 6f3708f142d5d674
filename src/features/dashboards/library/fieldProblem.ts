import { isFieldProblem } from '../dashboardToasts'

/**
 * What to show under a name field after the server refused the name: its message for that field
 * when a 400 names one, else the message of the 409 or 400 itself.
 */
export function serverFieldError(error: unknown, field: string): string | undefined {
  if (!isFieldProblem(error)) return undefined
  return error.body?.fieldErrors?.[field] ?? error.message
}
