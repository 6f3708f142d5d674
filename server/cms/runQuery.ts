import { defaultPageSize, maxPageSize, type PaginationMeta, type StrapiQuery } from '@/core/api/cms'
import { badRequest } from '../http/httpError'
import type { CollectionSpec, Entity } from './collection'
import { compileFilters } from './filters'
import { applySelection, parseSelection } from './select'
import { parseSort, sortEntities } from './sort'

export interface ListResponse {
  data: Entity[]
  meta: { pagination: PaginationMeta }
}

/**
 * Runs a Strapi list query over an in-memory collection: filter, sort, paginate, then select
 * fields and populate relations. Every name in the query is checked first, so a bad query
 * answers 400 whatever the content.
 */
export function runListQuery(
  spec: CollectionSpec,
  entities: readonly Entity[],
  query: StrapiQuery,
): ListResponse {
  const selection = parseSelection(query, spec)
  const matches = query.filters === undefined ? () => true : compileFilters(query.filters, spec)
  const sortTerms = query.sort ?? spec.defaultSort
  const sortKeys = sortTerms === undefined ? [] : parseSort(sortTerms, spec)
  const window = paginationWindow(query.pagination, spec.defaultPageSize ?? defaultPageSize)

  const sorted = sortEntities(entities.filter(matches), sortKeys)
  const page = sorted.slice(window.offset, window.offset + window.size)
  return {
    data: page.map((entity) => applySelection(entity, selection, spec)),
    meta: { pagination: window.meta(sorted.length) },
  }
}

/** One document (`/collection/{id}`): only `fields` and `populate` apply. */
export function runSingleQuery(spec: CollectionSpec, entity: Entity, query: StrapiQuery) {
  for (const parameter of ['filters', 'sort', 'pagination'] as const) {
    if (query[parameter] !== undefined) {
      throw badRequest(`Invalid query: ${parameter} does not apply to a single document`)
    }
  }
  return { data: applySelection(entity, parseSelection(query, spec), spec), meta: {} }
}

interface PaginationWindow {
  offset: number
  size: number
  meta(total: number): PaginationMeta
}

/**
 * Page-based (`page`, `pageSize`; defaults 1 and the collection's page size) or offset-based
 * (`start`, `limit`), not both, as in Strapi. Sizes above the maximum are capped, as Strapi's
 * `maxLimit` does; a page past the end is empty and still reports the totals.
 */
export function paginationWindow(
  pagination: StrapiQuery['pagination'],
  defaultSize: number,
): PaginationWindow {
  const { page, pageSize, start, limit } = pagination ?? {}
  const offsetBased = start !== undefined || limit !== undefined
  if (offsetBased && (page !== undefined || pageSize !== undefined)) {
    throw badRequest(
      'Invalid query: pagination: use either page and pageSize or start and limit, not both',
    )
  }
  if (offsetBased) {
    const offset = start ?? 0
    const size = Math.min(limit ?? defaultSize, maxPageSize)
    return { offset, size, meta: (total) => ({ start: offset, limit: size, total }) }
  }
  const current = page ?? 1
  const size = Math.min(pageSize ?? defaultSize, maxPageSize)
  return {
    offset: (current - 1) * size,
    size,
    meta: (total) => ({
      page: current,
      pageSize: size,
      pageCount: Math.ceil(total / size),
      total,
    }),
  }
}
