import type { SearchAssetRecord, SearchItemRecord } from '@/core/api/search'

/*
 * The embedded search engine's interface (docs/search.md): two in-memory indexes the
 * Algolia-protocol routes query. The protocol layer turns Algolia parameters (filters,
 * facetFilters, the secured key's restrictions) into a predicate and pagination; the engine
 * ranks, matches with typo tolerance and prefixes, and says which words matched (for
 * `_highlightResult`).
 */

export type SearchIndexName = 'items' | 'assets'

export interface EngineQuery<R> {
  /** The user's text; empty matches every record (in ranking order). */
  query: string
  /** Records the caller may see and asked for (visibility, type, tier, …); all when absent. */
  filter?: (record: R) => boolean
  /**
   * A promise about `filter`: it passes only records whose `visibleBy` holds one of these
   * (lowercase), as the caller's key says. The engine may leave the others unread.
   */
  visibleBy?: readonly string[] | undefined
  /** 0-based. */
  page: number
  hitsPerPage: number
}

export interface EngineHit<R> {
  record: R
  /** The record's words the query matched (after typo tolerance and prefixes), lowercase. */
  matchedWords: string[]
  /** The attributes those words were found in. */
  matchedAttributes: string[]
}

export interface EngineResult<R> {
  hits: EngineHit<R>[]
  /** Every record that matched and passed the filter, over all pages. */
  nbHits: number
}

export interface SearchIndex<R extends { objectID: string }> {
  search(query: EngineQuery<R>): EngineResult<R>
  get(objectID: string): R | undefined
  /** Every record (GET /v1/search/records filters them for the caller's offline copy). */
  all(): readonly R[]
}

export interface SearchEngine {
  items: SearchIndex<SearchItemRecord>
  assets: SearchIndex<SearchAssetRecord>
}
