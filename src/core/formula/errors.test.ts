import { describe, expect, it } from 'vitest'
import { FormulaError } from './errors'
import { evaluateFormulas, type FormulaItem } from './evaluateFormulas'
import { messages } from './messages'
import { maxFormulaDepth } from './parser'
import { asFormulaError } from './results'
import { N, day, f64, hour, start2024 } from './testing/seriesArbitraries'

/*
 * One case per message of messages.ts, the record's type making sure none is left out: each
 * formula is evaluated as f1 next to two metrics, and the full text (with its usage) and the
 * underlined span are checked. The five texts of the spec appear verbatim.
 */

const days = (n: number) => f64(Array.from({ length: n }, (_, i) => start2024 + i * day))
const m1 = { t: days(5), v: f64([1, 2, 3, 4, 5]) }
const m2 = { t: f64([start2024, start2024 + hour]), v: f64([N, N]) }
const inputs: FormulaItem[] = [
  { name: 'm1', series: m1 },
  { name: 'm2', series: m2 },
]

interface Case {
  source: string
  message: string
  /** The underlined text, when the span is not the whole formula. */
  at?: string
  /** Items instead of the default inputs plus f1 = source. */
  items?: FormulaItem[]
  name?: string
}

const cases: Record<Exclude<keyof typeof messages, 'internal'>, Case> = {
  invalidDatetime: {
    source: 'value_at(m1, "2024-01-01")',
    message:
      'Invalid datetime format. Please use "YYYY-MM-DD HH:mm:ss". Usage: value_at(m1, "2024-01-01 00:00:00")',
    at: '"2024-01-01"',
  },
  divisionByZero: {
    source: 'm1 / (2 - 2)',
    message: 'Division by zero. Usage: m1 / m2',
    at: '2 - 2',
  },
  endDateNotAfterSince: {
    source: 'subset(m1, "2024-01-03 00:00:00", "2024-01-02 00:00:00")',
    message:
      'end date must be greater than since. Usage: subset(m1, "2024-01-01 00:00:00", "2024-06-30 00:00:00")',
    at: '"2024-01-02 00:00:00"',
  },
  endPointNotAfterSince: {
    source: 'subset(m1, 3, 1)',
    message:
      'end point greater than since point. Usage: subset(m1, "2024-01-01 00:00:00", "2024-06-30 00:00:00")',
    at: '1',
  },
  datapointNotFound: {
    source: 'value_at(m1, "2024-02-01 00:00:00")',
    message: 'Datapoint is not found. Usage: value_at(m1, "2024-01-01 00:00:00")',
    at: '"2024-02-01 00:00:00"',
  },
  empty: { source: ' ', message: 'The formula is empty' },
  unexpectedCharacter: { source: 'm1 # 2', message: 'Unexpected character "#"', at: '#' },
  unknownOperator: {
    source: 'm1 == m2',
    message: 'Unknown operator "==". Allowed operators: + - * / != < <= = > >=. Usage: m1 >= m2',
    at: '==',
  },
  invalidNumber: { source: 'm1 * 1.2.3', message: 'Invalid number "1.2.3"', at: '1.2.3' },
  unterminatedString: {
    source: 'range(m1, "2024',
    message: 'Unterminated string: a closing " is missing',
    at: '"2024',
  },
  unexpectedEnd: { source: 'm1 *', message: 'Unexpected end of formula', at: '' },
  unexpected: { source: 'm1 m2', message: 'Unexpected "m2"', at: 'm2' },
  missingClosingParenthesis: { source: '(m1 + 2', message: 'Missing closing parenthesis' },
  unmatchedClosingParenthesis: {
    source: 'm1 + 2)',
    message: 'Unmatched closing parenthesis',
    at: ')',
  },
  tooComplex: {
    source: '('.repeat(maxFormulaDepth + 1) + 'm1' + ')'.repeat(maxFormulaDepth + 1),
    message: `The formula is too complex: more than ${maxFormulaDepth} nested operations`,
    at: '(',
  },
  unknownName: { source: 'm1 + m7', message: 'Unknown name "m7"', at: 'm7' },
  functionWithoutCall: {
    source: 'sma + 1',
    message: '"sma" is a function and needs parentheses. Usage: sma(m1, 30)',
    at: 'sma',
  },
  unknownFunction: { source: 'avg(m1, 3)', message: 'Unknown function "avg"', at: 'avg' },
  arity: { source: 'sma(m1)', message: 'sma takes 2 arguments, got 1. Usage: sma(m1, 30)' },
  unknownComparison: {
    source: 'if(m1, "==", m2, 1, 0)',
    message:
      'Unknown comparison "==". Allowed comparisons: != < <= = > >=. Usage: if(m1, ">", m2, m1, m2)',
    at: '"=="',
  },
  comparisonInQuotes: {
    source: 'if(m1, m2, m2, 1, 0)',
    message:
      'if: comparison must be a comparison in quotes, one of "!=", "<", "<=", "=", ">", ">=". Usage: if(m1, ">", m2, m1, m2)',
    at: 'm2',
  },
  mustBeSeries: {
    source: 'sma(5, 3)',
    message: 'sma: series must be a series (a metric or formula), not a number. Usage: sma(m1, 30)',
    at: '5',
  },
  mustBeNumber: {
    source: 'sma(m1, m1)',
    message: 'sma: window must be a number, not a series. Usage: sma(m1, 30)',
    at: 'm1',
  },
  noValue: {
    source: 'sma(m1, max(m2))',
    message: 'sma: window has no value (it is a gap). Usage: sma(m1, 30)',
    at: 'max(m2)',
  },
  mustBeWindow: {
    source: 'corr(m1, m2, 0)',
    message: 'corr: window must be a whole number greater than 0. Usage: corr(m1, m2, 30)',
    at: '0',
  },
  mustBeInteger: {
    source: 'shift(m1, 1.5)',
    message: 'shift: offset must be a whole number. Usage: shift(m1, 1)',
    at: '1.5',
  },
  mustBeDatetime: {
    source: 'range(m1, 5)',
    message:
      'range: since must be a datetime in quotes, e.g. "2024-01-01 00:00:00". Usage: range(m1, "2024-01-01 00:00:00", "2024-06-30 00:00:00")',
    at: '5',
  },
  mustBeWindowOrStart: {
    source: 'cummax(m1, 0)',
    message:
      'cummax: window or start must be a whole number greater than 0 or a datetime in quotes. Usage: cummax(m1, "2024-01-01 00:00:00")',
    at: '0',
  },
  mustBeDateOrIndex: {
    source: 'subset(m1, 1.5)',
    message:
      'subset: since must be a datetime in quotes or a point index (a whole number). Usage: subset(m1, "2024-01-01 00:00:00", "2024-06-30 00:00:00")',
    at: '1.5',
  },
  sameBoundKinds: {
    source: 'subset(m1, 1, "2024-01-02 00:00:00")',
    message:
      'subset: since and until must both be datetimes or both be point indices. Usage: subset(m1, "2024-01-01 00:00:00", "2024-06-30 00:00:00")',
    at: '"2024-01-02 00:00:00"',
  },
  mustBePositive: {
    source: 'dca(m1, 0, 7)',
    message: 'dca: amount must be greater than 0. Usage: dca(m1, 100, 7)',
    at: '0',
  },
  feeOutOfRange: {
    source: 'backtest(1, m1, 1)',
    message:
      'backtest: fee must be at least 0 and less than 1. Usage: backtest(m1 > sma(m1, 200), m1, 0.001, 1, "2020-01-01 00:00:00")',
    at: '1',
  },
  circular: {
    source: 'f2 + 1',
    items: [
      { name: 'f1', source: 'f2 + 1' },
      { name: 'f2', source: 'f3 * 2' },
      { name: 'f3', source: 'f1' },
    ],
    message: 'Circular reference: f1 → f2 → f3 → f1',
    at: 'f2',
  },
  dependencyFailed: {
    source: 'f2 + 1',
    items: [
      { name: 'f1', source: 'f2 + 1' },
      { name: 'f2', source: 'm9' },
    ],
    message: '"f2" has an error',
    at: 'f2',
  },
  noData: {
    source: 'm3 + 1',
    items: [{ name: 'm3' }, { name: 'f1', source: 'm3 + 1' }],
    message: 'No data for "m3"',
    at: 'm3',
  },
  invalidItemName: {
    source: '',
    items: [{ name: 'price', series: m1 }],
    name: 'price',
    message: 'Invalid name "price": metrics are named m1, m2, … and formulas f1, f2, …',
  },
  duplicateName: {
    source: '',
    items: [
      { name: 'f1', source: '1' },
      { name: 'f1', source: '2' },
    ],
    message: '"f1" is defined more than once',
  },
  invalidSeries: {
    source: '',
    items: [{ name: 'm1', series: { t: f64([2, 1]), v: f64([0, 0]) } }],
    name: 'm1',
    message: 'Series "m1" is invalid: times must be ascending',
  },
}

describe('every error message', () => {
  it.each(Object.entries(cases))('%s', (_, c) => {
    const items = c.items ?? [...inputs, { name: 'f1', source: c.source }]
    const { errors, values } = evaluateFormulas(items)
    const name = c.name ?? 'f1'
    const error = errors.get(name)
    expect(values.has(name)).toBe(false)
    expect(error?.message).toBe(c.message)
    if (c.at !== undefined && error !== undefined) {
      expect(c.source.slice(error.start, error.end)).toBe(c.at)
    }
  })

  it('reports an unexpected failure as an internal error over the whole formula', () => {
    const error = asFormulaError(new RangeError('boom'), 'sma(m1, 3)')
    expect(error).toBeInstanceOf(FormulaError)
    expect(error).toMatchObject({ message: 'Internal error: boom', start: 0, end: 10 })
  })

  it('states every argument count in words', () => {
    const reasons = ['abs(m1, 2)', 'range()', 'pct_change()', 'upper(m1)', 'backtest(m1)'].map(
      (source) => evaluateFormulas([...inputs, { name: 'f1', source }]).errors.get('f1')?.reason,
    )
    expect(reasons).toEqual([
      'abs takes 1 argument, got 2',
      'range takes 1 to 3 arguments, got 0',
      'pct_change takes 1 or 2 arguments, got 0',
      'upper takes at least 2 arguments, got 1',
      'backtest takes 2 to 5 arguments, got 1',
    ])
  })

  it('carries the usage separately as well, and crosses a worker boundary as plain data', () => {
    const error = evaluateFormulas([...inputs, { name: 'f1', source: 'sma(m1)' }]).errors.get('f1')
    expect(error).toEqual({
      message: 'sma takes 2 arguments, got 1. Usage: sma(m1, 30)',
      reason: 'sma takes 2 arguments, got 1',
      usage: 'sma(m1, 30)',
      start: 0,
      end: 7,
    })
    expect(structuredClone(error)).toEqual(error)
  })
})
