import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import { RunningMedian, SortedWindow } from './medians'

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b)
  const h = s.length >> 1
  return s.length % 2 ? (s[h] as number) : ((s[h - 1] as number) + (s[h] as number)) / 2
}

describe('SortedWindow', () => {
  it('fills, then swaps the leaving value for the arriving one', () => {
    const window = new SortedWindow(3)
    expect(window.median()).toBeNaN()
    window.add(5)
    window.add(1)
    expect(window.median()).toBe(3)
    window.add(3)
    expect(window.full).toBe(true)
    expect(() => window.add(0)).toThrow(RangeError)
    window.replace(5, 0) // {0, 1, 3}
    expect(window.median()).toBe(1)
    window.replace(0, 9) // {1, 3, 9}
    expect(window.median()).toBe(3)
    window.replace(3, 3)
    expect(window.median()).toBe(3)
  })

  it('keeps the median of the last w values of any stream, duplicates included', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: -20, max: 20 }), { minLength: 1, maxLength: 80 }),
        fc.integer({ min: 1, max: 9 }),
        (stream, w) => {
          const window = new SortedWindow(w)
          stream.forEach((value, i) => {
            if (window.full) window.replace(stream[i - w] as number, value)
            else window.add(value)
            expect(window.median()).toBe(median(stream.slice(Math.max(0, i - w + 1), i + 1)))
          })
        },
      ),
    )
  })
})

describe('RunningMedian', () => {
  it('is NaN when empty and the median of everything added so far', () => {
    expect(new RunningMedian().median()).toBeNaN()
    fc.assert(
      fc.property(
        fc.array(fc.double({ min: -1e6, max: 1e6, noNaN: true }), { maxLength: 80 }),
        (xs) => {
          const running = new RunningMedian()
          xs.forEach((x, i) => {
            running.add(x)
            // === rather than toBe: the order of 0 and -0 does not matter.
            expect(running.median() === median(xs.slice(0, i + 1))).toBe(true)
          })
        },
      ),
    )
  })
})
