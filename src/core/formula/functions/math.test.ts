import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import { propertyRuns } from '@/core/testing/propertyRuns'
import { gapIfNotFinite, isData, naiveAlign } from '../testing/references'
import {
  N,
  day,
  expectSeries,
  f64,
  point,
  run,
  runNumber,
  seriesArbitrary,
  start2024,
} from '../testing/seriesArbitraries'
import { floorMod, roundTo } from './math'

const unaryHelpers: [string, (x: number) => number][] = [
  ['abs', Math.abs],
  ['sign', Math.sign],
  ['sqrt', Math.sqrt],
  ['log', Math.log],
  ['log2', Math.log2],
  ['log10', Math.log10],
  ['exp', Math.exp],
  ['floor', Math.floor],
  ['ceil', Math.ceil],
  ['trunc', Math.trunc],
]

const pointwise = (f: (x: number) => number) => (x: number) =>
  isData(x) ? gapIfNotFinite(f(x)) : N

describe('unary helpers', () => {
  it.each(unaryHelpers)(
    '%s applies point by point, gaps and results out of domain as gaps',
    (name, f) => {
      fc.assert(
        fc.property(
          seriesArbitrary({ values: fc.oneof(point, fc.double({ min: -5, max: 5 })) }),
          (m1) => {
            expectSeries(run(`${name}(m1)`, { m1 }), { t: m1.t, v: m1.v.map(pointwise(f)) })
          },
        ),
        { numRuns: propertyRuns(50) },
      )
      expect(runNumber(`${name}(2.5)`)).toBe(pointwise(f)(2.5))
    },
  )

  it('gives gaps for logarithms of 0 and negatives and square roots of negatives', () => {
    const m1 = { t: f64([start2024, start2024 + day]), v: f64([0, -1]) }
    for (const name of ['log', 'log2', 'log10', 'sqrt']) {
      expectSeries(run(`${name}(m1)`, { m1 }), {
        t: m1.t,
        v: f64(name === 'sqrt' ? [0, N] : [N, N]),
      })
    }
    expect(runNumber('log(0)')).toBeNaN()
    expect(runNumber('exp(1000)')).toBeNaN()
  })
})

describe('pow and mod', () => {
  it('match point-by-point references on aligned series and numbers', () => {
    const pair = fc.tuple(seriesArbitrary(), seriesArbitrary())
    fc.assert(
      fc.property(pair, fc.integer({ min: -3, max: 3 }), ([m1, m2], k) => {
        const { t, columns } = naiveAlign([m1, m2])
        const [a, b] = columns as [number[], number[]]
        const both = (f: (x: number, y: number) => number) =>
          f64(
            a.map((x, i) =>
              isData(x) && isData(b[i] as number) ? gapIfNotFinite(f(x, b[i] as number)) : N,
            ),
          )
        expectSeries(run('pow(m1, m2)', { m1, m2 }), { t: f64(t), v: both(Math.pow) })
        expectSeries(run('mod(m1, m2)', { m1, m2 }), { t: f64(t), v: both(floorMod) })
        const literal = k < 0 ? `(0 - ${-k})` : String(k)
        expectSeries(run(`pow(m1, ${literal})`, { m1 }), {
          t: m1.t,
          v: m1.v.map((x) => (isData(x) ? gapIfNotFinite(x ** k) : N)),
        })
      }),
      { numRuns: propertyRuns(100) },
    )
  })

  it('mod takes the sign of the divisor, like spreadsheets', () => {
    expect(runNumber('mod(0 - 1, 7)')).toBe(6)
    expect(runNumber('mod(8, 0 - 3)')).toBe(-1)
    expect(runNumber('mod(7.5, 2)')).toBe(1.5)
  })
})

describe('round', () => {
  it('rounds half away from zero, decimal halves included', () => {
    expect(runNumber('round(2.5, 0)')).toBe(3)
    expect(runNumber('round(0 - 2.5, 0)')).toBe(-3)
    expect(runNumber('round(1.005, 2)')).toBe(1.01)
    expect(runNumber('round(1234.5678, 2)')).toBe(1234.57)
    expect(runNumber('round(1250, 0 - 2)')).toBe(1300)
    expect(runNumber('round(123, 0 - 400)')).toBe(0)
    expect(runNumber('round(0.1, 400)')).toBe(0.1)
    expect(runNumber('round(1e300, 5)')).toBe(1e300)
  })

  it('lands on the nearest multiple of 10^-digits', () => {
    fc.assert(
      fc.property(
        fc.double({ min: -1e6, max: 1e6, noNaN: true }),
        fc.integer({ min: -4, max: 6 }),
        (x, digits) => {
          const rounded = roundTo(x, digits)
          const unit = 10 ** -digits
          expect(Math.abs(rounded - x)).toBeLessThanOrEqual(
            unit / 2 + 1e-9 * Math.max(1, Math.abs(x)),
          )
          const steps = rounded / unit
          expect(Math.abs(steps - Math.round(steps))).toBeLessThan(
            1e-6 * Math.max(1, Math.abs(steps)),
          )
        },
      ),
      { numRuns: propertyRuns(200) },
    )
  })

  it('rounds every point of a series', () => {
    const m1 = {
      t: f64([start2024, start2024 + day, start2024 + 2 * day]),
      v: f64([1.26, N, -1.24]),
    }
    expectSeries(run('round(m1, 1)', { m1 }), { t: m1.t, v: f64([1.3, N, -1.2]) })
  })
})
