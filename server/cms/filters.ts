import { badRequest } from '../http/httpError'
import type { CollectionSpec, Entity, RelationSpec } from './collection'
import { bracketPath } from './parseQuery'

type Predicate = (entity: Entity) => boolean
type ValuePredicate = (value: unknown) => boolean

/** Attributes a filter may name at one level: a collection, or the documents of a relation. */
interface Scope {
  name: string
  fields: readonly string[]
  relations: Readonly<Record<string, RelationSpec>>
}

/**
 * Operators on one value. Negated operators are the negation of their positive twin over all
 * values of the field, so on a list (tags, asset symbols) `$ne: x` means "no element is x", as
 * Strapi reads filters on to-many relations.
 */
const positiveOperators: Record<string, (operand: string | string[]) => ValuePredicate> = {
  $eq: (operand) => (value) => equals(value, one(operand)),
  $eqi: (operand) => (value) => lower(value) === one(operand).toLowerCase(),
  $in: (operand) => (value) => list(operand).some((item) => equals(value, item)),
  $lt: (operand) => (value) => compare(value, one(operand)) < 0,
  $lte: (operand) => (value) => compare(value, one(operand)) <= 0,
  $gt: (operand) => (value) => compare(value, one(operand)) > 0,
  $gte: (operand) => (value) => compare(value, one(operand)) >= 0,
  $contains: (operand) => (value) => typeof value === 'string' && value.includes(one(operand)),
  $containsi: (operand) => (value) => lower(value).includes(one(operand).toLowerCase()),
  $startsWith: (operand) => (value) => typeof value === 'string' && value.startsWith(one(operand)),
  $endsWith: (operand) => (value) => typeof value === 'string' && value.endsWith(one(operand)),
}

const negatedOperators: Record<string, string> = {
  $ne: '$eq',
  $nei: '$eqi',
  $notIn: '$in',
  $notContains: '$contains',
  $notContainsi: '$containsi',
}

/** Operators that take a list (`$in[0]=a&$in[1]=b`); the others take one value. */
const listOperators = new Set(['$in', '$notIn'])

export const filterOperators = [
  ...Object.keys(positiveOperators),
  ...Object.keys(negatedOperators),
  '$null',
  '$notNull',
]

/**
 * Compiles Strapi `filters` into a predicate, checking every field name and operator against
 * the collection so that a typo answers 400 instead of silently matching nothing. Supports
 * `$and`, `$or`, `$not`, the shorthand `filters[field]=value` (equality) and filters on
 * relations (`filters[asset_tags][name][$eq]=top`: some related document matches).
 */
export function compileFilters(filters: Readonly<Record<string, unknown>>, spec: CollectionSpec) {
  return compileGroup(filters, { ...spec, relations: spec.relations ?? {} }, ['filters'])
}

function compileGroup(node: unknown, scope: Scope, path: string[]): Predicate {
  if (!isRecord(node)) throw invalid(path, 'expected field names or $and, $or, $not')
  const parts = Object.entries(node).map(([key, value]) =>
    compileEntry(key, value, scope, [...path, key]),
  )
  return (entity) => parts.every((part) => part(entity))
}

function compileEntry(key: string, value: unknown, scope: Scope, path: string[]): Predicate {
  if (key === '$and' || key === '$or') {
    const groups = listOfGroups(value, path).map((group, index) =>
      compileGroup(group, scope, [...path, String(index)]),
    )
    return key === '$and'
      ? (entity) => groups.every((group) => group(entity))
      : (entity) => groups.some((group) => group(entity))
  }
  if (key === '$not') {
    const inner = compileGroup(value, scope, path)
    return (entity) => !inner(entity)
  }
  if (key.startsWith('$')) throw invalid(path, `unknown operator ${key} (expected a field name)`)

  const relation = scope.relations[key]
  if (relation?.fields !== undefined) {
    const inner = compileGroup(value, relationScope(key, relation.fields), path)
    return (entity) => valuesOf(entity[key]).some((related) => isRecord(related) && inner(related))
  }
  if (relation === undefined && !scope.fields.includes(key)) {
    throw invalid(path, `unknown field "${key}" of ${scope.name}`)
  }
  const test = compileOperators(value, path)
  return (entity) => test(valuesOf(entity[key]))
}

/** Operators on one field; a bare value means `$eq`. */
function compileOperators(node: unknown, path: string[]): (values: unknown[]) => boolean {
  if (typeof node === 'string') return compileOperators({ $eq: node }, path)
  if (!isRecord(node)) throw invalid(path, 'expected a value or operators such as $eq')
  const tests = Object.entries(node).map(([operator, operand]) =>
    compileOperator(operator, operand, [...path, operator]),
  )
  return (values) => tests.every((test) => test(values))
}

function compileOperator(
  operator: string,
  operand: unknown,
  path: string[],
): (values: unknown[]) => boolean {
  if (operator === '$null' || operator === '$notNull') {
    if (operand !== 'true' && operand !== 'false') throw invalid(path, 'expected true or false')
    const wantsNull = (operator === '$null') === (operand === 'true')
    return (values) => (values.length === 0) === wantsNull
  }
  const positive = negatedOperators[operator] ?? operator
  const build = positiveOperators[positive]
  if (build === undefined) {
    throw invalid(path, `unknown operator ${operator} (supported: ${filterOperators.join(', ')})`)
  }
  const isList = listOperators.has(positive)
  if (isList ? !isStringList(operand) : typeof operand !== 'string') {
    throw invalid(path, isList ? 'expected a list of values' : 'expected one value')
  }
  const matches = build(operand as string | string[])
  return positive === operator
    ? (values) => values.some(matches)
    : (values) => !values.some(matches)
}

function relationScope(name: string, fields: readonly string[]): Scope {
  return { name, fields, relations: {} }
}

function listOfGroups(value: unknown, path: string[]): unknown[] {
  // qs gives an array for `$or[0]…`, an object for keys it does not read as indices.
  if (Array.isArray(value)) return value
  if (isRecord(value)) return Object.values(value)
  throw invalid(path, 'expected a list of filter groups')
}

/** A field's values: lists as they are, a missing or null value as none. */
function valuesOf(value: unknown): unknown[] {
  if (value === null || value === undefined) return []
  return Array.isArray(value) ? value : [value]
}

/** Query values are strings: compare them as the field's own type. */
function equals(value: unknown, operand: string): boolean {
  if (typeof value === 'number') return operand.trim() !== '' && value === Number(operand)
  if (typeof value === 'boolean') return String(value) === operand
  return value === operand
}

function compare(value: unknown, operand: string): number {
  if (typeof value === 'number') {
    const number = Number(operand)
    return Number.isNaN(number) ? NaN : value - number
  }
  if (typeof value === 'string') return value < operand ? -1 : value > operand ? 1 : 0
  return NaN
}

function lower(value: unknown): string {
  return typeof value === 'string' ? value.toLowerCase() : ''
}

const one = (operand: string | string[]) => (typeof operand === 'string' ? operand : '')
const list = (operand: string | string[]) => (typeof operand === 'string' ? [operand] : operand)

function isStringList(value: unknown): value is string[] {
  return (
    typeof value === 'string' ||
    (Array.isArray(value) && value.every((item) => typeof item === 'string'))
  )
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

function invalid(path: readonly string[], message: string) {
  return badRequest(`Invalid query: ${bracketPath(path)}: ${message}`)
}
