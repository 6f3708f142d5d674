import { z } from 'zod'
import { AlgoliaError } from './algoliaError'

/*
 * The body of `POST /1/indexes/*\/queries`, checked by hand (it runs on every keystroke's
 * search, and zod's record copied every request object); each request's parameters are then
 * read and validated by readSearchParams. The zod schema below is the route's documented
 * contract (the OpenAPI document); multiQueryBody.test.ts checks that both accept the same.
 */

export const maxQueriesPerRequest = 50
/** The hits one multi-query may ask for in all (the sum of its queries' `hitsPerPage`). */
export const maxHitsPerRequest = 1000

const strategies = ['none', 'stopIfEnoughMatches'] as const

export const multiQueryBodySchema = z.object({
  requests: z
    .array(z.record(z.string(), z.unknown()))
    .min(1)
    .max(maxQueriesPerRequest, `at most ${maxQueriesPerRequest} requests`),
  strategy: z.enum(strategies).optional(),
})

/** The requests of a multi-query body: `requests`, 1 to 50 objects; `strategy` optional. */
export function multiQueryRequests(body: unknown): Record<string, unknown>[] {
  const isObject = (value: unknown): value is Record<string, unknown> =>
    typeof value === 'object' && value !== null && !Array.isArray(value)
  if (!isObject(body)) throw new AlgoliaError(400, 'The body must be a JSON object')
  const { requests, strategy } = body
  if (!Array.isArray(requests)) throw new AlgoliaError(400, 'requests: must be a list')
  if (requests.length === 0) throw new AlgoliaError(400, 'requests: at least 1 request')
  if (requests.length > maxQueriesPerRequest) {
    throw new AlgoliaError(400, `requests: at most ${maxQueriesPerRequest} requests`)
  }
  requests.forEach((entry: unknown, index) => {
    if (!isObject(entry)) throw new AlgoliaError(400, `requests.${index}: must be an object`)
  })
  if (strategy !== undefined && !(strategies as readonly unknown[]).includes(strategy)) {
    throw new AlgoliaError(400, `strategy: must be one of ${strategies.join(', ')}`)
  }
  return requests as Record<string, unknown>[]
}
