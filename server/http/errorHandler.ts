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

/** `path.to.field: message; other: message`: short enough for a toast, precise enough to debug. */
export function describeZodError(error: z.ZodError): string {
  return error.issues
    .map((issue) => (issue.path.length > 0 ? `${issue.path.join('.')}: ` : '') + issue.message)
    .join('; ')
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
