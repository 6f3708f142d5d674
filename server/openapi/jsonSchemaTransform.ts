import { STATUS_CODES } from 'node:http'
import type { FastifySchema } from 'fastify'
import { z } from 'zod'

type JsonSchema = Record<string, unknown>

/**
 * A zod contract as the JSON Schema (2020-12, OpenAPI 3.1's dialect) of what travels on the
 * wire. Both ways that is zod's input form: the server parses request bodies with the contract,
 * and the app parses answers with it, so defaults may be left out and transforms read their
 * input. What JSON cannot say (a refinement, a transform's result) is left open.
 */
export function wireJsonSchema(schema: z.ZodType): JsonSchema {
  const json = z.toJSONSchema(schema, {
    target: 'draft-2020-12',
    io: 'input',
    unrepresentable: 'any',
    reused: 'inline',
  }) as JsonSchema
  delete json.$schema
  // A `$defs` reference would resolve against the whole OpenAPI document; none of our contracts
  // is recursive, and the coverage test keeps it so.
  if (json.$defs !== undefined) throw new Error('A recursive contract cannot be inlined')
  return json
}

/** A response that is not JSON: its media types, each with what it holds. */
export interface ContentResponse {
  description?: string
  content: Record<string, { schema: z.ZodType }>
}

function isContentResponse(value: unknown): value is ContentResponse {
  return typeof value === 'object' && value !== null && 'content' in value
}

function responseJsonSchema(status: string, declared: unknown): JsonSchema {
  const fallbackDescription = STATUS_CODES[Number(status)] ?? 'Response'
  if (isContentResponse(declared)) {
    const content = Object.fromEntries(
      Object.entries(declared.content).map(([type, { schema }]) => [
        type,
        { schema: wireJsonSchema(schema) },
      ]),
    )
    return { description: declared.description ?? fallbackDescription, content }
  }
  if (!(declared instanceof z.ZodType)) return declared as JsonSchema
  const json = wireJsonSchema(declared)
  // No body (204, 304): Fastify's swagger leaves out the content of a `null` type.
  if (declared instanceof z.ZodNull) return { type: 'null', description: fallbackDescription }
  return { description: fallbackDescription, ...json }
}

/**
 * The group a route is listed under in the reference: the first path segment after the version,
 * e.g. `dashboards` for /v1/dashboards/{id}, `cms` for /cms/assets.
 */
export function routeTag(url: string): string {
  const segments = url.split('/').filter((segment) => segment !== '' && !/^v\d+$/.test(segment))
  const first = segments[0] ?? 'root'
  // Paddle's notifications and the checkout standing in for Paddle's are protocols, listed apart
  // from the user's own billing (server/openapi/tags.ts).
  if (first === 'payments' && segments[1] === 'webhooks') return 'payment-webhooks'
  if (first === 'payments' && segments[1] === 'sandbox') return 'payment-sandbox'
  return tagNames[first] ?? first
}

/** Groups whose first segment says little: Algolia's protocol is under /1. */
const tagNames: Record<string, string> = { '1': 'algolia', 'oidc-assets': 'oidc', ws: 'alerts' }

/**
 * @fastify/swagger's transform: the zod contracts a route declares, as JSON Schema. Routes with
 * `hide: true` (pages, static files, the identity provider's own protocol) are left out.
 */
export function zodRouteTransform({ schema, url }: { schema: FastifySchema; url: string }): {
  schema: FastifySchema
  url: string
} {
  const declared = schema as FastifySchema & { hide?: boolean; tags?: string[] }
  if (declared.hide === true) return { schema: { hide: true } as FastifySchema, url }
  const { params, querystring, body, headers, response, ...rest } = declared
  const transformed: Record<string, unknown> = { tags: [routeTag(url)], ...rest }
  const parts = { params, querystring, body, headers }
  for (const [part, value] of Object.entries(parts)) {
    if (value instanceof z.ZodType) transformed[part] = wireJsonSchema(value)
  }
  if (response !== undefined) {
    transformed.response = Object.fromEntries(
      Object.entries(response as Record<string, unknown>).map(([status, value]) => [
        status,
        responseJsonSchema(status, value),
      ]),
    )
  }
  return { schema: transformed as FastifySchema, url }
}
