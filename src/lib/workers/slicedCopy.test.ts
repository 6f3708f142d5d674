import { describe, expect, it } from 'vitest'
import { copyInSlices } from './slicedCopy'
import { isAbortError } from './workerPool'

/** The first index where the columns differ (NaN equals NaN), or -1. */
function firstDifference(a: Float64Array, b: Float64Array): number {
  if (a.length !== b.length) return 0
  for (let i = 0; i < a.length; i += 1) if (!Object.is(a[i], b[i])) return i
  return -1
}

describe('copyInSlices', () => {
  it('copies every column into a buffer of its own, an array given twice once', async () => {
    const t = Float64Array.from({ length: 200_000 }, (_, i) => i * 60)
    const v = Float64Array.from({ length: 200_000 }, (_, i) => (i % 7 === 0 ? NaN : i / 3))
    const copies = await copyInSlices([t, v, t])
    expect(copies.size).toBe(2)
    const tCopy = copies.get(t)
    const vCopy = copies.get(v)
    expect(tCopy).not.toBe(t)
    expect(tCopy?.buffer).not.toBe(t.buffer)
    // Point by point with a loop: toEqual over 200,000 points takes seconds on a busy machine.
    expect(tCopy && firstDifference(tCopy, t)).toBe(-1)
    expect(vCopy && firstDifference(vCopy, v)).toBe(-1)
  })

  it('stops with an AbortError once the signal aborts', async () => {
    const big = new Float64Array(4_000_000)
    const controller = new AbortController()
    const copying = copyInSlices([big, big.slice()], controller.signal)
    controller.abort()
    // Copying yields at least once over 64 MB, so the abort is seen.
    const error: unknown = await copying.then(
      () => null,
      (reason: unknown) => reason,
    )
    expect(isAbortError(error)).toBe(true)
  })
})
