/*
 * Algolia's `filters` parameter, the subset the search service understands (docs/search.md,
 * "Protocol"): `attr:value`, `attr:"quoted value"`, numeric comparisons `attr < n` (`<`, `<=`,
 * `=`, `!=`, `>=`, `>`), `NOT`, `AND`, `OR` and parentheses, AND binding tighter than OR. The
 * same predicate serves the request's filters and the restrictions baked into a secured key, so
 * whatever it does not understand is refused (a 400) rather than guessed.
 */

/** A record as the protocol sees it: named attributes holding scalars or lists of them. */
export type FilterableRecord = Readonly<Record<string, unknown>>
export type RecordPredicate = (record: FilterableRecord) => boolean

export class FilterSyntaxError extends Error {
  constructor(message: string) {
    super(message)
    this.name = 'FilterSyntaxError'
  }
}

const maxFilterLength = 4096
const maxNesting = 32

type Comparison = '<' | '<=' | '=' | '!=' | '>=' | '>'

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

  const parseOr = (depth: number): RecordPredicate => {
    const parts = [parseAnd(depth)]
    while (isKeyword(peek(), 'OR')) {
      position += 1
      parts.push(parseAnd(depth))
    }
    return (record) => parts.some((part) => part(record))
  }

  const parseAnd = (depth: number): RecordPredicate => {
    const parts = [parseUnary(depth)]
    while (isKeyword(peek(), 'AND')) {
      position += 1
      parts.push(parseUnary(depth))
    }
    return (record) => parts.every((part) => part(record))
  }

  const parseUnary = (depth: number): RecordPredicate => {
    if (depth > maxNesting) throw new FilterSyntaxError(`filters nest deeper than ${maxNesting}`)
    const token = peek()
    if (isKeyword(token, 'NOT')) {
      position += 1
      const inner = parseUnary(depth + 1)
      return (record) => !inner(record)
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

  const parseCondition = (): RecordPredicate => {
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
      return numericPredicate(attribute, operator.op, value)
    }
    if (operator?.kind !== 'colon') {
      throw new FilterSyntaxError(`Expected ":" or a comparison but found ${describe(operator)}`)
    }
    position += 1
    const value = readFacetValue()
    if (isKeyword(peek(), 'TO')) {
      throw new FilterSyntaxError('Numeric ranges (TO) are not supported; use <= and >=')
    }
    return facetPredicate(attribute, value)
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

  const predicate = parseOr(0)
  if (position < tokens.length) {
    throw new FilterSyntaxError(`Unexpected ${describe(tokens[position])}`)
  }
  return predicate
}

/** The attribute's values as a list (a scalar is a list of one; missing is empty). */
function valuesOf(record: FilterableRecord, attribute: string): unknown[] {
  if (!Object.hasOwn(record, attribute)) return []
  const value = record[attribute]
  if (value === undefined || value === null) return []
  return Array.isArray(value) ? value : [value]
}

/** Facet values match without case, as Algolia's do; numbers and booleans by their text. */
export function facetPredicate(attribute: string, value: string): RecordPredicate {
  const wanted = value.toLowerCase()
  return (record) =>
    valuesOf(record, attribute).some(
      (candidate) =>
        (typeof candidate === 'string' ||
          typeof candidate === 'number' ||
          typeof candidate === 'boolean') &&
        String(candidate).toLowerCase() === wanted,
    )
}

function numericPredicate(attribute: string, op: Comparison, value: number): RecordPredicate {
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
