import {
  assetSearchHits,
  itemSearchHits,
  type SearchAssetRecord,
  type SearchItemRecord,
  type SearchItemType,
  type SearchRecords,
} from '../api/search'
import { queryWords } from './rankedIndex'
import { createAssetsIndex, createItemsIndex } from './searchIndexes'

/*
 * Offline search (docs/search.md, "Offline search"): the same indexes and ranking as the server
 * (searchIndexes.ts), built from the caller's copy of GET /v1/search/records, answering in the
 * shape the overlay reads from the search service: records with the name highlighted between
 * <em> and </em> (HTML-escaped around the tags, as the service does). Runs in a worker.
 */

/** A hit as the search service would send it with `attributesToHighlight: ['name']`. */
export type OfflineHit<R> = Omit<R, 'visibleBy'> & {
  _highlightResult: { name: { value: string } }
}

export interface OfflineAnswer<R> {
  hits: OfflineHit<R>[]
  nbHits: number
}

export interface OfflineResults {
  /** Null for a blank term: the service is asked for no assets then either. */
  assets: OfflineAnswer<SearchAssetRecord> | null
  items: OfflineAnswer<SearchItemRecord>
}

export interface OfflineSearch {
  /** `types`: the tab's item types; all when absent. */
  search(term: string, types?: readonly SearchItemType[]): OfflineResults
}

export function createOfflineSearch(records: SearchRecords): OfflineSearch {
  const assets = createAssetsIndex()
  assets.upsert(records.assets)
  // As the server: an asset's name finds the items of its symbol ("bitcoin" finds BTC charts).
  const items = createItemsIndex(new Map(records.assets.map((asset) => [asset.symbol, asset.name])))
  items.upsert(records.items)

  return {
    search(term, types) {
      const query = term.trim()
      const words = queryWords(query)
      const itemResult = items.search({
        query,
        page: 0,
        hitsPerPage: itemSearchHits,
        ...(types ? { filter: (record) => types.includes(record.type) } : {}),
      })
      const assetResult =
        query === '' ? null : assets.search({ query, page: 0, hitsPerPage: assetSearchHits })
      const answer = <R extends { name: string; visibleBy: string[] }>(result: {
        hits: { record: R; matchedWords: string[] }[]
        nbHits: number
      }): OfflineAnswer<R> => ({
        nbHits: result.nbHits,
        hits: result.hits.map(({ record, matchedWords }) => {
          const { visibleBy: _visibleBy, ...rest } = record
          const value = highlightName(record.name, words, new Set(matchedWords))
          return { ...rest, _highlightResult: { name: { value } } }
        }),
      })
      return { assets: assetResult && answer(assetResult), items: answer(itemResult) }
    },
  }
}

const wordPattern = /[\p{L}\p{N}]+/gu

/**
 * The name with its matched words between <em> and </em>, as the service's highlighter marks
 * them: a word the query only prefixes over that prefix (`<em>Bitc</em>oin`), a word matched
 * whole or with a typo whole.
 */
export function highlightName(
  name: string,
  queryWords: readonly string[],
  matchedWords: ReadonlySet<string>,
): string {
  let out = ''
  let last = 0
  for (const match of name.matchAll(wordPattern)) {
    const word = match[0]
    out += escapeHtml(name.slice(last, match.index))
    last = match.index + word.length
    const lower = word.toLowerCase()
    if (!matchedWords.has(lower)) {
      out += escapeHtml(word)
      continue
    }
    const prefix = queryWords
      .filter((query) => lower.startsWith(query))
      .reduce((longest, query) => (query.length > longest.length ? query : longest), '')
    const length = prefix === '' ? word.length : prefix.length
    out += `<em>${escapeHtml(word.slice(0, length))}</em>${escapeHtml(word.slice(length))}`
  }
  return out + escapeHtml(name.slice(last))
}

const entities: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
}
const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => entities[c] ?? c)

/** The offline search worker's API (src/workers/offlineSearch.worker.ts). */
export interface OfflineSearchWorkerApi {
  /** Builds the indexes of a copy of the records, replacing the previous one. */
  load(records: SearchRecords): Promise<void>
  /** Null before any copy was loaded. */
  search(term: string, types?: SearchItemType[]): Promise<OfflineResults | null>
}
