import { describe, it } from 'vitest'
import fc from 'fast-check'
import { propertyRuns } from '@/core/testing/propertyRuns'
import { isData } from '../testing/references'
import {
  N,
  day,
  expectSeries,
  f64,
  run,
  seriesArbitrary,
  start2024,
} from '../testing/seriesArbitraries'

describe('ffill', () => {
  it('fills at most count gaps in a row with the last value before them', () => {
    const t = f64([0, 1, 2, 3, 4, 5, 6].map((i) => start2024 + i * day))
    const m1 = { t, v: f64([N, 1, N, N, N, 2, Infinity]) }
    expectSeries(run('ffill(m1, 2)', { m1 }), { t, v: f64([N, 1, 1, 1, N, 2, 2]) })
    expectSeries(run('ffill(m1, 1)', { m1 }), { t, v: f64([N, 1, 1, N, N, 2, 2]) })
  })

  it('matches looking back over at most count gaps for each point', () => {
    fc.assert(
      fc.property(
        seriesArbitrary({ maxLength: 200 }),
        fc.integer({ min: 1, max: 8 }),
        (m1, count) => {
          const v = m1.v.map((x, i) => {
            if (isData(x)) return x
            for (let back = 1; back <= count && i - back >= 0; back += 1) {
              const earlier = m1.v[i - back] as number
              if (isData(earlier)) return earlier
            }
            return N
          })
          expectSeries(run(`ffill(m1, ${count})`, { m1 }), { t: m1.t, v })
        },
      ),
      { numRuns: propertyRuns(150) },
    )
  })
})
