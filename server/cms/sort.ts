import { badRequest } from '../http/httpError'
import type { CollectionSpec, Entity } from './collection'

interface SortKey {
  field: string
  descending: boolean
}

/**
 * Parses `sort=field`, `sort=field:desc`, `sort=a:asc,b:desc` or `sort[0]=a&sort[1]=b:desc`
 * (ties go to the next key) against the collection's attributes.
 */
export function parseSort(sort: string | readonly string[], spec: CollectionSpec): SortKey[] {
  const terms = (typeof sort === 'string' ? [sort] : sort).flatMap((term) => term.split(','))
  return terms.map((term) => {
    const [field = '', direction = 'asc', ...rest] = term.trim().split(':')
    if (!spec.fields.includes(field)) {
      throw badRequest(`Invalid query: sort: unknown field "${field}" of ${spec.name}`)
    }
    const normalized = direction.toLowerCase()
    if (rest.length > 0 || (normalized !== 'asc' && normalized !== 'desc')) {
      throw badRequest(`Invalid query: sort: "${term}" must be field, field:asc or field:desc`)
    }
    return { field, descending: normalized === 'desc' }
  })
}

/** A sorted copy; the sort is stable, so equal keys keep the collection's order. */
export function sortEntities(entities: readonly Entity[], keys: readonly SortKey[]): Entity[] {
  return [...entities].sort((a, b) => {
    for (const { field, descending } of keys) {
      const order = compareValues(a[field], b[field])
      if (order !== 0) return descending ? -order : order
    }
    return 0
  })
}

/** Numbers numerically, strings by code point (ISO dates sort by time); missing values last. */
function compareValues(a: unknown, b: unknown): number {
  const aMissing = a === null || a === undefined
  const bMissing = b === null || b === undefined
  if (aMissing || bMissing) return aMissing === bMissing ? 0 : aMissing ? 1 : -1
  if (typeof a === 'number' && typeof b === 'number') return a - b
  const left = String(a)
  const right = String(b)
  return left < right ? -1 : left > right ? 1 : 0
}
