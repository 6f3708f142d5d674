import { assetSearchHits, itemSearchHits } from '../../src/core/api/search'

// One multi-query of the app, as the search benchmarks run it through the engine, the HTTP
// route (routeMultiQuery.ts) or the linear scan (searchLatency.bench.ts).

export interface BenchUser {
  uuid: string
}

export interface MultiQueryHits {
  assets: number
  items: number
}

/**
 * One multi-query of the app for `user`: assets then items. Synchronous through the engine; a
 * runner through the HTTP route answers a promise.
 */
export type MultiQuery = (
  query: string,
  user: BenchUser,
) => MultiQueryHits | Promise<MultiQueryHits>

/**
 * What the app asks for in one multi-query (the v5 body of POST /1/indexes/{*}/queries), as
 * searchRequests in src/lib/search/searchQuery.ts builds it on the All tab for a term of more
 * than two characters.
 */
export function multiQueryRequests(query: string, indexes: { items: string; assets: string }) {
  const common = { query, analytics: true, clickAnalytics: true, attributesToHighlight: ['name'] }
  return [
    { indexName: indexes.assets, ...common, hitsPerPage: assetSearchHits },
    { indexName: indexes.items, ...common, hitsPerPage: itemSearchHits },
  ]
}
