import { z } from 'zod'
import { searchRecordsSchema } from '@/core/api/search'
import { errors, noBody } from '../openapi/responses'
import { insightsEventsSchema } from '../search/protocol/insightsEvents'
import { multiQueryBodySchema } from '../search/protocol/multiQueryBody'

/** Algolia's error shape, which its clients read. */
const algoliaError = z.object({ message: z.string(), status: z.number().int() })
const algoliaErrors = <S extends number>(...statuses: S[]) =>
  Object.fromEntries(statuses.map((status) => [status, algoliaError])) as Record<
    S,
    typeof algoliaError
  >

const credentials = z.object({
  'x-algolia-application-id': z.string().optional().describe('Or the query parameter'),
  'x-algolia-api-key': z.string().optional().describe('A search key; or the query parameter'),
})

const searchResponse = z.looseObject({
  hits: z.array(z.looseObject({ objectID: z.string() })),
  nbHits: z.number().int(),
  page: z.number().int(),
  nbPages: z.number().int(),
  hitsPerPage: z.number().int(),
  processingTimeMS: z.number(),
  query: z.string(),
  params: z.string(),
  index: z.string(),
  queryID: z.string().optional(),
})

/**
 * Global search (docs/search.md): the offline copy of the records, and the subset of Algolia's
 * REST protocol that `algoliasearch` calls, with Algolia's own shapes.
 */
export const searchRouteSchemas = {
  records: {
    summary: 'Every search record the caller may see, for the offline search',
    response: { 200: searchRecordsSchema, 304: noBody, ...errors(401) },
  },
  multiQuery: {
    summary: 'Algolia multi-query (indexName `*`)',
    description:
      'At most 50 queries whose `hitsPerPage` add up to at most 1,000 (a 400 beyond). Every `/1` ' +
      'route counts into one limit per key and client address: 20 requests in 10 seconds, then ' +
      '429 with `Retry-After`.',
    params: z.object({ indexName: z.literal('*') }),
    headers: credentials,
    body: multiQueryBodySchema,
    response: {
      200: z.object({ results: z.array(searchResponse) }),
      ...algoliaErrors(400, 403, 404, 429),
    },
  },
  query: {
    summary: 'Algolia query of one index',
    params: z.object({ indexName: z.string() }),
    headers: credentials,
    body: z.record(z.string(), z.unknown()),
    response: { 200: searchResponse, ...algoliaErrors(400, 403, 404, 429) },
  },
  getObject: {
    summary: 'One record by objectID',
    params: z.object({ indexName: z.string(), objectID: z.string() }),
    querystring: z.object({ attributesToRetrieve: z.string().optional() }),
    headers: credentials,
    response: {
      200: z.looseObject({ objectID: z.string() }),
      ...algoliaErrors(400, 403, 404, 429),
    },
  },
  events: {
    summary: 'Algolia Insights events (counted per record and day)',
    headers: credentials,
    body: insightsEventsSchema,
    response: {
      200: z.object({ status: z.literal(200), message: z.literal('OK') }),
      ...algoliaErrors(400, 403, 422, 429),
    },
  },
  pulses: {
    summary: 'The open app’s WebSocket for alert firings (from the app’s origin, signed in)',
    description:
      'Upgrade to a WebSocket; each message is a `pulseMessageSchema` (src/core/api/pulses.ts).',
    response: {
      101: z.null().describe('Switching to the WebSocket protocol'),
      ...errors(401, 403, 426),
    },
  },
}
