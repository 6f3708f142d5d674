import { comparisonOperators } from './ast'

/*
 * Every error text of the formula language in one place, so the documentation (docs/formulas.md)
 * and the tests quote the same strings. The five texts the spec gives (section 5) are verbatim.
 */

const allowedComparisons = comparisonOperators.join(' ')

export const messages = {
  // Spec section 5, verbatim.
  invalidDatetime: 'Invalid datetime format. Please use "YYYY-MM-DD HH:mm:ss".',
  divisionByZero: 'Division by zero',
  endDateNotAfterSince: 'end date must be greater than since',
  endPointNotAfterSince: 'end point greater than since point',
  datapointNotFound: 'Datapoint is not found',

  // Reading the source.
  empty: 'The formula is empty',
  unexpectedCharacter: (character: string) => `Unexpected character "${character}"`,
  unknownOperator: (operator: string) =>
    `Unknown operator "${operator}". Allowed operators: + - * / ${allowedComparisons}`,
  invalidNumber: (text: string) => `Invalid number "${text}"`,
  unterminatedString: 'Unterminated string: a closing " is missing',
  unexpectedEnd: 'Unexpected end of formula',
  unexpected: (text: string) => `Unexpected "${text}"`,
  missingClosingParenthesis: 'Missing closing parenthesis',
  unmatchedClosingParenthesis: 'Unmatched closing parenthesis',
  tooComplex: (limit: number) => `The formula is too complex: more than ${limit} nested operations`,

  // Names and functions.
  unknownName: (name: string) => `Unknown name "${name}"`,
  functionWithoutCall: (name: string) => `"${name}" is a function and needs parentheses`,
  unknownFunction: (name: string) => `Unknown function "${name}"`,
  arity: (fn: string, expected: string, got: number) => `${fn} takes ${expected}, got ${got}`,
  unknownComparison: (text: string) =>
    `Unknown comparison "${text}". Allowed comparisons: ${allowedComparisons}`,
  comparisonInQuotes: (fn: string, param: string) =>
    `${fn}: ${param} must be a comparison in quotes, one of ${comparisonOperators
      .map((op) => `"${op}"`)
      .join(', ')}`,

  // Arguments.
  mustBeSeries: (fn: string, param: string) =>
    `${fn}: ${param} must be a series (a metric or formula), not a number`,
  mustBeNumber: (fn: string, param: string, got: 'series' | 'datetime') =>
    `${fn}: ${param} must be a number, not a ${got}`,
  noValue: (fn: string, param: string) => `${fn}: ${param} has no value (it is a gap)`,
  mustBeWindow: (fn: string, param: string) =>
    `${fn}: ${param} must be a whole number greater than 0`,
  mustBeInteger: (fn: string, param: string) => `${fn}: ${param} must be a whole number`,
  mustBeDatetime: (fn: string, param: string) =>
    `${fn}: ${param} must be a datetime in quotes, e.g. "2024-01-01 00:00:00"`,
  mustBeWindowOrStart: (fn: string, param: string) =>
    `${fn}: ${param} must be a whole number greater than 0 or a datetime in quotes`,
  mustBeDateOrIndex: (fn: string, param: string) =>
    `${fn}: ${param} must be a datetime in quotes or a point index (a whole number)`,
  sameBoundKinds: (fn: string) =>
    `${fn}: since and until must both be datetimes or both be point indices`,
  mustBePositive: (fn: string, param: string) => `${fn}: ${param} must be greater than 0`,
  feeOutOfRange: (fn: string) => `${fn}: fee must be at least 0 and less than 1`,

  // Items and evaluation.
  circular: (path: readonly string[]) => `Circular reference: ${path.join(' → ')}`,
  dependencyFailed: (name: string) => `"${name}" has an error`,
  noData: (name: string) => `No data for "${name}"`,
  invalidItemName: (name: string) =>
    `Invalid name "${name}": metrics are named m1, m2, … and formulas f1, f2, …`,
  duplicateName: (name: string) => `"${name}" is defined more than once`,
  invalidSeries: (name: string, why: string) => `Series "${name}" is invalid: ${why}`,
  internal: (why: string) => `Internal error: ${why}`,
} as const
