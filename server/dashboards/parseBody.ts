import type { z } from 'zod'
import { HttpError } from '../http/httpError'
import { describeZodError } from '../http/errorHandler'

/**
 * A request body checked against its shared schema. A failure is a 400 whose message names each
 * field (`data.layouts.0.w: x + w must be at most 12 columns`) and whose `fieldErrors` hold the
 * first message per field path, so the app can point at the widget that does not fit.
 */
export function parseBody<S extends z.ZodType>(schema: S, body: unknown): z.output<S> {
  const parsed = schema.safeParse(body)
  if (parsed.success) return parsed.data
  const fieldErrors: Record<string, string> = {}
  for (const issue of parsed.error.issues) {
    const path = issue.path.map(String).join('.')
    fieldErrors[path] ??= issue.message
  }
  throw new HttpError(400, describeZodError(parsed.error), { fieldErrors })
}
