import type { FastifySchemaCompiler, FastifySerializerCompiler } from 'fastify'
import { z } from 'zod'

/**
 * Requests are not validated by Fastify: each handler parses its input with the same contract it
 * declares, at the point where it used to (after who asks and what they may touch are checked),
 * so a guest still gets a 401 before a 400 and every message and `fieldErrors` stay as they were.
 * The declared request schemas document the route (docs/api.md, "OpenAPI").
 */
export const passThroughValidatorCompiler: FastifySchemaCompiler<unknown> = () => () => true

/** Where an answer does not match its declared schema: the route, the status and the issues. */
export interface ResponseMismatch {
  method: string
  url: string
  status: string
  /** `path: message` per issue; zod's messages name types and limits, never the values. */
  issues: string[]
}

/**
 * JSON answers are written as they are (JSON.stringify, as Fastify does without a schema), so no
 * field is stripped or coerced; before that, one with a declared zod schema is checked against it,
 * the way the app parses it. A mismatch goes to `onMismatch`: the server logs it and sends the
 * answer anyway; tests throw, so the request fails with a 500 and the test notices. Cached bodies
 * (strings and buffers: the series, metadata, CMS) are sent as bytes and never reach a serializer.
 */
export function checkedJsonSerializerCompiler(
  onMismatch: (mismatch: ResponseMismatch) => void,
): FastifySerializerCompiler<unknown> {
  return ({ schema, method, url, httpStatus }) => {
    if (!(schema instanceof z.ZodType)) return (data) => JSON.stringify(data)
    return (data) => {
      const checked = schema.safeParse(data)
      if (!checked.success) {
        onMismatch({
          method,
          url,
          status: httpStatus ?? 'any',
          issues: checked.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`),
        })
      }
      return JSON.stringify(data)
    }
  }
}
