import { describe, it } from 'vitest'
import fc from 'fast-check'
import { propertyRuns } from '@/core/testing/propertyRuns'
import { mean, median, naiveSoFar, naiveWindow, sampleStd, sum } from '../testing/references'
import {
  N,
  day,
  expectSeries,
  f64,
  run,
  seriesArbitrary,
  start2024,
} from '../testing/seriesArbitraries'

const functions: [string, (xs: number[]) => number][] = [
  ['cummax', (xs) => Math.max(...xs)],
  ['cummin', (xs) => Math.min(...xs)],
  ['cumsum', sum],
  ['cumprod', (xs) => xs.reduce((a, b) => a * b, 1)],
  ['cummean', mean],
  ['cummedian', median],
  ['cumstd', sampleStd],
]

const small = fc.oneof(
  { weight: 6, arbitrary: fc.integer({ min: -4, max: 4 }) },
  { weight: 1, arbitrary: fc.constantFrom(N, Infinity) },
)
const m1 = seriesArbitrary({ values: small, maxLength: 150 })
const datetime = (seconds: number) =>
  `"${new Date(seconds * 1000).toISOString().slice(0, 19).replace('T', ' ')}"`

/** The values with every point before `start` made a gap. */
const fromStart = (series: { t: Float64Array; v: Float64Array }, start: number) =>
  series.v.map((x, i) => ((series.t[i] as number) < start ? N : x))

describe('cumulative functions', () => {
  it.each(functions)('%s over everything, a window, or from a start datetime', (name, f) => {
    fc.assert(
      fc.property(
        m1,
        fc.integer({ min: 1, max: 12 }),
        fc.integer({ min: 0, max: 160 }),
        (series, w, k) => {
          const inputs = { m1: series }
          const { t } = series
          expectSeries(run(`${name}(m1)`, inputs), { t, v: naiveSoFar(series.v, f) })
          expectSeries(run(`${name}(m1, ${w})`, inputs), { t, v: naiveWindow(series.v, w, f) })
          const start = start2024 + k * day
          expectSeries(run(`${name}(m1, ${datetime(start)})`, inputs), {
            t,
            v: naiveSoFar(fromStart(series, start), f),
          })
        },
      ),
      { numRuns: propertyRuns(60) },
    )
  })

  it('cumsum carries over gaps and restarts from a start datetime', () => {
    const series = { t: f64([0, 1, 2, 3].map((i) => start2024 + i * day)), v: f64([1, N, 2, 3]) }
    expectSeries(run('cumsum(m1)', { m1: series }), { t: series.t, v: f64([1, N, 3, 6]) })
    expectSeries(run('cumsum(m1, "2024-01-03 00:00:00")', { m1: series }), {
      t: series.t,
      v: f64([N, N, 2, 5]),
    })
  })
})

describe('drawdown', () => {
  it('is the fraction below the running peak; a peak of 0 or less gives a gap', () => {
    const series = {
      t: f64([0, 1, 2, 3, 4].map((i) => start2024 + i * day)),
      v: f64([100, 80, N, 120, 60]),
    }
    expectSeries(run('drawdown(m1)', { m1: series }), {
      t: series.t,
      v: f64([0, -0.2, N, 0, -0.5]),
    })
    expectSeries(run('drawdown(m1, 2)', { m1: series }), {
      t: series.t,
      v: f64([N, -0.2, N, 0, -0.5]),
    })
    expectSeries(run('drawdown(m1 - 200)', { m1: series }), {
      t: series.t,
      v: f64([N, N, N, N, N]),
    })
  })

  it('matches value / peak - 1 over everything, a window, or from a start datetime', () => {
    const prices = seriesArbitrary({
      values: fc.oneof(fc.integer({ min: -3, max: 50 }), fc.constant(N)),
    })
    const dd = (peakOf: (seen: number[]) => number) => (seen: number[]) => {
      const peak = peakOf(seen)
      return peak > 0 ? (seen.at(-1) as number) / peak - 1 : N
    }
    fc.assert(
      fc.property(
        prices,
        fc.integer({ min: 1, max: 10 }),
        fc.integer({ min: 0, max: 130 }),
        (series, w, k) => {
          const { t } = series
          const inputs = { m1: series }
          const max = (xs: number[]) => Math.max(...xs)
          expectSeries(run('drawdown(m1)', inputs), { t, v: naiveSoFar(series.v, dd(max)) })
          expectSeries(run(`drawdown(m1, ${w})`, inputs), {
            t,
            v: naiveSoFar(series.v, (seen) => (seen.length < w ? N : dd(max)(seen.slice(-w)))),
          })
          const start = start2024 + k * day
          expectSeries(run(`drawdown(m1, ${datetime(start)})`, inputs), {
            t,
            v: naiveSoFar(fromStart(series, start), dd(max)),
          })
        },
      ),
      { numRuns: propertyRuns(80) },
    )
  })
})
