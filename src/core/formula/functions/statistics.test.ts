import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import { propertyRuns } from '@/core/testing/propertyRuns'
import { annualizationSqrt } from '../constants'
import { isData, mean, naiveAlign, naiveSoFar, sampleStd } from '../testing/references'
import {
  N,
  day,
  expectSeries,
  f64,
  hour,
  pricePoint,
  run,
  seriesArbitrary,
  start2024,
} from '../testing/seriesArbitraries'

function pearson(xs: number[], ys: number[]): number {
  const mx = mean(xs)
  const my = mean(ys)
  let sxy = 0
  let sxx = 0
  let syy = 0
  xs.forEach((x, i) => {
    const y = ys[i] as number
    sxy += (x - mx) * (y - my)
    sxx += (x - mx) ** 2
    syy += (y - my) ** 2
  })
  return sxx === 0 || syy === 0 ? N : sxy / Math.sqrt(sxx * syy)
}

describe('corr', () => {
  it('matches Pearson over the last window pairs of aligned series', () => {
    const anySeries = fc
      .constantFrom(hour, day)
      .chain((step) => seriesArbitrary({ step, maxLength: 150 }))
    fc.assert(
      fc.property(anySeries, anySeries, fc.integer({ min: 1, max: 15 }), (a, b, w) => {
        const { t, columns } = naiveAlign([a, b])
        const [x, y] = columns as [number[], number[]]
        const xs: number[] = []
        const ys: number[] = []
        const v = x.map((xi, i) => {
          const yi = y[i] as number
          if (!isData(xi) || !isData(yi)) return N
          xs.push(xi)
          ys.push(yi)
          return xs.length < w ? N : pearson(xs.slice(-w), ys.slice(-w))
        })
        expectSeries(run(`corr(m1, m2, ${w})`, { m1: a, m2: b }), { t: f64(t), v: f64(v) }, 1e-7)
      }),
      { numRuns: propertyRuns(120) },
    )
  })

  it('is 1 for a series with itself', () => {
    const m1 = { t: f64([0, 1, 2, 3].map((i) => start2024 + i * day)), v: f64([1, 3, 2, 5]) }
    expectSeries(run('corr(m1, m1 * 2 + 1, 3)', { m1 }), { t: m1.t, v: f64([N, N, 1, 1]) })
  })
})

describe('volatility and sharpe', () => {
  const prices = seriesArbitrary({ values: pricePoint, maxLength: 150 })

  it('annualise the moving std of log returns with √365', () => {
    expect(annualizationSqrt).toBe(Math.sqrt(365))
    fc.assert(
      fc.property(prices, fc.integer({ min: 2, max: 15 }), (m1, w) => {
        const usable = m1.v.map((p) => (p > 0 ? p : N))
        const v = naiveSoFar(usable, (seen) => {
          const returns = seen.slice(1).map((p, i) => Math.log(p) - Math.log(seen[i] as number))
          return returns.length < w ? N : sampleStd(returns.slice(-w)) * Math.sqrt(365)
        })
        expectSeries(run(`volatility(m1, ${w})`, { m1 }), { t: m1.t, v }, 1e-7)
      }),
      { numRuns: propertyRuns(100) },
    )
  })

  it('annualise mean over std of simple returns with √365', () => {
    fc.assert(
      fc.property(prices, fc.integer({ min: 2, max: 15 }), (m1, w) => {
        // Returns are between consecutive valid points; a return from a price of 0 is a gap.
        const valid = m1.v.map((p) => (isData(p) ? p : N))
        const v = naiveSoFar(valid, (seen) => {
          const returns = seen
            .slice(1)
            .map((p, i) => ((seen[i] as number) === 0 ? N : p / (seen[i] as number) - 1))
          const window = returns.filter(isData)
          if (window.length < w || !isData(returns.at(-1) as number)) return N
          const last = window.slice(-w)
          const sd = sampleStd(last)
          return sd > 0 ? (mean(last) / sd) * Math.sqrt(365) : N
        })
        // 1e-6: a window whose spread is tiny next to a value that just left it (returns of
        // 51, then -1, -0.998, -1) loses a few more digits in the running update than in the
        // two-pass reference; the exact re-sum every 1,024 points bounds it. Seen at 1.1e-7.
        expectSeries(run(`sharpe(m1, ${w})`, { m1 }), { t: m1.t, v }, 1e-6)
      }),
      { numRuns: propertyRuns(100) },
    )
  })
})
