import type { SearchAssetRecord, SearchItemRecord } from '../api/search'
import { createRankedIndex, queryWords, type MatchedWords, type RankedIndex } from './rankedIndex'

/*
 * The items and assets indexes with their ranking (docs/search.md, "Ranking"). Items: the exact
 * name (or short name or metric code) first, then names starting with the query, then names that
 * are the query up to typos and a prefix, then MiniSearch's relevance; equal ones by type
 * (charts, then presets and the user's own), tier and the order they were built in (the
 * catalog's). Assets: the exact symbol, then the exact name,
 * then market-cap rank, so BTC comes before a token whose name merely contains "btc".
 */

const typeOrder: Record<SearchItemRecord['type'], number> = {
  chart: 0,
  dashboard: 1,
  workbench: 2,
}

// Records never change in place (a change is a new record): their lowercase names are kept.
const lowercase = new WeakMap<SearchItemRecord, string[]>()

/** The name first, then the short name and metric code: what an exact query may equal. */
function lowercaseNames(record: SearchItemRecord): string[] {
  let names = lowercase.get(record)
  if (names === undefined) {
    names = [record.name, record.shortName ?? '', record.metricCode ?? ''].map((name) =>
      name.toLowerCase(),
    )
    lowercase.set(record, names)
  }
  return names
}

const nameWords = new WeakMap<SearchItemRecord, [string[], string[]]>()

/**
 * Whether the name (or the short name) is the query up to its typos and the last word's prefix:
 * as many words as the query, each of them matched in that attribute. "minr revenue" is Miner
 * Revenue, not Miner Revenue from Fees, which holds the same two words and scores higher (they
 * are in more of its fields): Algolia's "exact" criterion in spirit.
 */
function nameIsQuery(record: SearchItemRecord, queryLength: number, matched: MatchedWords) {
  let words = nameWords.get(record)
  if (words === undefined) {
    words = [queryWords(record.name), queryWords(record.shortName ?? '')]
    nameWords.set(record, words)
  }
  const [name, shortName] = words
  const matchedIn = (attribute: string) => (word: string) =>
    matched[word]?.includes(attribute) === true
  return (
    (name.length === queryLength && name.every(matchedIn('name'))) ||
    (shortName.length === queryLength && shortName.every(matchedIn('shortName')))
  )
}

/**
 * `assetNames` (symbol → name, e.g. from the assets index) lets "bitcoin" find items of BTC.
 * Items added later keep the order they were added in after the first ones.
 */
export function createItemsIndex(
  assetNames: ReadonlyMap<string, string> = new Map(),
): RankedIndex<SearchItemRecord> {
  const order = new Map<string, number>()
  let next = 0
  const orderOf = (record: SearchItemRecord) => {
    let position = order.get(record.objectID)
    if (position === undefined) {
      position = next++
      order.set(record.objectID, position)
    }
    return position
  }
  const index = createRankedIndex<SearchItemRecord>({
    fields: [
      { attribute: 'name', boost: 4, text: (r) => r.name },
      { attribute: 'shortName', boost: 3, text: (r) => r.shortName ?? '' },
      { attribute: 'metricCode', boost: 1.5, text: (r) => r.metricCode ?? '' },
      // A preset's slug; a chart's is its metric code (indexed once), a user's item's its uuid
      // (nobody types it, and its random words would only slow typo matching down).
      {
        attribute: 'slug',
        boost: 1,
        text: (r) => (r.slug === r.metricCode || r.objectID.endsWith(r.slug) ? '' : r.slug),
      },
      {
        attribute: 'assets',
        boost: 1,
        text: (r) =>
          r.assets.map((symbol) => `${symbol} ${assetNames.get(symbol) ?? ''}`).join(' '),
      },
      { attribute: 'category', boost: 1.5, text: (r) => r.category ?? '' },
      { attribute: 'description', boost: 0.3, text: (r) => r.description ?? '' },
    ],
    bucket: (record, query, matched) => {
      const names = lowercaseNames(record)
      if (names.includes(query)) return 0
      if (names[0]?.startsWith(query)) return 1
      return nameIsQuery(record, queryWords(query).length, matched) ? 2 : 3
    },
    byScore: true,
    compare: (a, b) =>
      typeOrder[a.type] - typeOrder[b.type] || a.tier - b.tier || orderOf(a) - orderOf(b),
    visibleBy: (record) => record.visibleBy,
  })
  return {
    ...index,
    upsert(records) {
      records.forEach(orderOf)
      index.upsert(records)
    },
    remove(objectIDs) {
      index.remove(objectIDs)
      objectIDs.forEach((objectID) => order.delete(objectID))
    },
  }
}

export function createAssetsIndex(): RankedIndex<SearchAssetRecord> {
  return createRankedIndex<SearchAssetRecord>({
    fields: [
      { attribute: 'symbol', boost: 3, text: (r) => r.symbol },
      { attribute: 'name', boost: 2, text: (r) => r.name },
      { attribute: 'tags', boost: 0.5, text: (r) => r.tags.join(' ') },
    ],
    bucket: (record, query) => {
      if (record.symbol.toLowerCase() === query) return 0
      return record.name.toLowerCase() === query ? 1 : 2
    },
    byScore: false,
    compare: (a, b) => a.rank - b.rank || a.symbol.localeCompare(b.symbol),
    visibleBy: (record) => record.visibleBy,
  })
}
