import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import {
  cumulativeMax,
  cumulativeMean,
  cumulativeMedian,
  cumulativeMin,
  cumulativeProd,
  cumulativeStd,
  cumulativeSum,
  difference,
  expMovingAverage,
  movingAverage,
  movingMedian,
  movingStd,
  movingSum,
  operatorNames,
  operators,
  percentChange,
  rsi,
  shift,
} from './operators'

const N = Number.NaN
const f64 = (values: number[]) => Float64Array.from(values)

// Naive references: recompute each point from the valid values up to it, no incremental state.
function naive(
  values: ArrayLike<number>,
  atPoint: (previousValid: number[]) => number,
): Float64Array {
  const seen: number[] = []
  return Float64Array.from(Array.from(values), (value) => {
    if (!Number.isFinite(value)) return N
    seen.push(value)
    return atPoint(seen)
  })
}
const sum = (xs: number[]) => xs.reduce((a, b) => a + b, 0)
const mean = (xs: number[]) => sum(xs) / xs.length
const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b)
  const h = s.length >> 1
  return s.length % 2 ? (s[h] as number) : ((s[h - 1] as number) + (s[h] as number)) / 2
}
const sampleStd = (xs: number[]) =>
  Math.sqrt(sum(xs.map((x) => (x - mean(xs)) ** 2)) / (xs.length - 1))
const lastWindow = (w: number, f: (xs: number[]) => number) => (seen: number[]) =>
  seen.length < w ? N : f(seen.slice(-w))

/** Integer values with gaps (NaN and infinities): sums stay exact, so results compare exactly. */
const seriesWithGaps = fc
  .array(
    fc.oneof(
      { weight: 5, arbitrary: fc.integer({ min: -1000, max: 1000 }) },
      { weight: 1, arbitrary: fc.constantFrom(N, Infinity, -Infinity) },
    ),
    { maxLength: 60 },
  )
  .map(f64)

function expectClose(actual: Float64Array, expected: Float64Array, tolerance = 1e-9) {
  expect(actual.length).toBe(expected.length)
  actual.forEach((value, i) => {
    const want = expected[i] as number
    if (Number.isNaN(want)) expect(value, `index ${i}`).toBeNaN()
    else
      expect(Math.abs(value - want), `index ${i}: ${value} vs ${want}`).toBeLessThanOrEqual(
        tolerance * Math.max(1, Math.abs(want)),
      )
  })
}

describe('moving operators on a series with gaps', () => {
  const values = f64([1, 2, N, 3, 4, Infinity, 10])

  it('count only valid points in a window and keep gaps as NaN', () => {
    expectClose(movingSum(values, 2), f64([N, 3, N, 5, 7, N, 14]))
    expectClose(movingAverage(values, 3), f64([N, N, N, 2, 3, N, 17 / 3]))
    expectClose(movingMedian(values, 4), f64([N, N, N, N, 2.5, N, 3.5]))
    expectClose(
      movingStd(values, 2),
      f64([N, Math.SQRT1_2, N, Math.SQRT1_2, Math.SQRT1_2, N, 6 / Math.SQRT2]),
    )
  })

  it('seeds the exponential average with the simple one, alpha 2 / (w + 1)', () => {
    // w = 3, alpha 0.5: seed mean(1, 2, 3) = 2, then 2 + 0.5 * (4 - 2) = 3, 3 + 0.5 * 7 = 6.5.
    expectClose(expMovingAverage(values, 3), f64([N, N, N, 2, 3, N, 6.5]))
    expectClose(expMovingAverage(values, 1), f64([1, 2, N, 3, 4, N, 10]))
  })

  it('is NaN everywhere when the window is longer than the valid points', () => {
    for (const op of [movingSum, movingAverage, movingMedian, movingStd, expMovingAverage, rsi]) {
      expect([...op(values, 6)].every(Number.isNaN)).toBe(true)
    }
  })

  it('does not allocate a median window longer than the series', () => {
    expect([...movingMedian(values, 2 ** 40)].every(Number.isNaN)).toBe(true)
  })

  it('gives a window of equal values a std of exactly 0, whatever passed through before', () => {
    // Simple returns of the prices 33, 266, 0, 1, 0: the updates leave a residue of about 1e-7
    // after 7.06 and -1 have passed, and a Sharpe ratio would divide by it.
    const returns = f64([266 / 33 - 1, -1, N, -1])
    expect(movingStd(returns, 2)[3]).toBe(0)
    expect(movingStd(f64([5, 1e5, 3, 3, 3]), 3)[4]).toBe(0)
  })

  it('gives NaN for a sample std over a window of one', () => {
    expect([...movingStd(values, 1)].every(Number.isNaN)).toBe(true)
  })

  it.each([
    ['movingAverage', (w: number) => movingAverage(f64([1]), w)],
    ['movingMedian', (w: number) => movingMedian(f64([1]), w)],
    ['rsi', (w: number) => rsi(f64([1]), w)],
    ['percentChange lag', (w: number) => percentChange(f64([1]), w)],
  ])('%s refuses a window that is not a positive integer', (_, call) => {
    for (const w of [0, -1, 1.5, N, Infinity]) expect(() => call(w)).toThrow(RangeError)
  })

  it('returns a new array and leaves the input alone', () => {
    const input = f64([1, 2, 3])
    const out = movingAverage(input, 1)
    expect(out).not.toBe(input)
    expect([...out]).toEqual([1, 2, 3])
    out[0] = 99
    expect(input[0]).toBe(1)
    expect(shift(input, 0)).not.toBe(input)
  })
})

describe('moving operators against naive references', () => {
  const cases = [
    ['movingSum', movingSum, (w: number) => lastWindow(w, sum)],
    ['movingAverage', movingAverage, (w: number) => lastWindow(w, mean)],
    ['movingMedian', movingMedian, (w: number) => lastWindow(w, median)],
    ['movingStd', movingStd, (w: number) => lastWindow(w, (xs) => (w < 2 ? N : sampleStd(xs)))],
  ] as const

  it.each(cases)('%s matches recomputing every window', (_, op, reference) => {
    fc.assert(
      fc.property(seriesWithGaps, fc.integer({ min: 1, max: 12 }), (values, w) => {
        expectClose(op(values, w), naive(values, reference(w)))
      }),
    )
  })

  it('rsi matches a from-scratch Wilder recursion', () => {
    const wilder = (w: number) => (seen: number[]) => {
      if (seen.length <= w) return N
      const changes = seen.slice(1).map((v, i) => v - (seen[i] as number))
      let gain = mean(changes.slice(0, w).map((c) => Math.max(c, 0)))
      let loss = mean(changes.slice(0, w).map((c) => Math.max(-c, 0)))
      for (const c of changes.slice(w)) {
        gain = (gain * (w - 1) + Math.max(c, 0)) / w
        loss = (loss * (w - 1) + Math.max(-c, 0)) / w
      }
      return gain + loss === 0 ? 50 : 100 - 100 / (1 + gain / loss)
    }
    fc.assert(
      fc.property(seriesWithGaps, fc.integer({ min: 1, max: 10 }), (values, w) => {
        expectClose(rsi(values, w), naive(values, wilder(w)))
      }),
    )
  })
})

describe('moving sums over large magnitudes', () => {
  it('recover exactness after a huge value leaves the window', () => {
    // 1e16 + 1 rounds to 1e16, so a purely running sum keeps the lost units forever.
    const values = new Float64Array(3000).fill(1)
    values[0] = 1e16
    const sums = movingSum(values, 3)
    expect(sums[1500]).toBe(3)
    expect(sums[2999]).toBe(3)
  })

  it('keep the std of large, nearly constant prices accurate', () => {
    const prices = Float64Array.from({ length: 5000 }, (_, i) => 1e8 + (i % 7))
    const std = movingStd(prices, 7)
    // Every window of 7 holds 0..6 once: sample std sqrt(28 / 6).
    expect(std[4999]).toBeCloseTo(Math.sqrt(28 / 6), 6)
    expect(std[2500]).toBeCloseTo(Math.sqrt(28 / 6), 6)
  })
})

describe('movingMedian on a year of 10-minute points', () => {
  it('runs with a 200-point window and matches the naive median where checked', () => {
    const n = 525_600
    const values = new Float64Array(n)
    let state = 2463534242 // xorshift32: a deterministic random walk
    let price = 30_000
    for (let i = 0; i < n; i += 1) {
      state ^= state << 13
      state ^= state >>> 17
      state ^= state << 5
      price += ((state >>> 0) / 2 ** 32 - 0.5) * 50
      values[i] = i % 997 === 0 ? N : price
    }
    const out = movingMedian(values, 200)
    expect(out.length).toBe(n)
    for (const i of [199, 200, 201, 1000, 262_144, n - 1]) {
      const window: number[] = []
      for (let j = i; j >= 0 && window.length < 200; j -= 1) {
        if (!Number.isNaN(values[j] as number)) window.push(values[j] as number)
      }
      // values[0] is a gap, so the first full window ends at index 200.
      expect(out[i]).toBe(window.length < 200 ? N : median(window))
    }
    expect(out[997]).toBeNaN()
  })
})

describe('percentChange, difference and shift', () => {
  it('compare each valid point with the previous valid one', () => {
    const values = f64([100, N, 110, 0, 5, -10])
    expectClose(percentChange(values), f64([N, N, 10, -100, N, -300]))
    expectClose(difference(values), f64([N, N, 10, -110, 5, -15]))
    expectClose(percentChange(values, 2), f64([N, N, N, -100, (5 / 110 - 1) * 100, N]))
    expectClose(difference(values, 3), f64([N, N, N, N, -95, -120]))
  })

  it('shift moves valid values later for a positive offset and earlier for a negative one', () => {
    const values = f64([1, N, 2, 3, 4])
    expectClose(shift(values, 1), f64([N, N, 1, 2, 3]))
    expectClose(shift(values, -2), f64([3, N, 4, N, N]))
    expectClose(shift(values, 0), values)
    expectClose(shift(values, 9), f64([N, N, N, N, N]))
    expect(() => shift(values, 0.5)).toThrow(RangeError)
  })

  it('shift there and back restores the middle of the series', () => {
    fc.assert(
      fc.property(seriesWithGaps, fc.integer({ min: -5, max: 5 }), (values, k) => {
        const back = shift(shift(values, k), -k)
        back.forEach((v, i) => {
          if (!Number.isNaN(v)) expect(v).toBe(values[i])
        })
      }),
    )
  })
})

describe('rsi', () => {
  it('uses Wilder smoothing: 100 with gains only, 50 without movement', () => {
    // Changes +1, +1, -1 with w = 2: first averages 1 and 0 (100), then 0.5 and 0.5 (50).
    expectClose(rsi(f64([1, 2, N, 3, 2]), 2), f64([N, N, N, 100, 50]))
    expectClose(rsi(f64([5, 5, 5]), 1), f64([N, 50, 50]))
    expectClose(rsi(f64([5, 4, 3]), 1), f64([N, 0, 0]))
  })
})

describe('cumulative operators', () => {
  const values = f64([3, N, 1, 4, -Infinity, 1, 5])

  it('fold over the valid values so far, gaps staying NaN', () => {
    expectClose(cumulativeMax(values), f64([3, N, 3, 4, N, 4, 5]))
    expectClose(cumulativeMin(values), f64([3, N, 1, 1, N, 1, 1]))
    expectClose(cumulativeSum(values), f64([3, N, 4, 8, N, 9, 14]))
    expectClose(cumulativeMean(values), f64([3, N, 2, 8 / 3, N, 9 / 4, 14 / 5]))
    expectClose(cumulativeProd(values), f64([3, N, 3, 12, N, 12, 60]))
    expectClose(cumulativeMedian(values), f64([3, N, 2, 3, N, 2, 3]))
    expectClose(
      cumulativeStd(values),
      f64([
        N,
        N,
        Math.SQRT2,
        sampleStd([3, 1, 4]),
        N,
        sampleStd([3, 1, 4, 1]),
        sampleStd([3, 1, 4, 1, 5]),
      ]),
    )
  })

  it('match naive references', () => {
    const cases = [
      [cumulativeMax, (xs: number[]) => Math.max(...xs)],
      [cumulativeMin, (xs: number[]) => Math.min(...xs)],
      [cumulativeSum, sum],
      [cumulativeMean, mean],
      [cumulativeMedian, median],
      [cumulativeStd, (xs: number[]) => (xs.length < 2 ? N : sampleStd(xs))],
    ] as const
    fc.assert(
      fc.property(seriesWithGaps, (values) => {
        for (const [op, reference] of cases) expectClose(op(values), naive(values, reference))
      }),
    )
  })

  it('keeps a long cumulative sum of small values exact', () => {
    const values = new Float64Array(100_001).fill(0.1)
    values[0] = 1e6
    expect(cumulativeSum(values)[100_000]).toBeCloseTo(1e6 + 10_000, 9)
  })
})

describe('operators record', () => {
  it('lists every operator with a label, its parameter and its arity', () => {
    expect(operatorNames).toHaveLength(16)
    expect(operators.movingAverage.label).toBe('Simple moving average')
    expect(operators.expMovingAverage.label).toBe('Exponential moving average')
    expect(operators.movingMedian.label).toBe('Moving median')
    expect(operators.cumulativeSum.arity).toEqual({ min: 1, max: 1 })
    expect(operators.percentChange.arity).toEqual({ min: 1, max: 2 })
    expect(operators.rsi.arity).toEqual({ min: 2, max: 2 })
    expect(new Set(operatorNames.map((name) => operators[name].label)).size).toBe(16)
  })

  it('runs each operator through its fn, refusing a missing required number', () => {
    const values = f64([1, 2, 4, 8])
    for (const name of operatorNames) {
      const { fn, param } = operators[name]
      const out = fn(values, param === 'none' ? undefined : 1)
      expect(out).toHaveLength(values.length)
      if (param === 'window' || param === 'offset') expect(() => fn(values)).toThrow(RangeError)
    }
    expect([...operators.percentChange.fn(values)]).toEqual([N, 100, 100, 100])
    expect([...operators.shift.fn(values, -1)]).toEqual([2, 4, 8, N])
  })
})
