/*
 * The record predicates `filters` and `facetFilters` compile to. They run for every posting a
 * search visits (the key's visibility filter is one): a single part is returned as it is rather
 * than wrapped, and nothing is allocated.
 */

/** A record as the protocol sees it: named attributes holding scalars or lists of them. */
export type FilterableRecord = Readonly<Record<string, unknown>>
export type RecordPredicate = (record: FilterableRecord) => boolean

export type Comparison = '<' | '<=' | '=' | '!=' | '>=' | '>'

/** Every one of `parts` holds (true for none). */
export function allOf(parts: readonly RecordPredicate[]): RecordPredicate {
  const [first, second] = parts
  if (first === undefined) return () => true
  if (parts.length === 1) return first
  if (parts.length === 2 && second !== undefined) return (record) => first(record) && second(record)
  return (record) => parts.every((part) => part(record))
}

/** Any one of `parts` holds (false for none). */
export function anyOf(parts: readonly RecordPredicate[]): RecordPredicate {
  const [first, second] = parts
  if (first === undefined) return () => false
  if (parts.length === 1) return first
  if (parts.length === 2 && second !== undefined) return (record) => first(record) || second(record)
  return (record) => parts.some((part) => part(record))
}

/** The attribute's values as a list (a scalar is a list of one; missing is empty). */
function valuesOf(record: FilterableRecord, attribute: string): readonly unknown[] {
  if (!Object.hasOwn(record, attribute)) return noValues
  const value = record[attribute]
  if (value === undefined || value === null) return noValues
  return Array.isArray(value) ? value : [value]
}
const noValues: readonly unknown[] = []

/** Facet values match without case, as Algolia's do; numbers and booleans by their text. */
export function facetPredicate(attribute: string, value: string): RecordPredicate {
  const wanted = value.toLowerCase()
  const matches = (candidate: unknown) => {
    if (typeof candidate === 'string') {
      if (candidate === value) return true
      // Lowercasing keeps the length but for one letter (U+0130 İ becomes two code units): a
      // value of another length cannot match, and most are (other users' `user:` values are
      // not: they differ in their first characters).
      if (candidate.length !== wanted.length && !candidate.includes('\u0130')) return false
      return candidate.toLowerCase() === wanted
    }
    return (
      (typeof candidate === 'number' || typeof candidate === 'boolean') &&
      String(candidate).toLowerCase() === wanted
    )
  }
  return (record) => {
    if (!Object.hasOwn(record, attribute)) return false
    const found = record[attribute]
    if (!Array.isArray(found)) return matches(found)
    for (const candidate of found) if (matches(candidate)) return true
    return false
  }
}

export function numericPredicate(
  attribute: string,
  op: Comparison,
  value: number,
): RecordPredicate {
  const holds = (candidate: number) => {
    switch (op) {
      case '<':
        return candidate < value
      case '<=':
        return candidate <= value
      case '=':
        return candidate === value
      case '!=':
        return candidate !== value
      case '>=':
        return candidate >= value
      case '>':
        return candidate > value
    }
  }
  // Records without a number in the attribute match no numeric filter (not even `!=`).
  return (record) =>
    valuesOf(record, attribute).some(
      (candidate) => typeof candidate === 'number' && holds(candidate),
    )
}
