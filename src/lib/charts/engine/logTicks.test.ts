import { describe, expect, it } from 'vitest'
import { logTicks, niceLinearTicks } from './logTicks'

describe('niceLinearTicks', () => {
  it('steps by 1, 2 or 5 times a power of ten inside the range', () => {
    expect(niceLinearTicks(73_980, 104_000)).toEqual([
      75_000, 80_000, 85_000, 90_000, 95_000, 100_000,
    ])
    expect(niceLinearTicks(0.02, 0.05)).toEqual([0.02, 0.025, 0.03, 0.035, 0.04, 0.045, 0.05])
  })
})

describe('logTicks', () => {
  it('uses round linear steps within a decade', () => {
    expect(logTicks(73_980, 104_000)).toEqual([75_000, 80_000, 85_000, 90_000, 95_000, 100_000])
  })
  it('uses 1-2-5 multiples across a few decades, fewer across many', () => {
    expect(logTicks(1, 1000)).toEqual([1, 2, 5, 10, 20, 50, 100, 200, 500, 1000])
    expect(logTicks(0.5, 5e4)).toEqual([0.5, 1, 5, 10, 50, 100, 500, 1000, 5000, 10_000, 50_000])
    expect(logTicks(1e-3, 1e9)).toEqual([
      0.001, 0.01, 0.1, 1, 10, 100, 1000, 1e4, 1e5, 1e6, 1e7, 1e8, 1e9,
    ])
  })
  it('has nothing to offer for non-positive ranges', () => {
    expect(logTicks(0, 10)).toEqual([])
    expect(logTicks(-5, 10)).toEqual([])
  })
})
