import { AlgoliaError } from './algoliaError'

/*
 * The body of `POST /1/indexes/*\/queries`, checked by hand (it runs on every keystroke's
 * search); each request's parameters are then read and validated by readSearchParams.
 */

export const maxQueriesPerRequest = 50

const strategies: readonly unknown[] = ['none', 'stopIfEnoughMatches']

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
  if (strategy !== undefined && !strategies.includes(strategy)) {
    throw new AlgoliaError(400, `strategy: must be one of ${strategies.join(', ')}`)
  }
  return requests as Record<string, unknown>[]
}
