import type { z } from 'zod'
import { HttpError, badRequest } from '../http/httpError'
import { describeZodError, zodFieldErrors } from '../http/errorHandler'

/**
 * A request body checked against its shared schema. A failure is a 400 whose message names each
 * field (`data.layouts.0.w: x + w must be at most 12 columns`) and whose `fieldErrors` hold the
 * first message per field path, so the app can point at the widget that does not fit; both name
 * at most ten (errorHandler.ts, `maxListedIssues`).
 */
export function parseBody<S extends z.ZodType>(schema: S, body: unknown): z.output<S> {
  const parsed = schema.safeParse(body)
  if (parsed.success) return parsed.data
  throw new HttpError(400, describeZodError(parsed.error), {
    fieldErrors: zodFieldErrors(parsed.error),
  })
}

export const notAnObjectMessage = 'The body must be a JSON object'

/**
 * The body as an object, for a route that adds to it before parsing: anything else (a string,
 * an array, a number, none) is a 400. Spreading a string made one key per character.
 */
export function objectBody(body: unknown): Record<string, unknown> {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    throw badRequest(notAnObjectMessage)
  }
  return body as Record<string, unknown>
}
