import type { StrapiQuery } from '@/core/api/cms'
import { badRequest } from '../http/httpError'
import { documentKeys, type CollectionSpec, type Entity } from './collection'

/** Which attributes to keep: all when null. */
type FieldSelection = readonly string[] | null

/** The relations to include, each with the attributes kept of its documents. */
type Population = ReadonlyMap<string, FieldSelection>

export interface Selection {
  fields: FieldSelection
  populate: Population
}

/**
 * Reads `fields` and `populate` (Strapi v5: relations are left out unless populated; `id` and
 * `documentId` are always kept). Accepts `fields=a,b`, `fields[0]=a`, `populate=*`,
 * `populate=a,b`, `populate[0]=a`, `populate[a]=true` and `populate[a][fields][0]=name`.
 */
export function parseSelection(query: StrapiQuery, spec: CollectionSpec): Selection {
  const relations = spec.relations ?? {}
  const fields =
    query.fields === undefined
      ? null
      : checkFields(splitList(query.fields), spec.fields, spec.name, 'fields')

  const populate = new Map<string, FieldSelection>()
  const add = (name: string, selected: FieldSelection) => {
    const relation = relations[name]
    if (relation === undefined) {
      throw badRequest(`Invalid query: populate: unknown relation "${name}" of ${spec.name}`)
    }
    if (selected !== null && relation.fields === undefined) {
      throw badRequest(`Invalid query: populate[${name}][fields]: "${name}" has no fields`)
    }
    populate.set(
      name,
      selected === null
        ? null
        : checkFields(selected, relation.fields ?? [], name, `populate[${name}][fields]`),
    )
  }
  const { populate: requested } = query
  if (requested === '*') {
    for (const name of Object.keys(relations)) populate.set(name, null)
  } else if (typeof requested === 'string' || Array.isArray(requested)) {
    for (const name of splitList(requested)) add(name, null)
  } else if (requested !== undefined) {
    for (const [name, entry] of Object.entries(requested)) {
      add(
        name,
        typeof entry === 'string' || entry.fields === undefined ? null : splitList(entry.fields),
      )
    }
  }
  return { fields, populate }
}

/** The response form of one document. */
export function applySelection(
  entity: Entity,
  { fields, populate }: Selection,
  spec: CollectionSpec,
): Entity {
  const relations = spec.relations ?? {}
  const kept = Object.entries(entity).filter(([key]) =>
    key in relations
      ? populate.has(key)
      : fields === null ||
        fields.includes(key) ||
        (documentKeys as readonly string[]).includes(key),
  )
  return Object.fromEntries(
    kept.map(([key, value]) => {
      const selected = populate.get(key)
      return [
        key,
        selected === undefined || selected === null ? value : pickFromRelated(value, selected),
      ]
    }),
  )
}

function pickFromRelated(value: unknown, fields: readonly string[]): unknown {
  const pick = (item: unknown) =>
    typeof item === 'object' && item !== null
      ? Object.fromEntries(
          Object.entries(item).filter(
            ([key]) => fields.includes(key) || (documentKeys as readonly string[]).includes(key),
          ),
        )
      : item
  return Array.isArray(value) ? value.map(pick) : pick(value)
}

function splitList(value: string | readonly string[]): string[] {
  return (typeof value === 'string' ? [value] : value).flatMap((item) =>
    item.split(',').map((part) => part.trim()),
  )
}

function checkFields(
  names: readonly string[],
  known: readonly string[],
  owner: string,
  parameter: string,
): string[] {
  for (const name of names) {
    if (!known.includes(name)) {
      throw badRequest(`Invalid query: ${parameter}: unknown field "${name}" of ${owner}`)
    }
  }
  return [...names]
}
