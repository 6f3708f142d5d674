/*
 * The one typo rule of search (docs/search.md, "Ranking"), Algolia's default: no typo in a
 * query word under 4 letters, one from 4 letters (minWordSizefor1Typo), two from 8
 * (minWordSizefor2Typos), never more. The index matches with it (rankedIndex.ts) and the
 * highlighter credits query words with it (highlight.ts), online and offline alike; in Algolia
 * mode Algolia applies the same rule.
 */

/** How many typos a query word may hold: 0, 1 or 2 by its length. */
export function typosAllowed(queryWord: string): 0 | 1 | 2 {
  return queryWord.length >= 8 ? 2 : queryWord.length >= 4 ? 1 : 0
}

/**
 * Whether a record's word answers the query word up to its typos: the word itself, or the
 * word's start (the query word may be a prefix still being typed).
 */
export function withinTypos(queryWord: string, word: string): boolean {
  const allowed = typosAllowed(queryWord)
  if (allowed === 0) return false
  return (
    editDistance(queryWord, word, allowed) <= allowed ||
    editDistance(queryWord, word.slice(0, queryWord.length), allowed) <= allowed
  )
}

/** Levenshtein distance, giving up (returning limit + 1) once it exceeds `limit`. */
function editDistance(a: string, b: string, limit: number): number {
  if (Math.abs(a.length - b.length) > limit) return limit + 1
  let previous = Array.from({ length: b.length + 1 }, (_, index) => index)
  for (let i = 1; i <= a.length; i += 1) {
    const current = [i]
    let rowMin = i
    for (let j = 1; j <= b.length; j += 1) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1
      const value = Math.min(
        (previous[j] ?? Infinity) + 1,
        (current[j - 1] ?? Infinity) + 1,
        (previous[j - 1] ?? Infinity) + cost,
      )
      current.push(value)
      rowMin = Math.min(rowMin, value)
    }
    if (rowMin > limit) return limit + 1
    previous = current
  }
  return previous[b.length] ?? limit + 1
}
