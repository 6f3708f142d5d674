import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import { decimateMinMax, decimationIndices, pick } from './decimate'

const series = (values: number[]) => ({
  t: Float64Array.from(values, (_, i) => i),
  v: Float64Array.from(values),
})

describe('decimateMinMax', () => {
  it('returns the visible points (and one beyond each edge) untouched when they are few', () => {
    const { t, v } = series([1, 2, 3, 4, 5, 6])
    const out = decimateMinMax(t, v, 2, 3, 10)
    expect([...out.t]).toEqual([1, 2, 3])
    expect([...out.v]).toEqual([2, 3, 4])
  })

  it('keeps every peak and trough of 525,600 points with a few points per column', () => {
    const n = 525_600
    const t = Float64Array.from({ length: n }, (_, i) => i * 60)
    const v = Float64Array.from(
      { length: n },
      (_, i) => Math.sin(i / 5000) + (i === 123_457 ? 50 : 0),
    )
    const out = decimateMinMax(t, v, 0, (n - 1) * 60, 1000)
    expect(out.t.length).toBeLessThanOrEqual(4000)
    const extremes = (a: Float64Array) => {
      let [lo, hi] = [Infinity, -Infinity]
      for (const x of a) [lo, hi] = [Math.min(lo, x), Math.max(hi, x)]
      return [lo, hi]
    }
    expect(extremes(out.v)).toEqual(extremes(v))
    expect(extremes(v)[1]).toBeGreaterThan(49)
    expect(out.t[0]).toBe(0)
    expect(out.t[out.t.length - 1]).toBe((n - 1) * 60)
  })

  it('keeps a gap in a decimated column so the line breaks there', () => {
    const values = Array.from({ length: 1000 }, (_, i) => (i === 500 ? Number.NaN : i))
    const { t, v } = series(values)
    const out = decimateMinMax(t, v, 0, 999, 10)
    expect([...out.v].some(Number.isNaN)).toBe(true)
  })

  it('is in time order, a subset of the input, and keeps the extremes of the view', () => {
    fc.assert(
      fc.property(
        fc.array(fc.double({ min: -1e9, max: 1e9, noNaN: true }), {
          minLength: 2,
          maxLength: 2000,
        }),
        fc.integer({ min: 1, max: 50 }),
        (values, columns) => {
          const { t, v } = series(values)
          const to = values.length - 1
          const out = decimateMinMax(t, v, 0, to, columns)
          for (let i = 1; i < out.t.length; i += 1) {
            if ((out.t[i] as number) <= (out.t[i - 1] as number)) return false
          }
          for (let i = 0; i < out.t.length; i += 1) {
            if (v[out.t[i] as number] !== out.v[i]) return false
          }
          return (
            out.t.length <= Math.max(values.length, columns * 4) &&
            Math.max(...out.v) === Math.max(...values) &&
            Math.min(...out.v) === Math.min(...values)
          )
        },
      ),
    )
  })

  it('answers nothing for an empty series or a view beyond the data', () => {
    expect(decimateMinMax(new Float64Array(0), new Float64Array(0), 0, 10, 5).t.length).toBe(0)
    const { t, v } = series([1, 2, 3])
    expect([...decimateMinMax(t, v, 10, 20, 5).t]).toEqual([2])
  })
})

describe('decimationIndices', () => {
  it('keeps the extremes of every series that shares the time column', () => {
    const n = 100_000
    const t = Float64Array.from({ length: n }, (_, i) => i)
    const a = Float64Array.from({ length: n }, (_, i) => (i === 31_337 ? 9 : Math.sin(i / 900)))
    const b = Float64Array.from({ length: n }, (_, i) => (i === 77_777 ? -9 : Math.cos(i / 700)))
    const kept = decimationIndices(t, [a, b], 0, n - 1, 500)
    expect(kept.length).toBeLessThan(500 * 8)
    expect([...kept]).toContain(31_337)
    expect([...kept]).toContain(77_777)
    expect([...kept].every((index, i) => i === 0 || index > (kept[i - 1] as number))).toBe(true)
    expect(pick(t, kept)[0]).toBe(0)
  })
})
