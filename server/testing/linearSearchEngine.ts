import type { SearchAssetRecord, SearchItemRecord } from '@/core/api/search'
import type { EngineHit, SearchEngine, SearchIndex } from '../search/searchEngine'

/**
 * A stand-in for the real engine in protocol tests: a linear scan over fixed records, in their
 * given order. Every query word must be a prefix of one of the record's words in the searched
 * attributes, or that word with one letter wrong (the simplest typo tolerance).
 */
export function linearSearchIndex<R extends { objectID: string }>(
  records: readonly R[],
  searched: readonly (keyof R & string)[],
): SearchIndex<R> {
  const wordsOf = (record: R) => {
    const words = new Map<string, string>()
    for (const attribute of searched) {
      const value = record[attribute]
      const texts = Array.isArray(value) ? value : [value]
      for (const text of texts) {
        if (typeof text !== 'string') continue
        for (const word of text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? []) {
          words.set(word, attribute)
        }
      }
    }
    return words
  }
  return {
    search({ query, filter, page, hitsPerPage }) {
      const queryWords = query.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? []
      const hits: EngineHit<R>[] = []
      for (const record of records) {
        if (filter !== undefined && !filter(record)) continue
        const words = wordsOf(record)
        const matchedWords = new Set<string>()
        const matchedAttributes = new Set<string>()
        const all = queryWords.every((queryWord) => {
          let found = false
          for (const [word, attribute] of words) {
            if (word.startsWith(queryWord) || oneLetterOff(queryWord, word)) {
              matchedWords.add(word)
              matchedAttributes.add(attribute)
              found = true
            }
          }
          return found
        })
        if (all) {
          hits.push({
            record,
            matchedWords: [...matchedWords],
            matchedAttributes: [...matchedAttributes],
          })
        }
      }
      const start = page * hitsPerPage
      return { hits: hits.slice(start, start + hitsPerPage), nbHits: hits.length }
    },
    get: (objectID) => records.find((record) => record.objectID === objectID),
    all: () => records,
  }
}

function oneLetterOff(queryWord: string, word: string): boolean {
  if (queryWord.length < 4 || queryWord.length !== word.length) return false
  let differences = 0
  for (let index = 0; index < word.length; index += 1) {
    if (word[index] !== queryWord[index]) differences += 1
  }
  return differences === 1
}

export function linearSearchEngine(
  items: readonly SearchItemRecord[],
  assets: readonly SearchAssetRecord[],
): SearchEngine {
  return {
    items: linearSearchIndex(items, ['name', 'description', 'metricCode', 'assets', 'category']),
    assets: linearSearchIndex(assets, ['symbol', 'name', 'tags']),
  }
}
