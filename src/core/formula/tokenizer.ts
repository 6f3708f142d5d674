import { isComparisonOperator, type BinaryOperator } from './ast'
import { FormulaError } from './errors'
import { messages } from './messages'

/*
 * Splits a formula into tokens, each with its source offsets. Hand-written rather than a regex
 * table so that every malformed piece gets its own message at its own place: an operator the
 * language lacks ("==", "&&", "<>") is named together with the ones it has.
 */

export type Token =
  | { kind: 'number'; value: number; text: string; start: number; end: number }
  | { kind: 'string'; value: string; text: string; start: number; end: number }
  | { kind: 'identifier'; text: string; start: number; end: number }
  | { kind: 'operator'; operator: BinaryOperator; text: string; start: number; end: number }
  | { kind: '(' | ')' | ',' | 'end'; text: string; start: number; end: number }

const isDigit = (c: string) => c >= '0' && c <= '9'
const isIdentifierStart = (c: string) =>
  (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || c === '_'
const isIdentifierPart = (c: string) => isIdentifierStart(c) || isDigit(c)
const isSpace = (c: string) => c === ' ' || c === '\t' || c === '\n' || c === '\r'
/** Characters operators are made of: a run of them is read whole, so "==" is one bad operator. */
const isOperatorCharacter = (c: string) => '=<>!&|^%~'.includes(c)

export function tokenize(source: string): Token[] {
  const tokens: Token[] = []
  let i = 0
  while (i < source.length) {
    const c = source[i] as string
    const start = i
    if (isSpace(c)) {
      i += 1
    } else if (isDigit(c) || (c === '.' && isDigit(source[i + 1] ?? ''))) {
      i = readNumber(source, i, tokens)
    } else if (isIdentifierStart(c)) {
      while (i < source.length && isIdentifierPart(source[i] as string)) i += 1
      tokens.push({ kind: 'identifier', text: source.slice(start, i), start, end: i })
    } else if (c === '"') {
      const close = source.indexOf('"', i + 1)
      if (close < 0)
        throw new FormulaError(messages.unterminatedString, { start, end: source.length })
      i = close + 1
      const text = source.slice(start, i)
      tokens.push({ kind: 'string', value: text.slice(1, -1), text, start, end: i })
    } else if (c === '(' || c === ')' || c === ',') {
      i += 1
      tokens.push({ kind: c, text: c, start, end: i })
    } else if (c === '+' || c === '-' || c === '*' || c === '/') {
      i += 1
      tokens.push({ kind: 'operator', operator: c, text: c, start, end: i })
    } else if (isOperatorCharacter(c)) {
      while (i < source.length && isOperatorCharacter(source[i] as string)) i += 1
      const text = source.slice(start, i)
      if (!isComparisonOperator(text)) {
        throw new FormulaError(messages.unknownOperator(text), { start, end: i }, 'm1 >= m2')
      }
      tokens.push({ kind: 'operator', operator: text, text, start, end: i })
    } else {
      const character = String.fromCodePoint(source.codePointAt(i) ?? 0)
      throw new FormulaError(messages.unexpectedCharacter(character), {
        start,
        end: start + character.length,
      })
    }
  }
  tokens.push({ kind: 'end', text: '', start: source.length, end: source.length })
  return tokens
}

/** Digits with an optional fraction and exponent: 12, 0.5, .5, 3., 1e6, 2.5E-3. */
function readNumber(source: string, from: number, tokens: Token[]): number {
  let i = from
  const digits = () => {
    while (i < source.length && isDigit(source[i] as string)) i += 1
  }
  digits()
  if (source[i] === '.') {
    i += 1
    digits()
  }
  let valid = true
  if (source[i] === 'e' || source[i] === 'E') {
    i += 1
    if (source[i] === '+' || source[i] === '-') i += 1
    const exponentStart = i
    digits()
    valid = i > exponentStart
  }
  // "1.2.3" or "12abc" is one bad number, not a number followed by something else.
  while (i < source.length && (isIdentifierPart(source[i] as string) || source[i] === '.')) {
    i += 1
    valid = false
  }
  const text = source.slice(from, i)
  const value = Number(text)
  if (!valid || !Number.isFinite(value)) {
    throw new FormulaError(messages.invalidNumber(text), { start: from, end: i })
  }
  tokens.push({ kind: 'number', value, text, start: from, end: i })
  return i
}
