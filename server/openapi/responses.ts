import { z } from 'zod'
import { apiErrorSchema } from '@/core/api/error'

/** The error answers a route may give, each in the one error shape (`apiErrorSchema`). */
export function errors<S extends number>(...statuses: S[]): Record<S, typeof apiErrorSchema> {
  return Object.fromEntries(statuses.map((status) => [status, apiErrorSchema])) as Record<
    S,
    typeof apiErrorSchema
  >
}

/** An answer without a body (204; 304 to a matching If-None-Match). */
export const noBody = z.null()

/** `{ "ok": true }`: what the account actions answer. */
export const okSchema = z.object({ ok: z.literal(true) })

/** One path parameter: a document's uuid (or a preset's slug, where the route says so). */
export const idParams = z.object({ id: z.string() })

/** An answer that is not JSON: its media type and what it holds. */
export function media(type: string, description: string, schema: z.ZodType = z.string()) {
  return { description, content: { [type]: { schema } } }
}

/** A page for the browser (the identity provider's forms, the sandbox checkout). */
export const htmlPage = (description: string) => media('text/html', description)

/** The request headers of a versioned write (docs/api.md, "Versions and retries"). */
export const ifMatchHeaders = z.object({
  'if-match': z.string().describe('The version the change is based on, as its ETag ("v3")'),
  'idempotency-key': z
    .string()
    .optional()
    .describe('Applies the write once; a retry with the same key gets the first answer'),
})

/**
 * The request header of a versioned read: the ETag of the copy held, answered 304 without a body
 * while it is still the current version (docs/api.md, "Versions and idempotency").
 */
export const ifNoneMatchHeaders = z.object({
  'if-none-match': z
    .string()
    .optional()
    .describe('The ETag of the version held ("v3"): 304 Not Modified while it is current'),
})

/** The request header of a versioned create. */
export const idempotencyHeaders = ifMatchHeaders.pick({ 'idempotency-key': true })

/**
 * The metrics API key as the reference's security scheme: Swagger UI's Authorize takes it and
 * sends it with "Try it out" (docs/api.md, "Access and rate limits").
 */
export const apiKeyScheme = {
  apiKey: {
    type: 'apiKey',
    in: 'header',
    name: 'X-Api-Key',
    description:
      'Your API key, created under Settings › API (`/settings/api`): the metric, metadata and ' +
      'asset-list routes then answer with your plan. The same key may go in the `api_key` query ' +
      'parameter instead.',
  },
} as const

/** A route that takes the API key, and answers a guest (or the session's user) without one. */
export const apiKeyOptional: Array<Record<string, string[]>> = [{ apiKey: [] }, {}]
