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
  const parsed = paramsSchema.safeParse(merged)
  if (!parsed.success) {
    const issue = parsed.error.issues[0]
    const name = issue?.path.join('.') ?? 'params'
    throw new FilterSyntaxError(`Invalid value for ${name}: ${issue?.message ?? 'invalid'}`)
  }
  return { ...parsed.data, facetFilters: parsed.data.facetFilters }
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
