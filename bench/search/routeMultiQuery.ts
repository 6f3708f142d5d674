import type { FastifyInstance } from 'fastify'
import { multiQueryRequests, type BenchUser, type MultiQuery } from './multiQuery'

/*
 * The multi-query through the HTTP route, as the app's algoliasearch client sends it:
 * `POST /1/indexes/*\/queries` (the v5 body) with app.inject, authenticated by the Algolia
 * headers. measureSearchLatency runs it on a whole app (buildTestApp) given the benchmark's
 * engine, with each user's secured key.
 */

export interface RouteAccess {
  appId: string
  /** The user's secured key (their `searchAPIKey`), which carries their visibility filter. */
  apiKeyOf: (user: BenchUser) => string
  indexes: { items: string; assets: string }
}

interface MultiQueryAnswer {
  results: Array<{ hits: unknown[] }>
}

export function routeMultiQuery(app: FastifyInstance, access: RouteAccess): MultiQuery {
  return async (query, user) => {
    const response = await app.inject({
      method: 'POST',
      url: '/1/indexes/*/queries',
      headers: {
        'x-algolia-application-id': access.appId,
        'x-algolia-api-key': access.apiKeyOf(user),
      },
      payload: { requests: multiQueryRequests(query, access.indexes) },
    })
    if (response.statusCode !== 200) {
      throw new Error(`the multi-query answered ${response.statusCode}: ${response.body}`)
    }
    const [assets, items] = response.json<MultiQueryAnswer>().results
    return { assets: assets?.hits.length ?? 0, items: items?.hits.length ?? 0 }
  }
}
