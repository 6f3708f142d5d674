import { FilterSyntaxError } from './filterExpression'
import { facetPredicate, type RecordPredicate } from './recordPredicates'

/*
 * Algolia's `facetFilters`: a string is one filter; a list ANDs its entries; a list inside the
 * list ORs its entries; `attr:value` with a leading `-` is negated (`\-` keeps a literal minus).
 * Also taken as the JSON text of such a list, as the legacy `params` string carries it.
 */

export type FacetFilters = string | ReadonlyArray<string | readonly string[]>

export function parseFacetFilters(input: unknown): RecordPredicate | undefined {
  const value = typeof input === 'string' && input.trim().startsWith('[') ? parseJson(input) : input
  if (value === undefined || value === null || value === '') return undefined
  if (typeof value === 'string') return single(value)
  if (!Array.isArray(value)) throw invalid()
  const groups = value.map((entry: unknown) => {
    if (typeof entry === 'string') return single(entry)
    if (!Array.isArray(entry)) throw invalid()
    const alternatives = entry.map((alternative: unknown) => {
      if (typeof alternative !== 'string') throw invalid()
      return single(alternative)
    })
    return (record: Parameters<RecordPredicate>[0]) =>
      alternatives.some((alternative) => alternative(record))
  })
  return (record) => groups.every((group) => group(record))
}

function single(filter: string): RecordPredicate {
  const negated = filter.startsWith('-')
  const text = negated ? filter.slice(1) : filter.startsWith('\\-') ? filter.slice(1) : filter
  const colon = text.indexOf(':')
  if (colon <= 0) {
    throw new FilterSyntaxError(`facetFilters: "${filter}" is not of the form attribute:value`)
  }
  const matches = facetPredicate(text.slice(0, colon), text.slice(colon + 1))
  return negated ? (record) => !matches(record) : matches
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown
  } catch {
    throw invalid()
  }
}

const invalid = () =>
  new FilterSyntaxError(
    'facetFilters must be a string, a list of strings, or a list of strings and lists of strings',
  )
