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

/** decimationIndices as first written: the column of every point computed one by one. */
function pointByPoint(
  t: Float64Array,
  series: readonly Float64Array[],
  from: number,
  to: number,
  columns: number,
): number[] {
  const span = to - from || 1
  // The view plus the nearest point beyond each edge, found by scanning.
  const firstAtOrAfter = (x: number) => {
    const at = t.findIndex((time) => time >= x)
    return at === -1 ? t.length : at
  }
  const first = Math.max(0, firstAtOrAfter(from) - 1)
  const last = Math.min(t.length - 1, firstAtOrAfter(to))
  const inView = [...t.keys()].filter((i) => i >= first && i <= last)
  if (inView.length <= columns * 4) return inView
  const byColumn = new Map<number, number[]>()
  for (const i of inView) {
    const c = Math.min(
      columns - 1,
      Math.max(0, Math.floor((((t[i] as number) - from) / span) * columns)),
    )
    byColumn.set(c, [...(byColumn.get(c) ?? []), i])
  }
  const kept = new Set<number>()
  for (const indices of byColumn.values()) {
    kept.add(indices[0] as number).add(indices[indices.length - 1] as number)
    for (const values of series) {
      const present = indices.filter((i) => !Number.isNaN(values[i]))
      const gap = indices.find((i) => Number.isNaN(values[i]))
      if (gap !== undefined) kept.add(gap)
      if (present.length === 0) continue
      const at = (i: number) => values[i] as number
      kept.add(present.reduce((a, b) => (at(b) < at(a) ? b : a)))
      kept.add(present.reduce((a, b) => (at(b) > at(a) ? b : a)))
    }
  }
  return [...kept].sort((a, b) => a - b)
}

describe('decimationIndices', () => {
  it('keeps the same points as computing every point’s column, with gaps, ties and infinities', () => {
    // Few distinct values, so that columns have tied minima and maxima.
    const value = fc.oneof(
      fc.constantFrom(Number.NaN, Infinity, -Infinity),
      fc.integer({ min: -3, max: 3 }),
    )
    fc.assert(
      fc.property(
        // size 'max': long enough series that most views decimate.
        fc.array(fc.double({ min: 1e-6, max: 50, noNaN: true }), {
          minLength: 1,
          maxLength: 600,
          size: 'max',
        }),
        fc.array(fc.array(value, { minLength: 600, maxLength: 600 }), {
          minLength: 1,
          maxLength: 3,
        }),
        fc.double({ min: -0.2, max: 1.2, noNaN: true }),
        fc.double({ min: 0, max: 1, noNaN: true }),
        fc.integer({ min: 1, max: 20 }),
        (steps, columns, start, width, pixels) => {
          let time = 0
          const t = Float64Array.from(steps, (step) => (time += step))
          const series = columns.map((c) => Float64Array.from(c.slice(0, t.length)))
          const from = start * time
          const to = from + width * time
          const kept = [...decimationIndices(t, series, from, to, pixels)]
          expect(kept).toEqual(pointByPoint(t, series, from, to, pixels))
        },
      ),
    )
  })

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
