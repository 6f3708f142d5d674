import { describe, expect, it } from 'vitest'
import { FormulaError } from './errors'
import { tokenize } from './tokenizer'

const kinds = (source: string) => tokenize(source).map((t) => `${t.kind}:${t.text}`)
const failure = (source: string) => {
  try {
    tokenize(source)
  } catch (error) {
    if (error instanceof FormulaError) return error
  }
  throw new Error(`no FormulaError for ${source}`)
}

describe('tokenize', () => {
  it('reads names, numbers, strings, operators and punctuation with their offsets', () => {
    expect(kinds('sma(m1, 30) >= -2.5e3 / "2024-01-01 00:00:00"')).toEqual([
      'identifier:sma',
      '(:(',
      'identifier:m1',
      ',:,',
      'number:30',
      '):)',
      'operator:>=',
      'operator:-',
      'number:2.5e3',
      'operator:/',
      'string:"2024-01-01 00:00:00"',
      'end:',
    ])
    const [, , m1] = tokenize('f(  m12)')
    expect(m1).toMatchObject({ start: 4, end: 7 })
  })

  it('reads every number form', () => {
    const values = ['12', '0.5', '.5', '3.', '1e6', '2.5E-3', '1e+21'].map((text) => {
      const [token] = tokenize(text)
      return token?.kind === 'number' ? token.value : null
    })
    expect(values).toEqual([12, 0.5, 0.5, 3, 1e6, 2.5e-3, 1e21])
  })

  it('reads every comparison operator, whitespace or not', () => {
    expect(kinds('a!=b<c<=d=e>f>=g').filter((k) => k.startsWith('operator'))).toEqual([
      'operator:!=',
      'operator:<',
      'operator:<=',
      'operator:=',
      'operator:>',
      'operator:>=',
    ])
    expect(kinds('m1<-1')).toEqual([
      'identifier:m1',
      'operator:<',
      'operator:-',
      'number:1',
      'end:',
    ])
  })

  it.each(['==', '<>', '&&', '||', '!', '=>', '=<', '^', '%', '!==', '~'])(
    'refuses the operator %s by name, listing the allowed ones',
    (operator) => {
      const error = failure(`m1 ${operator} m2`)
      expect(error.reason).toBe(
        `Unknown operator "${operator}". Allowed operators: + - * / != < <= = > >=`,
      )
      expect(error).toMatchObject({ start: 3, end: 3 + operator.length, usage: 'm1 >= m2' })
    },
  )

  it.each([
    ['1e', 'Invalid number "1e"'],
    ['1.2.3', 'Invalid number "1.2.3"'],
    ['12abc', 'Invalid number "12abc"'],
    ['1e999', 'Invalid number "1e999"'],
  ])('refuses the malformed number %s', (source, reason) => {
    expect(failure(source)).toMatchObject({ reason, start: 0, end: source.length })
  })

  it('refuses characters outside the language, whole code points included', () => {
    expect(failure('m1 # 2')).toMatchObject({
      reason: 'Unexpected character "#"',
      start: 3,
      end: 4,
    })
    expect(failure("'2024'").reason).toBe('Unexpected character "\'"')
    expect(failure('m1 + 😀').reason).toBe('Unexpected character "😀"')
  })

  it('refuses a string without its closing quote', () => {
    expect(failure('value_at(m1, "2024')).toMatchObject({
      reason: 'Unterminated string: a closing " is missing',
      start: 13,
      end: 18,
    })
  })
})
