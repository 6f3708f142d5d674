import { escapeHtml } from '../../http/escapeHtml'

/*
 * `_highlightResult` as Algolia shapes it: per attribute `{ value, matchLevel, matchedWords }`,
 * a list of those for list attributes. The engine says which of the record's words matched
 * (after typo tolerance and prefixes); a word a query word is a prefix of is marked only over
 * that prefix (`<em>bitc</em>oin`), as Algolia does. Values are HTML-escaped before the tags go
 * in, so a dashboard named `<img onerror=…>` stays text wherever the overlay renders it.
 */

export interface HighlightOption {
  value: string
  matchLevel: 'none' | 'partial' | 'full'
  matchedWords: string[]
  fullyHighlighted?: boolean
}

export type HighlightResult = HighlightOption | HighlightOption[]

export interface HighlightInput {
  /** The query's words, lowercase. */
  queryWords: readonly string[]
  /** The record's words the engine matched, lowercase. */
  matchedWords: ReadonlySet<string>
  preTag: string
  postTag: string
}

const wordPattern = /[\p{L}\p{N}]+/gu

export function queryWordsOf(query: string): string[] {
  return (query.toLowerCase().match(wordPattern) ?? []).filter((word) => word !== '')
}

export function highlightValue(value: unknown, input: HighlightInput): HighlightResult | undefined {
  if (Array.isArray(value)) {
    const options = value.map((entry: unknown) => highlightValue(entry, input))
    return options.every((option) => option !== undefined && !Array.isArray(option))
      ? (options as HighlightOption[])
      : undefined
  }
  if (typeof value === 'number') return highlightText(String(value), input)
  return typeof value === 'string' ? highlightText(value, input) : undefined
}

function highlightText(text: string, input: HighlightInput): HighlightOption {
  const matchedQueryWords = new Set<string>()
  let out = ''
  let last = 0
  // Words highlighted whole: all of them is Algolia's fullyHighlighted.
  let marked = 0
  let words = 0
  for (const match of text.matchAll(wordPattern)) {
    const word = match[0]
    const start = match.index
    words += 1
    out += escapeHtml(text.slice(last, start))
    last = start + word.length
    const lower = word.toLowerCase()
    if (!input.matchedWords.has(lower)) {
      out += escapeHtml(word)
      continue
    }
    const prefix = input.queryWords
      .filter((query) => lower.startsWith(query))
      .reduce((longest, query) => (query.length > longest.length ? query : longest), '')
    const length = prefix === '' || prefix === lower ? word.length : prefix.length
    out += `${input.preTag}${escapeHtml(word.slice(0, length))}${input.postTag}`
    out += escapeHtml(word.slice(length))
    if (length === word.length) marked += 1
    for (const query of input.queryWords) {
      if (lower.startsWith(query) || closeEnough(query, lower)) matchedQueryWords.add(query)
    }
  }
  out += escapeHtml(text.slice(last))
  const matchedWords = input.queryWords.filter((query) => matchedQueryWords.has(query))
  const matchLevel =
    matchedWords.length === 0
      ? 'none'
      : matchedWords.length === new Set(input.queryWords).size
        ? 'full'
        : 'partial'
  const option: HighlightOption = { value: out, matchLevel, matchedWords }
  if (matchLevel !== 'none') option.fullyHighlighted = marked === words
  return option
}

/** A typo-tolerant match: the query word within two edits of the word (or of its prefix). */
function closeEnough(query: string, word: string): boolean {
  const allowed = query.length >= 8 ? 2 : query.length >= 4 ? 1 : 0
  if (allowed === 0) return false
  return (
    editDistance(query, word, allowed) <= allowed ||
    editDistance(query, word.slice(0, query.length), allowed) <= allowed
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
