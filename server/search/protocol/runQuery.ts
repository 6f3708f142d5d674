import { randomUUID } from 'node:crypto'
import { highlightValue, type HighlightResult } from '@/core/search/highlight'
import { queryWords } from '@/core/search/rankedIndex'
import type { SearchIndex } from '../searchEngine'
import { parseFacetFilters } from './facetFilters'
import { parseFilters } from './filterExpression'
import { allOf, type FilterableRecord, type RecordPredicate } from './recordPredicates'
import { echoParams, type SearchParams } from './searchParams'

/*
 * One query against one index, answered in Algolia's response shape. The key's restriction is
 * one more predicate ANDed with the request's filters and facetFilters: no request parameter
 * can widen what the key sees.
 */

export interface QueryTarget {
  /** The name the client used (`studio_items`). */
  indexName: string
  index: SearchIndex<{ objectID: string }>
  /** Attributes highlighted when the request names none (the searchable ones). */
  highlightedByDefault: readonly string[]
}

/** A hit before it is written (responseJson.ts): the record, what to retrieve of it, highlights. */
export interface SearchHit {
  record: FilterableRecord
  /** attributesToRetrieve: `*` is every attribute, `-name` leaves one out; objectID always. */
  attributes: readonly string[]
  highlightResult: Record<string, HighlightResult>
}

export interface SearchResponse {
  hits: SearchHit[]
  nbHits: number
  page: number
  nbPages: number
  hitsPerPage: number
  processingTimeMS: number
  exhaustiveNbHits: true
  exhaustive: { nbHits: true; typo: true }
  query: string
  params: string
  index: string
  queryID?: string
}

/** What the request's key lets it see (keyAccess.ts). */
export interface QueryAccess {
  keyFilter: RecordPredicate
  /** The `visibleBy` values the key requires one of: the engine reads no other records. */
  visibleBy?: readonly string[] | undefined
}

export function runQuery(
  target: QueryTarget,
  params: SearchParams,
  { keyFilter, visibleBy }: QueryAccess,
): SearchResponse {
  const started = performance.now()
  const filter = allOf(
    [keyFilter, parseFilters(params.filters), parseFacetFilters(params.facetFilters)].filter(
      (predicate) => predicate !== undefined,
    ),
  ) as unknown as (record: { objectID: string }) => boolean
  const result = target.index.search({
    query: params.query,
    filter,
    visibleBy,
    page: params.page,
    hitsPerPage: params.hitsPerPage,
  })
  const words = queryWords(params.query)
  const highlighted = params.attributesToHighlight ?? target.highlightedByDefault
  const hits = result.hits.map((hit): SearchHit => {
    const record = hit.record as unknown as FilterableRecord
    const matchedWords = new Set(hit.matchedWords.map((word) => word.toLowerCase()))
    const highlightResult: Record<string, HighlightResult> = {}
    for (const attribute of expandAttributes(highlighted, record)) {
      const value = highlightValue(record[attribute], {
        queryWords: words,
        matchedWords,
        preTag: params.highlightPreTag,
        postTag: params.highlightPostTag,
      })
      if (value !== undefined) highlightResult[attribute] = value
    }
    return { record, attributes: params.attributesToRetrieve, highlightResult }
  })
  const response: SearchResponse = {
    hits,
    nbHits: result.nbHits,
    page: params.page,
    nbPages: params.hitsPerPage === 0 ? 0 : Math.ceil(result.nbHits / params.hitsPerPage),
    hitsPerPage: params.hitsPerPage,
    processingTimeMS: Math.round(performance.now() - started),
    exhaustiveNbHits: true,
    exhaustive: { nbHits: true, typo: true },
    query: params.query,
    params: echoParams(params),
    index: target.indexName,
  }
  if (params.clickAnalytics) response.queryID = newQueryId()
  return response
}

/** `attributesToRetrieve`: `*` is every attribute, `-name` leaves one out; objectID always. */
export function retrieve(
  record: FilterableRecord,
  attributes: readonly string[],
): Record<string, unknown> {
  const excluded = new Set(attributes.filter((name) => name.startsWith('-')).map((n) => n.slice(1)))
  const names = attributes.includes('*')
    ? Object.keys(record)
    : attributes.filter((name) => !name.startsWith('-') && Object.hasOwn(record, name))
  const out: Record<string, unknown> = {}
  for (const name of names) {
    if (!excluded.has(name)) out[name] = record[name]
  }
  out.objectID = record.objectID
  return out
}

function expandAttributes(attributes: readonly string[], record: FilterableRecord): string[] {
  if (!attributes.includes('*')) return attributes.filter((name) => Object.hasOwn(record, name))
  return Object.keys(record).filter((name) => name !== 'objectID')
}

/** Algolia's queryID: 32 hex characters (a v4 UUID's: Node draws them from a pool of random bytes). */
function newQueryId(): string {
  return randomUUID().replaceAll('-', '')
}
