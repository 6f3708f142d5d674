import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import { propertyRuns } from '@/core/testing/propertyRuns'
import { FormulaError } from './errors'
import { gapIfNotFinite, isData, naiveAlign } from './testing/references'
import {
  N,
  day,
  expectSeries,
  f64,
  point,
  run,
  runNumber,
  runSeries,
  seriesArbitrary,
  start2024,
} from './testing/seriesArbitraries'

const failure = (source: string, inputs = {}) => {
  try {
    run(source, inputs)
  } catch (error) {
    if (error instanceof FormulaError) return error
  }
  throw new Error(`no FormulaError for ${source}`)
}

const t = f64([start2024, start2024 + day, start2024 + 2 * day, start2024 + 3 * day])
const m1 = { t, v: f64([4, N, 0, -2]) }

const operators = {
  '+': (x: number, y: number) => x + y,
  '-': (x: number, y: number) => x - y,
  '*': (x: number, y: number) => x * y,
  '/': (x: number, y: number) => (y === 0 ? N : x / y),
  '<': (x: number, y: number) => (x < y ? 1 : 0),
  '<=': (x: number, y: number) => (x <= y ? 1 : 0),
  '=': (x: number, y: number) => (x === y ? 1 : 0),
  '!=': (x: number, y: number) => (x !== y ? 1 : 0),
  '>': (x: number, y: number) => (x > y ? 1 : 0),
  '>=': (x: number, y: number) => (x >= y ? 1 : 0),
}

/** A gap on either side is a gap; a non-finite result too. */
const reference = (op: (x: number, y: number) => number) => (x: number, y: number) =>
  isData(x) && isData(y) ? gapIfNotFinite(op(x, y)) : N

describe('operators between numbers', () => {
  it('compute with precedence and give comparisons as 1 or 0', () => {
    expect(runNumber('1 + 2 * 3 - 4 / 2')).toBe(5)
    expect(runNumber('-(2 - 5) * 2')).toBe(6)
    expect(runNumber('1.5e1 >= 15')).toBe(1)
    expect(runNumber('2 != 2')).toBe(0)
    expect(runNumber('3 = 3')).toBe(1)
  })

  it('treat a datetime as its unix seconds', () => {
    expect(runNumber('"2024-01-02 00:00:00" - "2024-01-01 00:00:00"')).toBe(day)
    expect(runNumber('"1970-01-01 00:01:00" * 2')).toBe(120)
  })

  it('turn an overflow into a gap', () => {
    expect(runNumber('1e308 * 10')).toBeNaN()
  })
})

describe('division by zero', () => {
  it('is an error when the divisor is a number equal to 0, pointing at the divisor', () => {
    expect(failure('m1 / 0', { m1 })).toMatchObject({
      message: 'Division by zero. Usage: m1 / m2',
      start: 5,
      end: 6,
    })
    expect(failure('1 / (2 - 2)')).toMatchObject({ reason: 'Division by zero', start: 5, end: 10 })
    const source = 'm1 / (m1 - m1 + 1 - 1) + 1 / (3 - 3)'
    expect(failure(source, { m1 }).start).toBe(source.indexOf('3 - 3'))
  })

  it('is a gap at the points where a series divisor is 0', () => {
    expectSeries(run('10 / m1', { m1 }), { t, v: f64([2.5, N, N, -5]) })
    expectSeries(run('m1 / m1', { m1 }), { t, v: f64([1, N, N, 1]) })
  })
})

describe('operators on series', () => {
  it('broadcast a number to every point', () => {
    expectSeries(run('m1 * 2 + 1', { m1 }), { t, v: f64([9, N, 1, -3]) })
    expectSeries(run('1 - m1', { m1 }), { t, v: f64([-3, N, 1, 3]) })
    expectSeries(run('-m1', { m1 }), { t, v: f64([-4, N, -0, 2]) })
    expectSeries(run('m1 > 0', { m1 }), { t, v: f64([1, N, 0, 0]) })
  })

  it('leave their inputs untouched while reusing their own buffers', () => {
    const input = { t, v: f64([1, 2, 3, 4]) }
    runSeries('-(((m1 + 1) * 2 - m1) / 3) > m1', { m1: input })
    expect([...input.v]).toEqual([1, 2, 3, 4])
  })

  it.each(Object.keys(operators) as (keyof typeof operators)[])(
    '%s matches a point-by-point reference on aligned series of any resolutions',
    (operator) => {
      const anySeries = fc
        .constantFrom(3600, day, 7 * day)
        .chain((step) => seriesArbitrary({ step, maxLength: 100 }))
      const op = reference(operators[operator])
      fc.assert(
        fc.property(anySeries, anySeries, point, (a, b, x) => {
          const both = naiveAlign([a, b])
          const [left, right] = both.columns as [number[], number[]]
          expectSeries(run(`m1 ${operator} m2`, { m1: a, m2: b }), {
            t: f64(both.t),
            v: f64(left.map((l, i) => op(l, right[i] as number))),
          })
          if (!isData(x) || (operator === '/' && x === 0)) return
          const literal = x < 0 ? `(0 - ${-x})` : String(x)
          expectSeries(run(`m1 ${operator} ${literal}`, { m1: a }), {
            t: a.t,
            v: a.v.map((value) => op(value, x)),
          })
          expectSeries(run(`${literal} ${operator} m1`, { m1: a }), {
            t: a.t,
            v: a.v.map((value) => op(x, value)),
          })
        }),
        { numRuns: propertyRuns(100) },
      )
    },
  )
})
