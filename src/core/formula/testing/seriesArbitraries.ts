import fc from 'fast-check'
import { expect } from 'vitest'
import { evaluateFormula } from '../evaluateFormulas'
import type { FormulaValue } from '../results'
import type { SeriesColumns } from '../values'

/*
 * Random series for the property tests: small integers (sums and products stay exact) with gaps
 * of every kind (NaN, ±Infinity) and missing timestamps, at a chosen resolution.
 */

export const N = Number.NaN
/** 2024-01-01 00:00:00 UTC, a Monday. */
export const start2024 = 1704067200
export const hour = 3600
export const day = 86400

export const f64 = (values: readonly number[]) => Float64Array.from(values)

export const gapPoint = fc.constantFrom(N, Infinity, -Infinity)
export const point = fc.oneof(
  { weight: 6, arbitrary: fc.integer({ min: -50, max: 50 }) },
  { weight: 1, arbitrary: gapPoint },
)
export const pricePoint = fc.oneof(
  { weight: 8, arbitrary: fc.integer({ min: 1, max: 1000 }) },
  { weight: 1, arbitrary: fc.constantFrom(N, 0, -5) },
)

export type Step = number | 'month'

function timeAt(step: Step, i: number): number {
  if (step !== 'month') return start2024 + i * step
  return Date.UTC(2024, i, 1) / 1000
}

export function seriesArbitrary(
  options: {
    step?: Step
    maxLength?: number
    minLength?: number
    values?: fc.Arbitrary<number>
  } = {},
): fc.Arbitrary<SeriesColumns> {
  const { step = day, maxLength = 120, minLength = 0, values = point } = options
  const present = fc.oneof({ weight: 9, arbitrary: fc.constant(true) }, fc.constant(false))
  return fc.array(fc.tuple(present, values), { minLength, maxLength }).map((list) => {
    const t: number[] = []
    const v: number[] = []
    list.forEach(([isPresent, value], i) => {
      if (!isPresent) return
      t.push(timeAt(step, i))
      v.push(value)
    })
    return { t: f64(t), v: f64(v) }
  })
}

/** Evaluates a formula over inputs (throws only FormulaError). */
export function run(source: string, inputs: Record<string, SeriesColumns> = {}): FormulaValue {
  return evaluateFormula(source, inputs)
}

export function runSeries(source: string, inputs: Record<string, SeriesColumns> = {}) {
  const value = run(source, inputs)
  if (value.kind !== 'series') throw new Error(`${source} gave a number`)
  return value
}

export function runNumber(source: string, inputs: Record<string, SeriesColumns> = {}): number {
  const value = run(source, inputs)
  if (value.kind !== 'scalar') throw new Error(`${source} gave a series`)
  return value.value
}

/**
 * Equal lengths; a gap exactly where a gap (or a non-finite number, which results never hold)
 * is expected; values within a relative tolerance.
 */
export function expectValuesClose(
  actual: ArrayLike<number>,
  expected: ArrayLike<number>,
  tolerance = 1e-9,
): void {
  expect(actual.length).toBe(expected.length)
  for (let i = 0; i < expected.length; i += 1) {
    const want = expected[i] as number
    const got = actual[i] as number
    if (!Number.isFinite(want)) expect(got, `index ${i}`).toBeNaN()
    else
      expect(Math.abs(got - want), `index ${i}: ${got} vs ${want}`).toBeLessThanOrEqual(
        tolerance * Math.max(1, Math.abs(want)),
      )
  }
}

export function expectSeries(actual: FormulaValue, expected: SeriesColumns, tolerance = 1e-9) {
  if (actual.kind !== 'series') throw new Error('expected a series')
  expect([...actual.t]).toEqual([...expected.t])
  expectValuesClose(actual.v, expected.v, tolerance)
}
