import { describe, expect, it } from 'vitest'
import { aggregate, aggregateOhlc, bucketStart } from './aggregate'
import { DAY, dateToUnix, monthStart, weekStart } from './time'

/** Ten days from Thursday 2024-02-22 to Saturday 2024-03-02: two month and two week edges. */
const t = Float64Array.from({ length: 10 }, (_, i) => dateToUnix('2024-02-22') + i * DAY)
const v = Float64Array.from({ length: 10 }, (_, i) => i + 1)

describe('bucket starts', () => {
  it('starts weeks on Monday and months on the first, at UTC midnight', () => {
    expect(weekStart(dateToUnix('2024-02-22'))).toBe(dateToUnix('2024-02-19'))
    expect(weekStart(dateToUnix('2024-02-26') + 3600)).toBe(dateToUnix('2024-02-26'))
    expect(weekStart(dateToUnix('2024-03-03'))).toBe(dateToUnix('2024-02-26'))
    expect(monthStart(dateToUnix('2024-02-29') + 86399)).toBe(dateToUnix('2024-02-01'))
    expect(bucketStart('1h')(dateToUnix('2024-02-29') + 7199)).toBe(dateToUnix('2024-02-29') + 3600)
  })
})

describe('aggregate', () => {
  it('takes the last, the sum or the mean of each week', () => {
    // Week of 02-19: days 1..4 (Thu–Sun); week of 02-26: days 5..10 (Mon–Sat).
    const weeks = [dateToUnix('2024-02-19'), dateToUnix('2024-02-26')]
    expect(aggregate({ t, v }, weekStart, 'last')).toEqual({
      t: Float64Array.from(weeks),
      v: Float64Array.from([4, 10]),
    })
    expect([...aggregate({ t, v }, weekStart, 'sum').v]).toEqual([10, 45])
    expect([...aggregate({ t, v }, weekStart, 'mean').v]).toEqual([2.5, 7.5])
  })

  it('splits months at the first of the month', () => {
    const months = aggregate({ t, v }, monthStart, 'sum')
    expect([...months.t]).toEqual([dateToUnix('2024-02-01'), dateToUnix('2024-03-01')])
    // February 2024 has 29 days: the 22nd to the 29th are values 1..8.
    expect([...months.v]).toEqual([36, 19])
  })

  it('skips missing values and leaves an all-missing bucket missing', () => {
    const gaps = Float64Array.from(v, (value, i) => (i === 3 || i >= 6 ? NaN : value))
    expect([...aggregate({ t, v: gaps }, weekStart, 'last').v]).toEqual([3, 6])
    expect([...aggregate({ t, v: gaps }, weekStart, 'mean').v]).toEqual([2, 5.5])
    const none = aggregate({ t: t.slice(0, 2), v: Float64Array.of(NaN, NaN) }, weekStart, 'sum')
    expect(Number.isNaN(none.v[0])).toBe(true)
  })

  it('returns nothing for nothing', () => {
    const empty = aggregate({ t: new Float64Array(0), v: new Float64Array(0) }, weekStart, 'sum')
    expect(empty.t.length).toBe(0)
  })
})

describe('aggregateOhlc', () => {
  it('opens with the first, closes with the last, spans the extremes', () => {
    const candles = {
      t,
      o: Float64Array.from(v, (x) => x * 10),
      h: Float64Array.from(v, (x) => x * 10 + 5 + (x === 2 ? 100 : 0)),
      l: Float64Array.from(v, (x) => x * 10 - 5 - (x === 7 ? 80 : 0)),
      c: Float64Array.from(v, (x) => x * 10 + 1),
    }
    const weeks = aggregateOhlc(candles, weekStart)
    expect([...weeks.o]).toEqual([10, 50])
    expect([...weeks.h]).toEqual([125, 105])
    expect([...weeks.l]).toEqual([5, -15])
    expect([...weeks.c]).toEqual([41, 101])
  })
})
