import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import { alignSeries } from './align'

const f = (values: number[]) => Float64Array.from(values)

describe('alignSeries', () => {
  it('shares the time column when every series has the same times', () => {
    const t = f([1, 2, 3])
    const aligned = alignSeries([
      { t, v: f([1, 2, 3]) },
      { t: f([1, 2, 3]), v: f([4, 5, 6]) },
    ])
    expect(aligned.t).toBe(t)
    expect(aligned.columns.map((c) => [...c])).toEqual([
      [1, 2, 3],
      [4, 5, 6],
    ])
  })

  it('takes the union of times and leaves gaps where a series has no point', () => {
    const aligned = alignSeries([
      { t: f([1, 3, 5]), v: f([10, 30, 50]) },
      { t: f([2, 3, 6]), v: f([200, 300, 600]) },
    ])
    expect([...aligned.t]).toEqual([1, 2, 3, 5, 6])
    expect([...(aligned.columns[0] ?? [])]).toEqual([10, NaN, 30, 50, NaN])
    expect([...(aligned.columns[1] ?? [])]).toEqual([NaN, 200, 300, NaN, 600])
  })

  it('keeps every point of every series, in order', () => {
    const times = fc.uniqueArray(fc.integer({ min: 0, max: 500 }), { maxLength: 60 })
    fc.assert(
      fc.property(fc.array(times, { minLength: 1, maxLength: 4 }), (lists) => {
        const series = lists.map((list) => {
          const t = f([...list].sort((a, b) => a - b))
          return { t, v: t.map((x) => x * 2) }
        })
        const aligned = alignSeries(series)
        const expected = [...new Set(lists.flat())].sort((a, b) => a - b)
        expect([...aligned.t]).toEqual(expected)
        aligned.columns.forEach((column, c) => {
          const kept = [...column].filter((x) => !Number.isNaN(x))
          expect(kept).toEqual([...(series[c]?.v ?? [])])
        })
      }),
    )
  })
})
