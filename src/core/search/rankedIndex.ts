import { createPartitionedMatcher, type MatchQuery, type RecordResult } from './partitionedMatcher'
import { typosAllowed } from './typoTolerance'

/*
 * One in-memory search index over MiniSearch (docs/search.md, "Ranking"): typo tolerance and a
 * prefix on the last word like Algolia's defaults, every word required with a fallback to any
 * word, then a ranking of our own on top of MiniSearch's score. Pure: the server and a worker
 * build it the same way. The interface matches server/search/searchEngine.ts's SearchIndex.
 */

export interface IndexedField<R> {
  /** The record attribute the field reports in matchedAttributes. */
  attribute: string
  boost: number
  /** The field's text; camelCase codes are split into words as well. */
  text: (record: R) => string
}

/** A record's words a query matched, each with the attributes it was found in (MiniSearch's). */
export type MatchedWords = Readonly<Record<string, readonly string[]>>

export interface RankingRules<R> {
  fields: readonly IndexedField<R>[]
  /**
   * How well the record's own text answers the whole query (normalised, lowercase): lower
   * first, before MiniSearch's score (exact name, then name starts with, then the rest).
   * `matched`: the record's words the query matched (after typos and prefixes), each with the
   * attributes it was found in.
   */
  bucket: (record: R, query: string, matched: MatchedWords) => number
  /** Whether MiniSearch's score ranks within a bucket (items) or only `compare` does (assets). */
  byScore: boolean
  /** The order of equally relevant records, and of all records for an empty query. */
  compare: (a: R, b: R) => number
  /** Who sees the record (`public`, `user:{uuid}`): how the matcher splits the records. */
  visibleBy: (record: R) => readonly string[]
}

export interface RankedQuery<R> {
  query: string
  filter?: (record: R) => boolean
  /**
   * The filter passes only records visible by one of these (lowercase `visibleBy` values, as a
   * secured key's filters say): the others are left unread. All are read when absent.
   */
  visibleBy?: readonly string[] | undefined
  page: number
  hitsPerPage: number
}

export interface RankedHit<R> {
  record: R
  matchedWords: string[]
  matchedAttributes: string[]
}

export interface RankedIndex<R extends { objectID: string }> {
  search(query: RankedQuery<R>): { hits: RankedHit<R>[]; nbHits: number }
  get(objectID: string): R | undefined
  /** Adds records, replacing any with the same objectID. */
  upsert(records: readonly R[]): void
  remove(objectIDs: readonly string[]): void
  /** Every record, in `compare` order. */
  all(): readonly R[]
  size(): number
}

/** MiniSearch's edit distance for a query word: the typo rule's count (typoTolerance.ts). */
function fuzziness(term: string): number | false {
  return typosAllowed(term) || false
}

/** The query's words, lowercase, as the index splits them. */
export function queryWords(query: string): string[] {
  return splitWords(query).map((word) => word.toLowerCase())
}

export function normaliseQuery(query: string): string {
  return queryWords(query).join(' ')
}

const wordSeparators = /[^\p{L}\p{N}]+/u
const camelBoundary = /(?<=[\p{Ll}\p{N}])(?=\p{Lu})/u

function splitWords(text: string): string[] {
  return text.split(wordSeparators).filter((word) => word !== '')
}

/** Words of a document field: `MarketMvrv` is found as `marketmvrv`, `market` and `mvrv`. */
function documentWords(text: string): string[] {
  return splitWords(text).flatMap((word) => {
    const parts = word.split(camelBoundary)
    return parts.length > 1 ? [word, ...parts] : [word]
  })
}

export function createRankedIndex<R extends { objectID: string }>(
  rules: RankingRules<R>,
): RankedIndex<R> {
  const records = new Map<string, R>()
  const fieldByName = new Map(rules.fields.map((field) => [field.attribute, field]))
  const boost = Object.fromEntries(rules.fields.map((field) => [field.attribute, field.boost]))
  const matcher = createPartitionedMatcher<R>(
    {
      idField: 'objectID',
      fields: rules.fields.map((field) => field.attribute),
      extractField: (record, name) =>
        name === 'objectID' ? record.objectID : (fieldByName.get(name)?.text(record) ?? ''),
      tokenize: documentWords,
      searchOptions: {
        tokenize: splitWords,
        boost,
        fuzzy: fuzziness,
        // Algolia's default: only the last word may be a prefix (the one still being typed).
        prefix: (_term, index, terms) => index === terms.length - 1,
        combineWith: 'AND',
      },
    },
    rules.visibleBy,
  )
  let ordered: R[] | undefined

  const matches = (query: Omit<MatchQuery<R>, 'combineWith'>): RecordResult<R>[] => {
    const every = matcher.match({ ...query, combineWith: 'AND' })
    // Algolia's removeWordsIfNoResults in spirit: rather than nothing, the records matching
    // most of the words (MiniSearch scores records matching more words higher).
    if (every.length > 0 || queryWords(query.query).length < 2) return every
    return matcher.match({ ...query, combineWith: 'OR' })
  }

  const allOrdered = () => (ordered ??= [...records.values()].sort(rules.compare))

  return {
    search({ query, filter, visibleBy, page, hitsPerPage }) {
      const text = normaliseQuery(query)
      const start = page * hitsPerPage
      if (text === '') {
        const visible = filter === undefined ? allOrdered() : allOrdered().filter(filter)
        return {
          nbHits: visible.length,
          hits: visible
            .slice(start, start + hitsPerPage)
            .map((record) => ({ record, matchedWords: [], matchedAttributes: [] })),
        }
      }
      const ranked: { record: R; bucket: number; result: RecordResult<R> }[] = []
      for (const result of matches({ query: text, filter, visibleBy })) {
        const { record } = result
        ranked.push({ record, bucket: rules.bucket(record, text, result.match), result })
      }
      ranked.sort(
        (a, b) =>
          a.bucket - b.bucket ||
          (rules.byScore ? b.result.score - a.result.score : 0) ||
          rules.compare(a.record, b.record),
      )
      return {
        nbHits: ranked.length,
        // Copied: shared records' results are kept for the next search (partitionedMatcher.ts).
        hits: ranked.slice(start, start + hitsPerPage).map(({ record, result }) => ({
          record,
          matchedWords: [...result.terms],
          matchedAttributes: [...new Set(Object.values(result.match).flat())],
        })),
      }
    },

    get: (objectID) => records.get(objectID),

    upsert(list) {
      // The last of several records with one objectID wins.
      const fresh = new Map(list.map((record) => [record.objectID, record]))
      const replaced: R[] = []
      for (const [objectID, record] of fresh) {
        const previous = records.get(objectID)
        if (previous !== undefined) replaced.push(previous)
        records.set(objectID, record)
      }
      matcher.discard(replaced)
      matcher.add([...fresh.values()])
      ordered = undefined
    },

    remove(objectIDs) {
      const removed: R[] = []
      for (const objectID of objectIDs) {
        const record = records.get(objectID)
        if (record === undefined) continue
        records.delete(objectID)
        removed.push(record)
      }
      if (removed.length === 0) return
      matcher.discard(removed)
      ordered = undefined
    },

    all: allOrdered,
    size: () => records.size,
  }
}
