import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import { propertyRuns } from '@/core/testing/propertyRuns'
import { comparisonOperators } from '../ast'
import { compare } from '../kernels'
import { isData, naiveAlign } from '../testing/references'
import {
  N,
  day,
  expectSeries,
  f64,
  run,
  runNumber,
  seriesArbitrary,
  start2024,
} from '../testing/seriesArbitraries'

const t = f64([start2024, start2024 + day, start2024 + 2 * day])
const m1 = { t, v: f64([1, N, 5]) }
const m2 = { t, v: f64([3, 4, -Infinity]) }
const anySeries = fc.constantFrom(3600, day).chain((step) => seriesArbitrary({ step }))

/** The reference for upper, lower and the several-argument min and max. */
function extremeReference(
  series: Parameters<typeof naiveAlign>[0],
  pick: (xs: number[]) => number,
) {
  const { t: times, columns } = naiveAlign(series)
  const v = times.map((_, i) => {
    const xs = columns.map((c) => c[i] as number)
    return xs.every(isData) ? pick(xs) : N
  })
  return { t: f64(times), v: f64(v) }
}

describe('upper, lower, min and max', () => {
  it('pick point by point, a gap in any argument giving a gap', () => {
    expectSeries(run('upper(m1, m2)', { m1, m2 }), { t, v: f64([3, N, N]) })
    expectSeries(run('lower(m1, 2)', { m1 }), { t, v: f64([1, N, 2]) })
    expectSeries(run('max(m1, 0, m2)', { m1, m2 }), { t, v: f64([3, N, N]) })
    expect(runNumber('upper(1, 7, 3)')).toBe(7)
    expect(runNumber('min(4, 2)')).toBe(2)
  })

  it('reduce a single series to its extreme, skipping gaps', () => {
    expect(runNumber('max(m1)', { m1 })).toBe(5)
    expect(runNumber('min(m2)', { m2 })).toBe(3)
    expect(runNumber('max(7)')).toBe(7)
    expect(runNumber('max(m1)', { m1: { t: f64([start2024]), v: f64([N]) } })).toBeNaN()
    expect(runNumber('min(m1)', { m1: { t: f64([]), v: f64([]) } })).toBeNaN()
  })

  it('match references over aligned series', () => {
    fc.assert(
      fc.property(fc.array(anySeries, { minLength: 2, maxLength: 3 }), (series) => {
        const names = series.map((_, i) => `m${i + 1}`)
        const inputs = Object.fromEntries(series.map((s, i) => [`m${i + 1}`, s]))
        const args = names.join(', ')
        const max = extremeReference(series, (xs) => Math.max(...xs))
        const min = extremeReference(series, (xs) => Math.min(...xs))
        expectSeries(run(`upper(${args})`, inputs), max)
        expectSeries(run(`max(${args})`, inputs), max)
        expectSeries(run(`lower(${args})`, inputs), min)
        expectSeries(run(`min(${args})`, inputs), min)
        const first = series[0] as (typeof series)[number]
        const valid = [...first.v].filter(isData)
        const one = runNumber('max(m1)', { m1: first })
        if (valid.length === 0) expect(one).toBeNaN()
        else expect(one).toBe(Math.max(...valid))
      }),
      { numRuns: propertyRuns(100) },
    )
  })
})

describe('if', () => {
  it('chooses then or else where the comparison holds, a gap where it cannot be decided', () => {
    expectSeries(run('if(m1, ">", m2, m1, m2)', { m1, m2 }), { t, v: f64([3, N, N]) })
    expectSeries(run('if(m1, "<=", 3, 1, 0)', { m1 }), { t, v: f64([1, N, 0]) })
    expect(runNumber('if(2, "=", 2, 10, 20)')).toBe(10)
    expect(runNumber('if(2, "!=", 2, 10, 20)')).toBe(20)
  })

  it.each(comparisonOperators)('matches a reference for "%s" over aligned series', (operator) => {
    fc.assert(
      fc.property(anySeries, anySeries, anySeries, (a, b, c) => {
        const { t: times, columns } = naiveAlign([a, b, c])
        const [x, y, z] = columns as [number[], number[], number[]]
        const v = times.map((_, i) => {
          const [xi, yi] = [x[i] as number, y[i] as number]
          if (!isData(xi) || !isData(yi)) return N
          const chosen = compare(operator, xi, yi) ? (z[i] as number) : -1
          return isData(chosen) ? chosen : N
        })
        const formula = `if(m1, "${operator}", m2, m3, 0 - 1)`
        expectSeries(run(formula, { m1: a, m2: b, m3: c }), { t: f64(times), v: f64(v) })
      }),
      { numRuns: propertyRuns(60) },
    )
  })
})
