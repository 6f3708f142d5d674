import fc from 'fast-check'
import { propertyRuns } from '@/core/testing/propertyRuns'
import { describe, expect, it } from 'vitest'
import { splitCount } from './counts'

describe('splitCount', () => {
  it('splits a whole number into whole parts that add up to it, each within 1 of its share', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 1e9 }),
        fc.array(fc.double({ min: 0, max: 1e6, noNaN: true }), { minLength: 1, maxLength: 12 }),
        (count, weights) => {
          const parts = splitCount(count, weights)
          expect(parts.reduce((a, b) => a + b, 0)).toBe(count)
          expect(parts.every((part) => Number.isInteger(part) && part >= 0)).toBe(true)
          const sum = weights.reduce((a, b) => a + b, 0)
          if (sum === 0) return
          parts.forEach((part, k) => {
            expect(Math.abs(part - (count * (weights[k] ?? 0)) / sum)).toBeLessThan(1 + 1e-6)
          })
        },
      ),
      { numRuns: propertyRuns(200), seed: 11 },
    )
  })

  it('gives nothing to negative or zero weights, and everything to the first part without any', () => {
    expect(splitCount(10, [-1, 0, 2])).toEqual([0, 0, 10])
    expect(splitCount(7, [0, 0])).toEqual([7, 0])
    expect(splitCount(0, [1, 2])).toEqual([0, 0])
  })
})
