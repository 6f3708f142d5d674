import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import { lowerBound, upperBound } from './search'

describe('lowerBound / upperBound', () => {
  it('find the first index at or after, and strictly after, a value', () => {
    const values = Float64Array.from([1, 3, 3, 5])
    expect([0, 1, 3, 4, 6].map((x) => lowerBound(values, x))).toEqual([0, 0, 1, 3, 4])
    expect([0, 1, 3, 4, 6].map((x) => upperBound(values, x))).toEqual([0, 1, 3, 3, 4])
    expect(lowerBound(values, 5, 2)).toBe(2)
  })

  it('agree with a scan on any sorted column', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: -50, max: 50 })),
        fc.integer({ min: -60, max: 60 }),
        (list, x) => {
          const values = Float64Array.from(list.sort((a, b) => a - b))
          const scanLower = values.findIndex((v) => v >= x)
          const scanUpper = values.findIndex((v) => v > x)
          expect(lowerBound(values, x)).toBe(scanLower === -1 ? values.length : scanLower)
          expect(upperBound(values, x)).toBe(scanUpper === -1 ? values.length : scanUpper)
        },
      ),
    )
  })
})
