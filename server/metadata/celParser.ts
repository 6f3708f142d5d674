/*
 * The subset of the Common Expression Language that GET /v1/metadata/assets takes as `filter`
 * (docs/api.md, "Asset filter"). Written here rather than taken from a full CEL library: the
 * subset is small, its error messages can name the unsupported part precisely, and a public
 * endpoint evaluating user regular expressions or arbitrary comprehensions is a risk we do not
 * need. Parsing follows CEL's precedence: `||` < `&&` < `==` `!=` `in` < `!` < member access.
 */

export type CelNode =
  | { kind: 'literal'; value: string | number | boolean; at: number }
  | { kind: 'list'; items: CelNode[]; at: number }
  | { kind: 'field'; path: string[]; at: number }
  | { kind: 'not'; operand: CelNode; at: number }
  | { kind: 'and' | 'or'; left: CelNode; right: CelNode; at: number }
  | { kind: 'compare'; op: '==' | '!='; left: CelNode; right: CelNode; at: number }
  | { kind: 'in'; left: CelNode; right: CelNode; at: number }
  | { kind: 'exists'; target: CelNode; variable: string; body: CelNode; at: number }

/** What the filter supports, for error messages. */
export const supportedCel =
  "==, !=, in, list literals ['a', 'b'], .exists(x, …), &&, ||, ! and parentheses"

/** A 400 in the making: the message names the unsupported or malformed part. */
export class CelFilterError extends Error {}

type Token =
  | { type: 'ident'; text: string; at: number }
  | { type: 'string'; value: string; at: number }
  | { type: 'number'; value: number; at: number }
  | { type: 'punct'; text: string; at: number }
  /** An operator CEL has and the subset does not: an error once the parser reaches it. */
  | { type: 'unsupported'; text: string; at: number }
  | { type: 'end'; at: number }

const punctuation = ['==', '!=', '&&', '||', '(', ')', '[', ']', ',', '.', '!']
/** Operators CEL has and this subset does not: named in the error. */
const unsupportedOperators = ['<=', '>=', '<', '>', '+', '-', '*', '/', '%', '?', ':', '{', '}']

function tokenize(text: string): Token[] {
  const tokens: Token[] = []
  let i = 0
  while (i < text.length) {
    const char = text[i] ?? ''
    if (/\s/.test(char)) {
      i++
      continue
    }
    const at = i
    if (/[A-Za-z_]/.test(char)) {
      const match = /^[A-Za-z_][A-Za-z0-9_]*/.exec(text.slice(i))?.[0] ?? char
      tokens.push({ type: 'ident', text: match, at })
      i += match.length
    } else if (/[0-9]/.test(char)) {
      const match = /^[0-9]+/.exec(text.slice(i))?.[0] ?? char
      tokens.push({ type: 'number', value: Number(match), at })
      i += match.length
    } else if (char === "'" || char === '"') {
      const { value, end } = readString(text, i)
      tokens.push({ type: 'string', value, at })
      i = end
    } else {
      const op = punctuation.find((p) => text.startsWith(p, i))
      if (op === undefined) {
        const other = unsupportedOperators.find((p) => text.startsWith(p, i)) ?? char
        tokens.push({ type: 'unsupported', text: other, at })
        i += other.length
      } else {
        tokens.push({ type: 'punct', text: op, at })
        i += op.length
      }
    }
  }
  tokens.push({ type: 'end', at: text.length })
  return tokens
}

function readString(text: string, start: number): { value: string; end: number } {
  const quote = text[start]
  let value = ''
  for (let i = start + 1; i < text.length; i++) {
    const char = text[i]
    if (char === quote) return { value, end: i + 1 }
    if (char === '\\') {
      const next = text[i + 1]
      if (next !== '\\' && next !== "'" && next !== '"') {
        throw new CelFilterError(`filter: unsupported escape "\\${next ?? ''}" at position ${i}`)
      }
      value += next
      i++
    } else {
      value += char
    }
  }
  throw new CelFilterError(`filter: unterminated string starting at position ${start}`)
}

/** Parses a filter expression; throws CelFilterError naming what is wrong or unsupported. */
export function parseCel(text: string): CelNode {
  const tokens = tokenize(text)
  let position = 0
  const peek = (): Token => tokens[position] ?? { type: 'end', at: text.length }
  const next = (): Token => tokens[position++] ?? { type: 'end', at: text.length }
  const isPunct = (token: Token, p: string) => token.type === 'punct' && token.text === p
  const expect = (p: string) => {
    const token = next()
    if (!isPunct(token, p)) throw unexpected(token, `"${p}"`)
  }

  function unexpected(token: Token, wanted: string): CelFilterError {
    if (token.type === 'unsupported') {
      return new CelFilterError(
        `filter: unsupported operator "${token.text}" at position ${token.at} (supported: ${supportedCel})`,
      )
    }
    const seen =
      token.type === 'end'
        ? 'the end of the filter'
        : `"${text.slice(token.at, token.at + 20).split(/\s/)[0]}"`
    return new CelFilterError(`filter: expected ${wanted} at position ${token.at}, found ${seen}`)
  }

  function binary(kind: 'or' | 'and', op: string, operand: () => CelNode): CelNode {
    let left = operand()
    while (isPunct(peek(), op)) {
      const at = next().at
      left = { kind, left, right: operand(), at }
    }
    return left
  }
  const or = (): CelNode => binary('or', '||', and)
  const and = (): CelNode => binary('and', '&&', relation)

  function relation(): CelNode {
    const left = unary()
    const token = peek()
    if (isPunct(token, '==') || isPunct(token, '!=')) {
      next()
      const op = token.type === 'punct' && token.text === '!=' ? '!=' : '=='
      return { kind: 'compare', op, left, right: unary(), at: token.at }
    }
    if (token.type === 'ident' && token.text === 'in') {
      next()
      return { kind: 'in', left, right: unary(), at: token.at }
    }
    return left
  }

  function unary(): CelNode {
    const token = peek()
    if (isPunct(token, '!')) {
      next()
      return { kind: 'not', operand: unary(), at: token.at }
    }
    return member()
  }

  function member(): CelNode {
    let node = primary()
    while (isPunct(peek(), '.')) {
      next()
      const name = next()
      if (name.type !== 'ident') throw unexpected(name, 'a field name')
      if (isPunct(peek(), '(')) {
        node = call(node, name.text, name.at)
      } else if (node.kind === 'field') {
        node = { ...node, path: [...node.path, name.text] }
      } else {
        throw new CelFilterError(`filter: unsupported field access at position ${name.at}`)
      }
    }
    if (isPunct(peek(), '[')) {
      throw new CelFilterError(`filter: unsupported indexing "[" at position ${peek().at}`)
    }
    return node
  }

  function call(target: CelNode, name: string, at: number): CelNode {
    if (name !== 'exists') {
      throw new CelFilterError(
        `filter: unsupported function ${name}() at position ${at} (supported: ${supportedCel})`,
      )
    }
    expect('(')
    const variable = next()
    if (variable.type !== 'ident') throw unexpected(variable, 'a variable name')
    expect(',')
    const body = or()
    expect(')')
    return { kind: 'exists', target, variable: variable.text, body, at }
  }

  function primary(): CelNode {
    const token = next()
    switch (token.type) {
      case 'string':
      case 'number':
        return { kind: 'literal', value: token.value, at: token.at }
      case 'ident':
        if (token.text === 'true' || token.text === 'false') {
          return { kind: 'literal', value: token.text === 'true', at: token.at }
        }
        if (isPunct(peek(), '(')) {
          throw new CelFilterError(
            `filter: unsupported function ${token.text}() at position ${token.at} (supported: ${supportedCel})`,
          )
        }
        return { kind: 'field', path: [token.text], at: token.at }
      case 'punct':
        if (token.text === '(') {
          const inner = or()
          expect(')')
          return inner
        }
        if (token.text === '[') return list(token.at)
        throw unexpected(token, 'a value')
      case 'unsupported':
      case 'end':
        throw unexpected(token, 'a value')
    }
  }

  function list(at: number): CelNode {
    const items: CelNode[] = []
    if (!isPunct(peek(), ']')) {
      do items.push(or())
      while (isPunct(peek(), ',') && next())
    }
    expect(']')
    return { kind: 'list', items, at }
  }

  const root = or()
  const rest = peek()
  if (rest.type !== 'end') throw unexpected(rest, '&&, || or the end of the filter')
  return root
}
