import { describe, expect, it } from 'vitest'
import { copyInSlices } from './slicedCopy'
import { isAbortError } from './workerPool'

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
    expect(tCopy).toEqual(t)
    expect(vCopy).toEqual(v)
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
