import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import { propertyRuns } from '@/core/testing/propertyRuns'
import type { FormulaNode } from './ast'
import { check } from './check'
import { FormulaError } from './errors'
import { evaluate } from './evaluate'
import { evaluateFormulas, evaluateOne } from './evaluateFormulas'
import { functionNames } from './functions/registry'
import { parse } from './parser'
import { print } from './printer'
import { N, day, f64, hour, start2024 } from './testing/seriesArbitraries'
import { borrowedSeries, type Value } from './values'

/*
 * Whatever the input, the formula language throws nothing but FormulaError, and never an
 * "Internal error" (the wrapper that would hide a bug). Inputs: random strings, random token
 * sequences from the language's alphabet, and random calls of every function with arguments of
 * every kind, evaluated over series with gaps, an empty series and a one-point series.
 */

const series = {
  m1: {
    t: f64(Array.from({ length: 60 }, (_, i) => start2024 + i * day)),
    v: f64(Array.from({ length: 60 }, (_, i) => (i % 7 === 3 ? N : i % 11 === 5 ? 0 : 100 + i))),
  },
  m2: {
    t: f64(Array.from({ length: 100 }, (_, i) => start2024 + i * hour)),
    v: f64(Array.from({ length: 100 }, (_, i) => (i % 13 === 0 ? Infinity : -i))),
  },
  m3: { t: f64([]), v: f64([]) },
  m4: { t: f64([start2024]), v: f64([5]) },
}
const scope = new Map<string, Value>(
  Object.entries(series).map(([name, columns]) => [name, borrowedSeries(columns)]),
)
scope.set('f1', { kind: 'number', value: 2 })

/** Runs the whole pipeline, returning the error thrown (if any). */
function attempt(source: string): unknown {
  try {
    const tree = parse(source)
    check(tree)
    evaluate(tree, scope)
    return null
  } catch (error) {
    return error
  }
}

function expectOnlyFormulaErrors(source: string) {
  const error = attempt(source)
  if (error === null) return
  expect(error, `${source}: ${String(error)}`).toBeInstanceOf(FormulaError)
  expect((error as FormulaError).reason).not.toMatch(/^Internal error/)
  const { start, end } = error as FormulaError
  expect(0 <= start && start <= end && end <= source.length, `${source}: [${start}, ${end}]`).toBe(
    true,
  )
  const outcome = evaluateOne(source, series)
  expect(outcome.ok).toBe(false)
}

const alphabet = [...'mf0123456789 ()+-*/,."<>=!&|^%eE:_abcdilnrstuxz\t\n#\'']
const tokens = [
  'm1',
  'm2',
  'm3',
  'm4',
  'f1',
  'm9',
  'x',
  '0',
  '1',
  '2.5',
  '1e3',
  '-',
  '+',
  '*',
  '/',
  '(',
  ')',
  ',',
  '!=',
  '<',
  '<=',
  '=',
  '>',
  '>=',
  '==',
  '&&',
  '<>',
  '"2024-01-05 00:00:00"',
  '"2024-01-05"',
  '">"',
  '"=="',
  '"',
  ...functionNames,
]

describe('the formula language throws only FormulaError', () => {
  it('for random strings', () => {
    fc.assert(fc.property(fc.string({ maxLength: 60 }), expectOnlyFormulaErrors), {
      numRuns: propertyRuns(300),
    })
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme', maxLength: 40 }), expectOnlyFormulaErrors),
      { numRuns: propertyRuns(200) },
    )
  })

  it("for random strings of the language's characters", () => {
    fc.assert(
      fc.property(
        fc.string({ unit: fc.constantFrom(...alphabet), maxLength: 60 }),
        expectOnlyFormulaErrors,
      ),
      { numRuns: propertyRuns(500) },
    )
  })

  it("for random sequences of the language's tokens", () => {
    const sequence = fc
      .tuple(fc.array(fc.constantFrom(...tokens), { maxLength: 25 }), fc.constantFrom(' ', ''))
      .map(([parts, glue]) => parts.join(glue))
    fc.assert(fc.property(sequence, expectOnlyFormulaErrors), { numRuns: propertyRuns(800) })
  })

  it('for calls of every function with arguments of every kind', () => {
    const at = { start: 0, end: 0 }
    const leaf = fc.oneof(
      fc
        .constantFrom('m1', 'm2', 'm3', 'm4', 'f1')
        .map((name): FormulaNode => ({ type: 'name', name, ...at })),
      fc
        .constantFrom(0, 1, 2, 3, 0.5, 7, 30, 365, 1e9, 1e300)
        .map((value): FormulaNode => ({ type: 'number', value, ...at })),
      fc
        .constantFrom(
          '2024-01-01 00:00:00',
          '2024-01-10 00:00:00',
          '2030-01-01 00:00:00',
          '>',
          '<=',
        )
        .map((value): FormulaNode => ({ type: 'string', value, ...at })),
    )
    const tree = fc.letrec<{ node: FormulaNode }>((tie) => ({
      node: fc.oneof(
        { depthSize: 'small', withCrossShrink: true },
        leaf,
        tie('node').map((operand): FormulaNode => ({
          type: 'unary',
          operator: '-',
          operand,
          ...at,
        })),
        fc
          .tuple(fc.constantFrom('+', '-', '*', '/', '>', '='), tie('node'), tie('node'))
          .map(([operator, left, right]): FormulaNode => ({
            type: 'binary',
            operator,
            left,
            right,
            ...at,
          })),
        fc
          .tuple(fc.constantFrom(...functionNames), fc.array(tie('node'), { maxLength: 6 }))
          .map(([callee, args]): FormulaNode => ({ type: 'call', callee, args, ...at })),
      ),
    })).node
    fc.assert(
      fc.property(tree, (node) => expectOnlyFormulaErrors(print(node))),
      { numRuns: propertyRuns(1500) },
    )
  })

  it('and evaluateFormulas never throws at all', () => {
    const source = fc.oneof(
      fc.string({ maxLength: 40 }),
      fc.array(fc.constantFrom(...tokens), { maxLength: 12 }).map((parts) => parts.join(' ')),
    )
    fc.assert(
      fc.property(fc.array(source, { maxLength: 4 }), (sources) => {
        const items = [
          { name: 'm1', series: series.m1 },
          { name: 'm2', series: series.m2 },
          ...sources.map((s, i) => ({ name: `f${i + 1}`, source: s })),
        ]
        const { errors } = evaluateFormulas(items)
        for (const error of errors.values()) expect(error.reason).not.toMatch(/^Internal error/)
      }),
      { numRuns: propertyRuns(300) },
    )
  })
})
