import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import { propertyRuns } from '@/core/testing/propertyRuns'
import { rollingCorrelation } from './rollingCorrelation'
import { rollingMax, rollingMin } from './rollingExtremes'
import { rollingProduct } from './rollingProduct'

const N = Number.NaN
const f64 = (values: number[]) => Float64Array.from(values)

/** Recomputes each point from the last `window` valid values, with no incremental state. */
function naiveRolling(values: Float64Array, window: number, f: (xs: number[]) => number) {
  const seen: number[] = []
  return Float64Array.from(values, (value) => {
    if (!Number.isFinite(value)) return N
    seen.push(value)
    return seen.length < window ? N : f(seen.slice(-window))
  })
}

function naivePearson(xs: number[], ys: number[]): number {
  const n = xs.length
  const mx = xs.reduce((a, b) => a + b, 0) / n
  const my = ys.reduce((a, b) => a + b, 0) / n
  let sxy = 0
  let sxx = 0
  let syy = 0
  for (let i = 0; i < n; i += 1) {
    sxy += ((xs[i] as number) - mx) * ((ys[i] as number) - my)
    sxx += ((xs[i] as number) - mx) ** 2
    syy += ((ys[i] as number) - my) ** 2
  }
  return sxx === 0 || syy === 0 ? N : sxy / Math.sqrt(sxx * syy)
}

function naiveCorrelation(x: Float64Array, y: Float64Array, window: number): Float64Array {
  const xs: number[] = []
  const ys: number[] = []
  return Float64Array.from(x, (xi, i) => {
    const yi = y[i] as number
    if (!Number.isFinite(xi) || !Number.isFinite(yi)) return N
    xs.push(xi)
    ys.push(yi)
    if (xs.length < window || window < 2) return N
    return naivePearson(xs.slice(-window), ys.slice(-window))
  })
}

const point = fc.oneof(
  { weight: 6, arbitrary: fc.integer({ min: -20, max: 20 }) },
  { weight: 1, arbitrary: fc.constantFrom(N, Infinity, -Infinity) },
)
const series = (maxLength = 300) => fc.array(point, { maxLength }).map(f64)
const window = fc.integer({ min: 1, max: 15 })

function expectClose(actual: Float64Array, expected: Float64Array, tolerance: number) {
  expect(actual.length).toBe(expected.length)
  actual.forEach((value, i) => {
    const want = expected[i] as number
    if (Number.isNaN(want)) expect(value, `index ${i}`).toBeNaN()
    else expect(Math.abs(value - want), `index ${i}: ${value} vs ${want}`).toBeLessThan(tolerance)
  })
}

describe('rollingMax and rollingMin', () => {
  it('keep the extreme of the last w valid values, gaps staying NaN', () => {
    const values = f64([3, 1, N, 4, 1, 5, 9, 2])
    expect([...rollingMax(values, 3)]).toEqual([N, N, N, 4, 4, 5, 9, 9])
    expect([...rollingMin(values, 3)]).toEqual([N, N, N, 1, 1, 1, 1, 2])
  })

  it('match rescanning every window', () => {
    fc.assert(
      fc.property(series(), window, (values, w) => {
        expectClose(
          rollingMax(values, w),
          naiveRolling(values, w, (xs) => Math.max(...xs)),
          1e-12,
        )
        expectClose(
          rollingMin(values, w),
          naiveRolling(values, w, (xs) => Math.min(...xs)),
          1e-12,
        )
      }),
      { numRuns: propertyRuns(150) },
    )
  })
})

describe('rollingProduct', () => {
  it('multiplies the last w valid values, zeros included', () => {
    const values = f64([2, 3, N, 0, 4, 5, -1])
    expect([...rollingProduct(values, 2)]).toEqual([N, 6, N, 0, 0, 20, -5])
    expect([...rollingProduct(values, 3)]).toEqual([N, N, N, 0, 0, 0, -20])
  })

  it('matches multiplying every window (small integers: exact in any order)', () => {
    const small = fc
      .array(fc.oneof(fc.integer({ min: -4, max: 4 }), fc.constant(N)), { maxLength: 300 })
      .map(f64)
    fc.assert(
      fc.property(small, fc.integer({ min: 1, max: 12 }), (values, w) => {
        const expected = naiveRolling(values, w, (xs) => xs.reduce((a, b) => a * b, 1))
        // + 0 folds -0 into 0: the sign of a zero product depends on the order of the factors.
        expect([...rollingProduct(values, w)].map((x) => x + 0)).toEqual(
          [...expected].map((x) => x + 0),
        )
      }),
      { numRuns: propertyRuns(150) },
    )
  })
})

describe('rollingCorrelation', () => {
  it('is 1 for series moving together, -1 for opposite ones, NaN for a flat side', () => {
    const x = f64([1, 2, 3, 5, 8])
    expectClose(rollingCorrelation(x, f64([2, 4, 6, 10, 16]), 3), f64([N, N, 1, 1, 1]), 1e-12)
    expectClose(rollingCorrelation(x, f64([0, -1, -2, -4, -7]), 2), f64([N, -1, -1, -1, -1]), 1e-12)
    expect([...rollingCorrelation(x, f64([7, 7, 7, 7, 7]), 3)].every(Number.isNaN)).toBe(true)
  })

  it('pairs only points where both values are valid', () => {
    const x = f64([1, 2, N, 3, 4])
    const y = f64([1, N, 5, 2, 3])
    // Valid pairs: (1,1) at 0, (3,2) at 3, (4,3) at 4.
    const out = rollingCorrelation(x, y, 3)
    expect(out[0]).toBeNaN()
    expect(out[3]).toBeNaN()
    expect(out[4]).toBeCloseTo(naivePearson([1, 3, 4], [1, 2, 3]), 12)
  })

  it('matches recomputing Pearson over every window', () => {
    fc.assert(
      fc.property(
        fc
          .integer({ min: 0, max: 300 })
          .chain((n) =>
            fc.tuple(
              fc.array(point, { minLength: n, maxLength: n }).map(f64),
              fc.array(point, { minLength: n, maxLength: n }).map(f64),
            ),
          ),
        window,
        ([x, y], w) => {
          expectClose(rollingCorrelation(x, y, w), naiveCorrelation(x, y, w), 1e-9)
        },
      ),
      { numRuns: propertyRuns(150) },
    )
  })

  it('stays accurate across the periodic exact recomputation', () => {
    const n = 5000
    const x = Float64Array.from({ length: n }, (_, i) => 1e6 + Math.sin(i) * 10)
    const y = Float64Array.from({ length: n }, (_, i) => 2e6 + Math.sin(i) * 10 + Math.cos(i * 7))
    const out = rollingCorrelation(x, y, 50)
    const expected = naiveCorrelation(x, y, 50)
    for (const i of [49, 1023, 1024, 2500, 4999]) {
      expect(out[i]).toBeCloseTo(expected[i] as number, 8)
    }
  })

  it('refuses series of different lengths', () => {
    expect(() => rollingCorrelation(f64([1]), f64([1, 2]), 1)).toThrow(RangeError)
  })
})
