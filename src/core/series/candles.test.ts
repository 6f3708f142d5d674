import { describe, expect, it } from 'vitest'
import { candleColumnsOf, candleUnitFor, regroupCandles } from './candles'

const day = 86400
const at = (iso: string) => Date.parse(iso) / 1000
const col = (...values: number[]) => Float64Array.from(values)

describe('candleUnitFor', () => {
  it('keeps the data resolution while there are at most one candle per 3 px', () => {
    expect(candleUnitFor('24h', 365 * day, 1200)).toBe('24h')
    expect(candleUnitFor('24h', 30 * day, 300)).toBe('24h')
    expect(candleUnitFor('1h', 7 * day, 600)).toBe('1h')
  })

  it('takes the first coarser unit that fits', () => {
    // A year of days in 900 px: 300 fit, 365 do not; 53 weeks do.
    expect(candleUnitFor('24h', 365 * day, 900)).toBe('1w')
    // A month of hours in 800 px: 720 hours do not fit 266, 180 four-hour candles do.
    expect(candleUnitFor('1h', 30 * day, 800)).toBe('4h')
    expect(candleUnitFor('1h', 365 * day, 900)).toBe('1w')
  })

  it('stops at months, however long the range', () => {
    expect(candleUnitFor('24h', 15 * 365 * day, 200)).toBe('1month')
    expect(candleUnitFor('1month', 15 * 365 * day, 100)).toBe('1month')
  })

  it('never goes finer than the data', () => {
    expect(candleUnitFor('1w', 7 * day, 1000)).toBe('1w')
  })
})

describe('regroupCandles', () => {
  it('aggregates first open, highest high, lowest low, last close per bucket', () => {
    // Monday 2024-03-04 to Wednesday 2024-03-13: two weeks.
    const t = col(
      at('2024-03-04T00:00:00Z'),
      at('2024-03-05T00:00:00Z'),
      at('2024-03-06T00:00:00Z'),
      at('2024-03-11T00:00:00Z'),
      at('2024-03-13T00:00:00Z'),
    )
    const weekly = regroupCandles(
      {
        t,
        o: col(10, 12, 11, 20, 21),
        h: col(13, 15, 12, 22, 25),
        l: col(9, 11, 8, 19, 20),
        c: col(12, 11, 10, 21, 24),
      },
      '1w',
    )
    expect(Array.from(weekly.t)).toEqual([at('2024-03-04T00:00:00Z'), at('2024-03-11T00:00:00Z')])
    expect(Array.from(weekly.o)).toEqual([10, 20])
    expect(Array.from(weekly.h)).toEqual([15, 25])
    expect(Array.from(weekly.l)).toEqual([8, 19])
    expect(Array.from(weekly.c)).toEqual([10, 24])
  })

  it('leaves a bucket a gap in the column that has no value there', () => {
    const t = col(at('2024-03-04T00:00:00Z'), at('2024-03-11T00:00:00Z'))
    const weekly = regroupCandles(
      { t, o: col(1, 2), h: col(3, Number.NaN), l: col(0, 1), c: col(2, 2) },
      '1w',
    )
    expect(weekly.t).toHaveLength(2)
    expect(weekly.h[1]).toBeNaN()
    expect(Array.from(weekly.o)).toEqual([1, 2])
  })
})

describe('candleColumnsOf', () => {
  it('needs all four keys', () => {
    const t = col(1)
    expect(candleColumnsOf(t, { o: col(1), h: col(1), l: col(1), c: col(1) })?.c).toEqual(col(1))
    expect(candleColumnsOf(t, { o: col(1), h: col(1), l: col(1) })).toBeUndefined()
  })
})
