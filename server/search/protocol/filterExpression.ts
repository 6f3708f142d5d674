import {
  allOf,
  anyOf,
  facetPredicate,
  numericPredicate,
  type Comparison,
  type FilterableRecord,
  type RecordPredicate,
} from './recordPredicates'

/*
 * Algolia's `filters` parameter, the subset the search service understands (docs/search.md,
 * "Protocol"): `attr:value`, `attr:"quoted value"`, numeric comparisons `attr < n` (`<`, `<=`,
 * `=`, `!=`, `>=`, `>`), `NOT`, `AND`, `OR` and parentheses, AND binding tighter than OR. The
 * same predicate serves the request's filters and the restrictions baked into a secured key, so
 * whatever it does not understand is refused (a 400) rather than guessed.
 */

export type { FilterableRecord, RecordPredicate }

/**
 * What a filter says of some facets: for each attribute named, the values (lowercase) of which
 * a record must hold one to pass. `visibleBy:public OR visibleBy:"user:…"` requires one of the
 * two; a `NOT`, a comparison or an `OR` with a branch without the attribute requires nothing.
 * The engine uses it to leave unread the records a key can never see (other users' items).
 */
export type FacetScope = ReadonlyMap<string, ReadonlySet<string>>

export interface ParsedFilters {
  test: RecordPredicate
  scope: FacetScope
}

export class FilterSyntaxError extends Error {
  constructor(message: string) {
    super(message)
    this.name = 'FilterSyntaxError'
  }
}

const maxFilterLength = 4096
const maxNesting = 32

type Token =
  | { kind: 'open' | 'close' | 'colon'; start: number; end: number }
  | { kind: 'compare'; op: Comparison; start: number; end: number }
  | { kind: 'word' | 'string'; text: string; start: number; end: number }

/** Characters that end an unquoted word. */
const wordStop = /[\s():"<>=!]/

function tokenize(source: string): Token[] {
  const tokens: Token[] = []
  let index = 0
  while (index < source.length) {
    const char = source.charAt(index)
    if (/\s/.test(char)) {
      index += 1
    } else if (char === '(' || char === ')') {
      tokens.push({ kind: char === '(' ? 'open' : 'close', start: index, end: index + 1 })
      index += 1
    } else if (char === ':') {
      tokens.push({ kind: 'colon', start: index, end: index + 1 })
      index += 1
    } else if ('<>=!'.includes(char)) {
      const two = source.slice(index, index + 2)
      const op = (['<=', '>=', '!='] as const).find((candidate) => candidate === two)
      if (op !== undefined) {
        tokens.push({ kind: 'compare', op, start: index, end: index + 2 })
        index += 2
      } else if (char === '!') {
        throw new FilterSyntaxError(`Unexpected character "!" at col ${index + 1}`)
      } else {
        tokens.push({ kind: 'compare', op: char as Comparison, start: index, end: index + 1 })
        index += 1
      }
    } else if (char === '"') {
      let text = ''
      let cursor = index + 1
      for (;;) {
        if (cursor >= source.length) {
          throw new FilterSyntaxError(`Unterminated string starting at col ${index + 1}`)
        }
        const next = source.charAt(cursor)
        if (next === '\\' && cursor + 1 < source.length) {
          text += source.charAt(cursor + 1)
          cursor += 2
        } else if (next === '"') {
          break
        } else {
          text += next
          cursor += 1
        }
      }
      tokens.push({ kind: 'string', text, start: index, end: cursor + 1 })
      index = cursor + 1
    } else {
      let cursor = index
      while (cursor < source.length && !wordStop.test(source.charAt(cursor))) cursor += 1
      tokens.push({ kind: 'word', text: source.slice(index, cursor), start: index, end: cursor })
      index = cursor
    }
  }
  return tokens
}

const keywords = new Set(['AND', 'OR', 'NOT', 'TO'])

/** Parses `filters`; an empty string is no filter (undefined). */
export function parseFilters(source: string): RecordPredicate | undefined {
  return parseFiltersWithScope(source)?.test
}

const noScope: FacetScope = new Map()

/** `filters` as a predicate and the facet values it requires (FacetScope). */
export function parseFiltersWithScope(source: string): ParsedFilters | undefined {
  if (source.length > maxFilterLength) {
    throw new FilterSyntaxError(`filters is longer than ${maxFilterLength} characters`)
  }
  const tokens = tokenize(source)
  if (tokens.length === 0) return undefined
  let position = 0
  const peek = () => tokens[position]
  const describe = (token: Token | undefined) =>
    token === undefined
      ? 'end of filters'
      : `"${source.slice(token.start, token.end)}" at col ${token.start + 1}`
  const isKeyword = (token: Token | undefined, word: string) =>
    token?.kind === 'word' && token.text === word

  const parseOr = (depth: number): ParsedFilters => {
    const parts = [parseAnd(depth)]
    while (isKeyword(peek(), 'OR')) {
      position += 1
      parts.push(parseAnd(depth))
    }
    return { test: anyOf(parts.map((part) => part.test)), scope: eitherScope(parts) }
  }

  const parseAnd = (depth: number): ParsedFilters => {
    const parts = [parseUnary(depth)]
    while (isKeyword(peek(), 'AND')) {
      position += 1
      parts.push(parseUnary(depth))
    }
    return { test: allOf(parts.map((part) => part.test)), scope: everyScope(parts) }
  }

  const parseUnary = (depth: number): ParsedFilters => {
    if (depth > maxNesting) throw new FilterSyntaxError(`filters nest deeper than ${maxNesting}`)
    const token = peek()
    if (isKeyword(token, 'NOT')) {
      position += 1
      const inner = parseUnary(depth + 1).test
      return { test: (record) => !inner(record), scope: noScope }
    }
    if (token?.kind === 'open') {
      position += 1
      const inner = parseOr(depth + 1)
      const close = peek()
      if (close?.kind !== 'close') {
        throw new FilterSyntaxError(`Expected ")" but found ${describe(close)}`)
      }
      position += 1
      return inner
    }
    return parseCondition()
  }

  const parseCondition = (): ParsedFilters => {
    const attributeToken = peek()
    if (
      attributeToken === undefined ||
      (attributeToken.kind !== 'word' && attributeToken.kind !== 'string') ||
      (attributeToken.kind === 'word' && keywords.has(attributeToken.text))
    ) {
      throw new FilterSyntaxError(`Expected an attribute but found ${describe(attributeToken)}`)
    }
    position += 1
    const attribute = attributeToken.text
    const operator = peek()
    if (operator?.kind === 'compare') {
      position += 1
      const operand = peek()
      const value = operand?.kind === 'word' ? Number(operand.text) : Number.NaN
      if (operand?.kind !== 'word' || operand.text === '' || !Number.isFinite(value)) {
        throw new FilterSyntaxError(`Expected a number but found ${describe(operand)}`)
      }
      position += 1
      return { test: numericPredicate(attribute, operator.op, value), scope: noScope }
    }
    if (operator?.kind !== 'colon') {
      throw new FilterSyntaxError(`Expected ":" or a comparison but found ${describe(operator)}`)
    }
    position += 1
    const value = readFacetValue()
    if (isKeyword(peek(), 'TO')) {
      throw new FilterSyntaxError('Numeric ranges (TO) are not supported; use <= and >=')
    }
    return {
      test: facetPredicate(attribute, value),
      scope: new Map([[attribute, new Set([value.toLowerCase()])]]),
    }
  }

  /** A quoted string, or a run of words and colons with nothing between (`user:9f2…`). */
  const readFacetValue = (): string => {
    const first = peek()
    if (first?.kind === 'string') {
      position += 1
      return first.text
    }
    if (first?.kind !== 'word' || keywords.has(first.text)) {
      throw new FilterSyntaxError(`Expected a value but found ${describe(first)}`)
    }
    position += 1
    let value = first.text
    let end = first.end
    for (;;) {
      const colon = tokens[position]
      const word = tokens[position + 1]
      if (colon?.kind !== 'colon' || colon.start !== end) break
      if (word?.kind !== 'word' || word.start !== colon.end) break
      value += `:${word.text}`
      end = word.end
      position += 2
    }
    return value
  }

  const parsed = parseOr(0)
  if (position < tokens.length) {
    throw new FilterSyntaxError(`Unexpected ${describe(tokens[position])}`)
  }
  return parsed
}

/**
 * Every part must pass: any part's requirement is the whole's, the smallest kept. (Not their
 * intersection: a list attribute may hold a value of each part's set and none of both.)
 */
function everyScope(parts: readonly ParsedFilters[]): FacetScope {
  if (parts.length === 1) return parts[0]?.scope ?? noScope
  const scope = new Map<string, ReadonlySet<string>>()
  for (const part of parts) {
    for (const [attribute, values] of part.scope) {
      const kept = scope.get(attribute)
      if (kept === undefined || values.size < kept.size) scope.set(attribute, values)
    }
  }
  return scope
}

/** One part must pass: an attribute every part requires, any of their values. */
function eitherScope(parts: readonly ParsedFilters[]): FacetScope {
  const [first, ...rest] = parts
  if (first === undefined) return noScope
  if (rest.length === 0) return first.scope
  const scope = new Map<string, ReadonlySet<string>>()
  for (const [attribute, values] of first.scope) {
    const union = new Set(values)
    let everywhere = true
    for (const part of rest) {
      const more = part.scope.get(attribute)
      if (more === undefined) {
        everywhere = false
        break
      }
      for (const value of more) union.add(value)
    }
    if (everywhere) scope.set(attribute, union)
  }
  return scope
}
