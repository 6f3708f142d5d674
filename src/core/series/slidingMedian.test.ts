import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { movingMedian } from './operators'
import { SlidingMedian } from './slidingMedian'

const median = (xs: readonly number[]) => {
  const s = [...xs].sort((a, b) => a - b)
  const h = s.length >> 1
  return s.length % 2 ? (s[h] as number) : ((s[h - 1] as number) + (s[h] as number)) / 2
}

describe('SlidingMedian', () => {
  it('gives the median of the last w values, ties and all, as the window slides', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 20 }),
        // Few distinct values: ties in both halves and across them.
        fc.array(fc.integer({ min: -5, max: 5 }), { maxLength: 120 }),
        (window, values) => {
          const sliding = new SlidingMedian(window)
          values.forEach((value, i) => {
            sliding.set(i % window, value)
            const held = values.slice(Math.max(0, i - window + 1), i + 1)
            expect(sliding.size).toBe(held.length)
            expect(sliding.median()).toBe(median(held))
          })
        },
      ),
    )
  })

  it('is NaN while empty', () => {
    expect(new SlidingMedian(3).median()).toBeNaN()
  })
})

describe('movingMedian over a window long enough for the heaps', () => {
  it('matches the sorted median of the last w valid values on a trending series with gaps', () => {
    const n = 2500
    const window = 1100
    const values = Float64Array.from({ length: n }, (_, i) =>
      i % 97 === 0 ? Number.NaN : i * 0.5 + ((i * 7919) % 13),
    )
    const out = movingMedian(values, window)
    const valid: number[] = []
    values.forEach((value, i) => {
      if (Number.isNaN(value)) {
        expect(out[i]).toBeNaN()
        return
      }
      valid.push(value)
      if (valid.length < window) expect(out[i]).toBeNaN()
      else if (i % 50 === 0 || i === n - 1) expect(out[i]).toBe(median(valid.slice(-window)))
    })
  })
})
