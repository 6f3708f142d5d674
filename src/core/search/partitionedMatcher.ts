import MiniSearch, { type Options, type SearchResult } from 'minisearch'
import { publicVisibility } from '../api/search'

/*
 * The matching half of a ranked index (rankedIndex.ts): MiniSearch over the records, split by
 * who sees them (their `visibleBy`), so that a search reads what its caller may find and little
 * else:
 * - public records, which every key sees, are matched once per query text and the answer kept
 *   until one of them changes (with a release). A single letter matches nearly every public
 *   chart through several words each (assets, description): that scoring was most of a search,
 *   and the same for every user.
 * - the rest (each user's own items) in buckets by owner. A search whose filter only passes
 *   some owners' records (a user's key: public and their own) reads their buckets only; reading
 *   every user's postings was the other half of a search, growing with every user's dashboards.
 *   A record seen by several owners goes to a partition every search reads.
 * The caller's filter still decides every record: the split only leaves unread the records it
 * would refuse. Each partition scores by its own statistics, so a public record's score does
 * not depend on how many private dashboards hold a word.
 */

/** A MiniSearch result with the record itself (stored as a reference, see below). */
export type RecordResult<R> = SearchResult & { record: R }

export type Combine = 'AND' | 'OR'

export interface MatchQuery<R> {
  /** Normalised (normaliseQuery). */
  query: string
  combineWith: Combine
  filter?: ((record: R) => boolean) | undefined
  /** The filter passes only records visible by one of these (lowercase): others are not read. */
  visibleBy?: readonly string[] | undefined
}

export interface PartitionedMatcher<R> {
  /** Records matching the query that pass its filter, in no particular order. */
  match(query: MatchQuery<R>): RecordResult<R>[]
  add(records: readonly R[]): void
  discard(records: readonly R[]): void
}

/**
 * Query texts whose public answer is kept; past this the longest kept is dropped. Written by
 * hand, unlike the server's caches (lru-cache): this file runs in the offline search worker too,
 * where lru-cache would add 5.6 kB gzipped (as much as MiniSearch) for four lines of eviction.
 */
export const publicAnswersKept = 500
/** Owner buckets: a user's search reads about 1/64 of the private records. */
export const ownerBuckets = 64

const storedRecord = 'record'

/** FNV-1a: a stable bucket per owner, the same in every process. */
function bucketOf(value: string): number {
  let hash = 0x811c9dc5
  for (let i = 0; i < value.length; i += 1) {
    hash ^= value.charCodeAt(i)
    hash = Math.imul(hash, 0x01000193)
  }
  return (hash >>> 0) % ownerBuckets
}

export function createPartitionedMatcher<R extends { objectID: string }>(
  options: Options<R>,
  visibleBy: (record: R) => readonly string[],
): PartitionedMatcher<R> {
  const create = () =>
    new MiniSearch<R>({
      ...options,
      // The record itself is "stored" (a reference): the filter reads it for every posting of
      // every matched word, which a lookup by id would cost a hash each time.
      storeFields: [storedRecord],
      extractField: (record, name) =>
        name === storedRecord ? record : (options.extractField?.(record, name) ?? ''),
    })
  const shared = create()
  const mixed = create()
  const buckets = Array.from({ length: ownerBuckets }, create)
  const sharedAnswers = new Map<string, RecordResult<R>[]>()

  /** Where a record lives: the public partition, its owner's bucket, or the mixed one. */
  const partitionOf = (record: R): MiniSearch<R> => {
    const values = visibleBy(record).map((value) => value.toLowerCase())
    if (values.includes(publicVisibility)) return shared
    const [only] = values
    return only !== undefined && values.length === 1 ? (buckets[bucketOf(only)] ?? mixed) : mixed
  }

  const sharedAnswer = (query: string, combineWith: Combine) => {
    const key = `${combineWith} ${query}`
    let answer = sharedAnswers.get(key)
    if (answer === undefined) {
      answer = shared.search(query, { combineWith }) as RecordResult<R>[]
      if (sharedAnswers.size >= publicAnswersKept) {
        const oldest = sharedAnswers.keys().next()
        if (oldest.done !== true) sharedAnswers.delete(oldest.value)
      }
      sharedAnswers.set(key, answer)
    }
    return answer
  }

  const partitionsFor = (visible: readonly string[] | undefined): MiniSearch<R>[] => {
    if (visible === undefined) return [mixed, ...buckets]
    const read = new Set([mixed])
    for (const value of visible) {
      if (value === publicVisibility) continue
      const bucket = buckets[bucketOf(value)]
      if (bucket !== undefined) read.add(bucket)
    }
    return [...read]
  }

  return {
    match({ query, combineWith, filter, visibleBy: visible }) {
      // Kept answers are shared between searches: filtered into a new list, never changed.
      const fromShared = sharedAnswer(query, combineWith)
      const found =
        filter === undefined ? [...fromShared] : fromShared.filter((r) => filter(r.record))
      const searchOptions =
        filter === undefined
          ? { combineWith }
          : {
              combineWith,
              // Records the filter refuses score 0: no result object, no sorting.
              boostDocument: (_id: unknown, _term: string, stored?: Record<string, unknown>) =>
                filter((stored as { record: R }).record) ? 1 : 0,
            }
      for (const partition of partitionsFor(visible)) {
        if (partition.documentCount === 0) continue
        for (const result of partition.search(query, searchOptions)) {
          found.push(result as RecordResult<R>)
        }
      }
      return found
    },

    add(records) {
      const byPartition = new Map<MiniSearch<R>, R[]>()
      for (const record of records) {
        const partition = partitionOf(record)
        const list = byPartition.get(partition)
        if (list === undefined) byPartition.set(partition, [record])
        else list.push(record)
      }
      for (const [partition, list] of byPartition) partition.addAll(list)
      if (byPartition.has(shared)) sharedAnswers.clear()
    },

    discard(records) {
      for (const record of records) {
        const partition = partitionOf(record)
        partition.discard(record.objectID)
        if (partition === shared) sharedAnswers.clear()
      }
    },
  }
}
