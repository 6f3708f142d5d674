import { withinTypos } from './typoTolerance'

/*
 * `_highlightResult` as Algolia shapes it: per attribute `{ value, matchLevel, matchedWords }`,
 * a list of those for list attributes. The engine says which of the record's words matched
 * (after typo tolerance and prefixes); a word a query word is a prefix of is marked only over
 * that prefix (`<em>bitc</em>oin`), as Algolia does. Values are HTML-escaped before the tags go
 * in, so a dashboard named `<img onerror=…>` stays text wherever the overlay renders it.
 * One highlighter for both answers: the search protocol's (server/search/protocol/runQuery.ts)
 * and the offline search's (offlineSearch.ts), with the index's typo rule (typoTolerance.ts).
 */

export interface HighlightOption {
  value: string
  matchLevel: 'none' | 'partial' | 'full'
  matchedWords: string[]
  fullyHighlighted?: boolean
}

export type HighlightResult = HighlightOption | HighlightOption[]

export interface HighlightInput {
  /** The query's words, lowercase (`queryWords` of rankedIndex.ts). */
  queryWords: readonly string[]
  /** The record's words the engine matched, lowercase. */
  matchedWords: ReadonlySet<string>
  preTag: string
  postTag: string
}

const wordPattern = /[\p{L}\p{N}]+/gu

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

/** One text's highlight (a record's name, say). */
export function highlightText(text: string, input: HighlightInput): HighlightOption {
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
      if (lower.startsWith(query) || withinTypos(query, lower)) matchedQueryWords.add(query)
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

const entities: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
}

/** Escapes text for HTML element content and quoted attribute values. */
const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => entities[c] ?? c)
