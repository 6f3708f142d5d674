import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify'
import { z } from 'zod'
import { HttpError, errorBody } from './httpError'
import { bodyLimitBytes } from './limits'

/**
 * Maps anything thrown while handling a request to the one JSON error shape. Client mistakes get
 * a readable message; anything unexpected becomes an opaque 500 so no internals (SQL, paths,
 * stack traces) reach the client, while the full error goes to the log.
 */
export function handleError(error: unknown, request: FastifyRequest, reply: FastifyReply): void {
  if (error instanceof HttpError) {
    // Intended answers; where a 5xx deserves a log line, the code raising it writes one with
    // context.
    void reply.code(error.status).headers(error.headers).send(error.toBody())
    return
  }

  if (error instanceof z.ZodError) {
    void reply.code(400).send(errorBody(400, describeZodError(error)))
    return
  }

  const fastifyError = asFastifyError(error)
  const status = fastifyError?.statusCode
  if (fastifyError && status !== undefined && status >= 400 && status < 500) {
    request.log.info({ code: fastifyError.code, status }, fastifyError.message)
    void reply.code(status).send(errorBody(status, clientMessage(fastifyError)))
    return
  }

  request.log.error({ err: error }, 'Unhandled error while handling the request')
  void reply.code(500).send(errorBody(500, 'Internal Server Error'))
}

/**
 * An error answer names at most this many problems and counts the rest: a body can hold a
 * problem per byte (a string spread into an object had one per character), and its answer must
 * not grow with it.
 */
export const maxListedIssues = 10
/** Longest text of one problem: an issue quotes keys and paths the request wrote. */
const maxIssueLength = 200

/**
 * Problems for a message: the first `maxListedIssues` lines, each clipped, joined with `; `, then
 * how many of `total` (all of them, when only the first were written out) were left unnamed.
 */
export function listIssues(lines: readonly string[], total = lines.length): string {
  const listed = lines.slice(0, maxListedIssues).map(clipIssue)
  const rest = total - listed.length
  return rest > 0 ? [...listed, `and ${rest} more`].join('; ') : listed.join('; ')
}

/** One problem's text within the length bound, ending in `…` when cut. */
export function clipIssue(text: string): string {
  return text.length > maxIssueLength ? `${text.slice(0, maxIssueLength - 1)}…` : text
}

/** `path.to.field: message; other: message`: short enough for a toast, precise enough to debug. */
export function describeZodError(error: z.ZodError): string {
  const lines = error.issues
    .slice(0, maxListedIssues)
    .map((issue) => (issue.path.length > 0 ? `${issue.path.join('.')}: ` : '') + issue.message)
  return listIssues(lines, error.issues.length)
}

/**
 * The first message of each invalid field by its path (`data.layouts.0.w`), for the `fieldErrors`
 * of a 400: at most `maxListedIssues` fields, like the message.
 */
export function zodFieldErrors(error: z.ZodError): Record<string, string> {
  const fieldErrors = new Map<string, string>()
  for (const issue of error.issues) {
    const path = clipIssue(issue.path.map(String).join('.'))
    if (fieldErrors.has(path)) continue
    if (fieldErrors.size >= maxListedIssues) break
    fieldErrors.set(path, clipIssue(issue.message))
  }
  return Object.fromEntries(fieldErrors)
}

function clientMessage(error: FastifyError): string {
  switch (error.code) {
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return `Request body is larger than the limit of ${bodyLimitBytes / 1024 / 1024} MiB`
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return `Unsupported content type; send application/json`
    default:
      // Schema validation messages already name the field ("body/name must be string").
      return error.message
  }
}

function asFastifyError(error: unknown): FastifyError | undefined {
  if (!(error instanceof Error)) return undefined
  const candidate = error as Partial<FastifyError>
  return typeof candidate.statusCode === 'number' ? (error as FastifyError) : undefined
}
