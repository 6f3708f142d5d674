import {
  assetSearchHits,
  itemSearchHits,
  type SearchAssetRecord,
  type SearchItemRecord,
  type SearchItemType,
  type SearchRecords,
} from '../api/search'
import { highlightText, type HighlightOption } from './highlight'
import { queryWords } from './rankedIndex'
import { createAssetsIndex, createItemsIndex } from './searchIndexes'

/*
 * Offline search (docs/search.md, "Offline search"): the same indexes and ranking as the server
 * (searchIndexes.ts), built from the caller's copy of GET /v1/search/records, answering in the
 * shape the overlay reads from the search service: records with the name highlighted between
 * <em> and </em> by the service's own highlighter (highlight.ts). Runs in a worker.
 */

/** A hit as the search service would send it with `attributesToHighlight: ['name']`. */
export type OfflineHit<R> = Omit<R, 'visibleBy'> & {
  _highlightResult: { name: HighlightOption }
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
          const name = highlightText(record.name, {
            queryWords: words,
            matchedWords: new Set(matchedWords),
            preTag: '<em>',
            postTag: '</em>',
          })
          return { ...rest, _highlightResult: { name } }
        }),
      })
      return { assets: assetResult && answer(assetResult), items: answer(itemResult) }
    },
  }
}

/** The offline search worker's API (src/workers/offlineSearch.worker.ts). */
export interface OfflineSearchWorkerApi {
  /** Builds the indexes of a copy of the records, replacing the previous one. */
  load(records: SearchRecords): Promise<void>
  /** Null before any copy was loaded. */
  search(term: string, types?: SearchItemType[]): Promise<OfflineResults | null>
}
