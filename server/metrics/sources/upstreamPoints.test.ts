import { describe, expect, it } from 'vitest'
import { HttpError } from '../../http/httpError'
import { pointsToColumns } from './upstreamPoints'

describe('pointsToColumns', () => {
  it('reads [{t, v}] with null gaps, sorting points that arrive out of order', () => {
    const series = pointsToColumns([
      { t: 20, v: 2 },
      { t: 10, v: null },
      { t: 30, v: 3 },
    ])
    expect(Array.from(series.t)).toEqual([10, 20, 30])
    expect(Array.from(series.v ?? [])).toEqual([NaN, 2, 3])
    expect(series.o).toBeUndefined()
  })

  it('reads numeric [{t, o}] into one column per key, a missing key being a gap', () => {
    const series = pointsToColumns([
      { t: 10, o: { a: 1, b: 2 } },
      { t: 20, o: { a: 3, c: null } },
    ])
    expect(Object.keys(series.o ?? {})).toEqual(['a', 'b', 'c'])
    expect(Array.from(series.o?.a ?? [])).toEqual([1, 3])
    expect(Array.from(series.o?.b ?? [])).toEqual([2, NaN])
    expect(Array.from(series.o?.c ?? [])).toEqual([NaN, NaN])
  })

  it('keeps nested values as documents', () => {
    const series = pointsToColumns([{ t: 10, o: { strikes: { '50000': 1 } } }])
    expect(series.d).toEqual([{ strikes: { '50000': 1 } }])
  })

  it.each([[{ t: 1, v: 2 }], [[{ v: 2 }]], [[{ t: '2024-01-01', v: 2 }]], ['text']])(
    'answers 502 for a body that is not points: %j',
    (body) => {
      const error = (() => {
        try {
          pointsToColumns(body)
        } catch (caught) {
          return caught
        }
      })()
      expect(error).toBeInstanceOf(HttpError)
      expect(error).toMatchObject({ status: 502 })
    },
  )
})
