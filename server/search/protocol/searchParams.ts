import { z } from 'zod'
import { FilterSyntaxError } from './filterExpression'

/*
 * The search parameters of one query, from either form the clients send: flat in the request
 * object (algoliasearch v5) or as the url-encoded `params` string (older clients, existing
 * tooling), the flat ones winning where both name a parameter. Parameters we do not implement
 * are ignored, as long as ignoring them cannot widen or reorder results in a way the caller
 * relies on; those that would (numericFilters, tagFilters, optionalFilters) are refused.
 */

export const maxHitsPerPage = 1000
const defaultHitsPerPage = 20

export interface SearchParams {
  query: string
  hitsPerPage: number
  page: number
  filters: string
  facetFilters: unknown
  attributesToRetrieve: string[]
  /** Undefined: the index's default (its searchable attributes). */
  attributesToHighlight?: string[] | undefined
  highlightPreTag: string
  highlightPostTag: string
  clickAnalytics: boolean
  analyticsTags: string[]
}

const refused = ['numericFilters', 'tagFilters', 'optionalFilters'] as const

/** A list parameter: an array, its JSON text, or comma-separated text. */
const stringList = z.preprocess((value) => {
  if (typeof value !== 'string') return value
  const text = value.trim()
  if (text.startsWith('[')) {
    try {
      return JSON.parse(text) as unknown
    } catch {
      return value
    }
  }
  return text === '' ? [] : text.split(',').map((entry) => entry.trim())
}, z.array(z.string()))

const integer = (min: number) =>
  z.preprocess(
    (value) => (typeof value === 'string' && /^-?\d+$/.test(value) ? Number(value) : value),
    z.number().int().min(min),
  )

const booleanParam = z.preprocess(
  (value) => (value === 'true' ? true : value === 'false' ? false : value),
  z.boolean(),
)

const paramsSchema = z.object({
  query: z.string().max(512).default(''),
  hitsPerPage: integer(0)
    .transform((value) => Math.min(value, maxHitsPerPage))
    .default(defaultHitsPerPage),
  page: integer(0).default(0),
  filters: z.string().default(''),
  facetFilters: z.unknown().optional(),
  attributesToRetrieve: stringList.default(['*']),
  attributesToHighlight: stringList.optional(),
  highlightPreTag: z.string().max(100).default('<em>'),
  highlightPostTag: z.string().max(100).default('</em>'),
  clickAnalytics: booleanParam.default(false),
  analyticsTags: stringList.default([]),
})

/** The parameters of a request object (or a single-index body), `params` string included. */
export function readSearchParams(source: Record<string, unknown>): SearchParams {
  const merged: Record<string, unknown> = {}
  const paramsString = source.params
  if (typeof paramsString === 'string') {
    for (const [name, value] of new URLSearchParams(paramsString)) merged[name] = value
  } else if (paramsString !== undefined && paramsString !== null) {
    if (typeof paramsString !== 'object' || Array.isArray(paramsString)) {
      throw new FilterSyntaxError('params must be a url-encoded string')
    }
    Object.assign(merged, paramsString)
  }
  for (const [name, value] of Object.entries(source)) {
    if (name !== 'params' && value !== undefined) merged[name] = value
  }
  for (const name of refused) {
    const value = merged[name]
    if (value !== undefined && value !== '' && !(Array.isArray(value) && value.length === 0)) {
      throw new FilterSyntaxError(`${name} is not supported by this search service; use filters`)
    }
  }
  const typed = alreadyTyped(merged)
  if (typed !== undefined) return typed
  const parsed = paramsSchema.safeParse(merged)
  if (!parsed.success) {
    const issue = parsed.error.issues[0]
    const name = issue?.path.join('.') ?? 'params'
    throw new FilterSyntaxError(`Invalid value for ${name}: ${issue?.message ?? 'invalid'}`)
  }
  return { ...parsed.data, facetFilters: parsed.data.facetFilters }
}

const isStrings = (value: unknown): value is string[] =>
  Array.isArray(value) && value.every((entry) => typeof entry === 'string')
const isCount = (value: unknown): value is number =>
  typeof value === 'number' && Number.isInteger(value) && value >= 0

/**
 * The parameters when each already has its type (what the JSON clients send: numbers, booleans
 * and lists as such), read without the schema: it runs for every query of every keystroke.
 * Undefined when any needs the schema's coercion (a `params` string's text) or is invalid, whose
 * message the schema then gives. Answers exactly what the schema would.
 */
function alreadyTyped(merged: Record<string, unknown>): SearchParams | undefined {
  const {
    query = '',
    hitsPerPage = defaultHitsPerPage,
    page = 0,
    filters = '',
    facetFilters,
    attributesToRetrieve = ['*'],
    attributesToHighlight,
    highlightPreTag = '<em>',
    highlightPostTag = '</em>',
    clickAnalytics = false,
    analyticsTags = [],
  } = merged
  if (
    typeof query !== 'string' ||
    query.length > 512 ||
    !isCount(hitsPerPage) ||
    !isCount(page) ||
    typeof filters !== 'string' ||
    !isStrings(attributesToRetrieve) ||
    (attributesToHighlight !== undefined && !isStrings(attributesToHighlight)) ||
    typeof highlightPreTag !== 'string' ||
    highlightPreTag.length > 100 ||
    typeof highlightPostTag !== 'string' ||
    highlightPostTag.length > 100 ||
    typeof clickAnalytics !== 'boolean' ||
    !isStrings(analyticsTags)
  ) {
    return undefined
  }
  return {
    query,
    hitsPerPage: Math.min(hitsPerPage, maxHitsPerPage),
    page,
    filters,
    facetFilters,
    attributesToRetrieve,
    attributesToHighlight,
    highlightPreTag,
    highlightPostTag,
    clickAnalytics,
    analyticsTags,
  }
}

/** The `params` string of a response: what the query was run with, as Algolia echoes it. */
export function echoParams(params: SearchParams): string {
  const echoed: [string, string][] = [
    ['query', params.query],
    ['hitsPerPage', String(params.hitsPerPage)],
    ['page', String(params.page)],
  ]
  if (params.filters !== '') echoed.push(['filters', params.filters])
  if (params.facetFilters !== undefined) {
    echoed.push(['facetFilters', JSON.stringify(params.facetFilters)])
  }
  if (params.clickAnalytics) echoed.push(['clickAnalytics', 'true'])
  if (params.analyticsTags.length > 0) {
    echoed.push(['analyticsTags', JSON.stringify(params.analyticsTags)])
  }
  return echoed
    .map(([name, value]) => `${name}=${encodeURIComponent(value).replace(/\+/g, '%20')}`)
    .join('&')
}
