import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import { propertyRuns } from '@/core/testing/propertyRuns'
import { alignColumns, inferResolution } from './align'
import { isData, naiveAlign } from './testing/references'
import {
  N,
  day,
  expectValuesClose,
  f64,
  hour,
  runSeries,
  seriesArbitrary,
  start2024,
  type Step,
} from './testing/seriesArbitraries'

const hours = (n: number, from = start2024) =>
  f64(Array.from({ length: n }, (_, i) => from + i * hour))
const days = (n: number, from = start2024) =>
  f64(Array.from({ length: n }, (_, i) => from + i * day))

describe('inferResolution', () => {
  it('reads the resolution from the shortest step', () => {
    expect(inferResolution(f64([0, 600, 1800]))).toBe('10m')
    expect(inferResolution(hours(3))).toBe('1h')
    expect(inferResolution(f64([0, 4 * hour]))).toBe('1h')
    // Missing days lengthen some steps, never the shortest.
    expect(inferResolution(f64([0, day, 5 * day, 6 * day]))).toBe('24h')
    expect(inferResolution(f64([0, 7 * day, 14 * day]))).toBe('1w')
    expect(inferResolution(f64([Date.UTC(2024, 1, 1) / 1000, Date.UTC(2024, 2, 1) / 1000]))).toBe(
      '1month',
    )
    expect(inferResolution(f64([5]))).toBeNull()
    expect(inferResolution(f64([]))).toBeNull()
  })
})

describe('alignColumns', () => {
  it('shares the arrays of series with the same times', () => {
    const t = days(3)
    const a = f64([1, 2, 3])
    const b = f64([4, 5, 6])
    const aligned = alignColumns([
      { t, v: a },
      { t: days(3), v: b },
    ])
    expect(aligned.t).toBe(t)
    expect(aligned.columns[0]).toBe(a)
    expect(aligned.columns[1]).toBe(b)
    expect(aligned.shared).toBe(true)
  })

  it('keeps only the times both series of one resolution have', () => {
    const aligned = alignColumns([
      { t: f64([0, day, 2 * day, 4 * day]), v: f64([1, 2, 3, 5]) },
      { t: f64([day, 3 * day, 4 * day]), v: f64([20, 40, 50]) },
    ])
    expect([...aligned.t]).toEqual([day, 4 * day])
    expect(aligned.columns.map((c) => [...c])).toEqual([
      [2, 5],
      [20, 50],
    ])
  })

  it('meets daily and hourly data at the day: the last valid hour, stamped with the day', () => {
    const hourly = { t: hours(48), v: f64(Array.from({ length: 48 }, (_, i) => i)) }
    hourly.v[47] = N // the second day's last hour is a gap: its 22:00 value stands in
    const daily = { t: days(3), v: f64([100, 200, 300]) }
    const aligned = alignColumns([daily, hourly])
    expect([...aligned.t]).toEqual([start2024, start2024 + day])
    expect(aligned.columns.map((c) => [...c])).toEqual([
      [100, 200],
      [23, 46],
    ])
    expectValuesClose(runSeries('m1 / m2', { m1: daily, m2: hourly }).v, [100 / 23, 200 / 46])
  })

  it('meets daily data and weeks at Monday, months at the first', () => {
    const daily = { t: days(40), v: f64(Array.from({ length: 40 }, (_, i) => i)) }
    const weekly = { t: f64([start2024, start2024 + 7 * day]), v: f64([7, 14]) }
    const weeks = alignColumns([weekly, daily])
    expect([...weeks.t]).toEqual([start2024, start2024 + 7 * day])
    expect([...(weeks.columns[1] as Float64Array)]).toEqual([6, 13]) // Sundays
    const monthly = { t: f64([start2024, Date.UTC(2024, 1, 1) / 1000]), v: f64([1, 2]) }
    const months = alignColumns([daily, monthly])
    expect([...months.t]).toEqual([start2024, Date.UTC(2024, 1, 1) / 1000])
    expect([...(months.columns[0] as Float64Array)]).toEqual([30, 39]) // Jan 31; Feb 9 so far
  })

  it('stamps periods with the coarser series even when its points are not at period starts', () => {
    const noon = start2024 + 12 * hour
    const daily = { t: days(2, noon), v: f64([1, 2]) }
    const hourly = { t: hours(30), v: f64(Array.from({ length: 30 }, (_, i) => i)) }
    const aligned = alignColumns([hourly, daily])
    expect([...aligned.t]).toEqual([noon, noon + day])
    expect([...(aligned.columns[0] as Float64Array)]).toEqual([23, 29])
  })

  it('passes one series through, even one whose gaps make its shortest step a month', () => {
    // Weekly points four weeks apart: regrouped, they would fall into one January period.
    const weekly = { t: f64([start2024, start2024 + 28 * day]), v: f64([N, 0]) }
    const aligned = alignColumns([weekly])
    expect([...aligned.t]).toEqual([...weekly.t])
    expect(aligned.shared).toBe(true)
  })

  it('matches period maps for random series of mixed resolutions', () => {
    const steps: Step[] = [600, hour, 2 * hour, day, 7 * day, 'month']
    const anySeries = fc
      .constantFrom(...steps)
      .chain((step) => seriesArbitrary({ step, maxLength: 150 }))
    fc.assert(
      fc.property(fc.array(anySeries, { minLength: 1, maxLength: 3 }), (series) => {
        const aligned = alignColumns(series)
        const expected = naiveAlign(series)
        expect([...aligned.t]).toEqual(expected.t)
        // A single series passes through as it is: its infinities are gaps too.
        const gapsAsNaN = (xs: ArrayLike<number>) => Array.from(xs, (x) => (isData(x) ? x : N))
        aligned.columns.forEach((column, k) => {
          expectValuesClose(gapsAsNaN(column), expected.columns[k] as number[], 0)
        })
      }),
      { numRuns: propertyRuns(200) },
    )
  })
})
