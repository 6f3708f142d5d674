import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import { tenMinuteHistoryLimitDays, timeRangesDays } from '../constants'
import { zoomLevels } from '../searchParams'
import {
  defaultChartZoom,
  limitTenMinuteHistory,
  rangeFor,
  zoomDays,
  zoomForRange,
  zoomLabels,
} from './timeRange'

const at = (iso: string) => Date.parse(iso) / 1000
const day = 86400
const first = at('2010-07-18T00:00:00Z')
/** Data that starts within ten years of `last`, so the 10y button is clamped. */
const young = at('2015-03-01T00:00:00Z')
const last = at('2024-05-20T12:00:00Z')

describe('range selector buttons', () => {
  it('are the zoom levels with YTD and All capitalised, 1y by default', () => {
    expect(zoomLevels.map((z) => zoomLabels[z])).toEqual([
      '1w',
      '1m',
      '3m',
      '6m',
      'YTD',
      '1y',
      '2y',
      '5y',
      '7y',
      '10y',
      'All',
    ])
    expect(defaultChartZoom).toBe('1y')
  })

  it('take their lengths from constants.timeRangesDays', () => {
    expect(Object.values(zoomDays)).toEqual([7, 30, 90, 182, 365, 730, 1825, 2555, 3650])
    for (const days of Object.values(zoomDays)) expect(timeRangesDays).toContain(days)
  })
})

describe('rangeFor', () => {
  it('reaches back the button length from the last point', () => {
    expect(rangeFor('1w', last, first)).toEqual({ from: last - 7 * day, to: last })
    expect(rangeFor('6m', last, first)).toEqual({ from: last - 182 * day, to: last })
    expect(rangeFor('5y', last, first)).toEqual({ from: last - 1825 * day, to: last })
  })

  it('starts YTD on 1 January, UTC, of the last point’s year', () => {
    expect(rangeFor('ytd', last, first)).toEqual({ from: at('2024-01-01T00:00:00Z'), to: last })
    const newYear = at('2024-01-01T00:00:00Z')
    expect(rangeFor('ytd', newYear, first)).toEqual({ from: newYear, to: newYear })
  })

  it('never starts before the first point; All is the whole series', () => {
    expect(rangeFor('10y', last, young)).toEqual({ from: young, to: last })
    expect(rangeFor('all', last, first)).toEqual({ from: first, to: last })
    const march = at('2024-03-01T00:00:00Z')
    expect(rangeFor('ytd', last, march)).toEqual({ from: march, to: last })
  })

  it('refuses bounds that are not a range', () => {
    expect(() => rangeFor('1y', first, last)).toThrow(RangeError)
    expect(() => rangeFor('1y', NaN, first)).toThrow(RangeError)
  })
})

describe('zoomForRange', () => {
  it('recognises every button’s unclamped range', () => {
    for (const zoom of zoomLevels.filter((z) => z !== 'all')) {
      const { from, to } = rangeFor(zoom, last, first)
      expect(zoomForRange(from, to)).toBe(zoom)
      expect(zoomForRange(from, to, { firstT: first, lastT: last })).toBe(zoom)
    }
  })

  it('allows a second of slack for ranges read back from the axis', () => {
    expect(zoomForRange(last - 30 * day + 0.6, last - 0.3)).toBe('1m')
    expect(zoomForRange(last - 30 * day + 5, last)).toBeUndefined()
  })

  it('answers undefined for a dragged range', () => {
    expect(zoomForRange(last - 45 * day, last)).toBeUndefined()
    // The length of a button, but not ending at the last point.
    expect(zoomForRange(last - 8 * day, last - day, { firstT: first, lastT: last })).toBeUndefined()
  })

  it('calls a range covering all the data All, clamped buttons included', () => {
    expect(zoomForRange(first, last, { firstT: first, lastT: last })).toBe('all')
    const { from, to } = rangeFor('10y', last, young)
    expect(zoomForRange(from, to, { firstT: young, lastT: last })).toBe('all')
    expect(zoomForRange(first, last)).toBeUndefined()
  })
})

describe('limitTenMinuteHistory', () => {
  const limit = tenMinuteHistoryLimitDays * day

  it('starts at the first point within 365 days of the last', () => {
    const t = Float64Array.from([0, 100, 200, 300].map((d) => d * day).concat([300 * day + limit]))
    // The last point minus 365 days is day 300: that point is exactly at the limit and kept.
    expect(limitTenMinuteHistory(t)).toBe(3)
    expect(limitTenMinuteHistory(Float64Array.from([5, 6, 7]))).toBe(0)
    expect(limitTenMinuteHistory(new Float64Array(0))).toBe(0)
  })

  it('keeps at most a year of 10-minute points, and all of a shorter history', () => {
    const start = at('2023-01-01T00:00:00Z')
    const twoYears = Float64Array.from({ length: 2 * 52_560 + 1 }, (_, i) => start + i * 600)
    const from = limitTenMinuteHistory(twoYears)
    expect(twoYears.length - from).toBe(52_560 + 1)
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0, max: 3 * limit }), { maxLength: 50 }), (raw) => {
        const t = Float64Array.from(raw).sort()
        const index = limitTenMinuteHistory(t)
        const lastT = t.at(-1) ?? 0
        return (
          t.subarray(index).every((x) => x >= lastT - limit) &&
          t.subarray(0, index).every((x) => x < lastT - limit)
        )
      }),
    )
  })
})
