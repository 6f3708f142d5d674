import type { Resolution } from '../resolution'
import { sameTimes } from '../series/align'
import { bucketStart } from '../series/regroup'
import { isValidPoint } from '../series/validPoints'
import type { SeriesColumns } from './values'

/*
 * Lining up series for an operation between them (m1 / m2, corr(m1, m2, 30), …). Series of one
 * resolution meet on equal timestamps. Series of different resolutions meet at the COARSER one:
 * each series is cut into the coarser resolution's periods (UTC days, Monday weeks, calendar
 * months, as regroup.ts), a period takes the last valid value of the series within it (a daily
 * close against hourly data is the 23:00 hour, not midnight's), and the result is stamped with
 * the coarser series' own timestamps. Only periods present in every series are kept.
 *
 * The resolution of a series is read from its timestamps: the shortest step between two points
 * (a missing point only lengthens a step, so it cannot make a series look coarser).
 */

const resolutionRank: Record<Resolution, number> = {
  '10m': 0,
  '1h': 1,
  '24h': 2,
  '1w': 3,
  '1month': 4,
}

const day = 86400

/** The resolution of a series from its shortest step; null with fewer than two times. */
export function inferResolution(t: Float64Array): Resolution | null {
  let step = Number.POSITIVE_INFINITY
  for (let i = 1; i < t.length; i += 1) {
    const d = (t[i] as number) - (t[i - 1] as number)
    if (d > 0 && d < step) step = d
  }
  if (step === Number.POSITIVE_INFINITY) return null
  if (step < 3600) return '10m'
  if (step < day) return '1h'
  if (step < 7 * day) return '24h'
  if (step < 28 * day) return '1w'
  return '1month'
}

/** The period start of every time (the time itself without a resolution). */
function periodKeys(t: Float64Array, resolution: Resolution | null): Float64Array {
  if (resolution === null) return t
  const keys = new Float64Array(t.length)
  // Months have no fixed length; times are ascending, so a month's bounds are computed once.
  let from = Number.POSITIVE_INFINITY
  let until = Number.NEGATIVE_INFINITY
  for (let i = 0; i < t.length; i += 1) {
    const time = t[i] as number
    if (resolution !== '1month') {
      keys[i] = bucketStart(time, resolution)
      continue
    }
    if (time < from || time >= until) {
      from = bucketStart(time, '1month')
      until = bucketStart(from + 32 * day, '1month')
    }
    keys[i] = from
  }
  return keys
}

/** One point per period: its key, the time of its last point and its last valid value. */
interface Periods {
  keys: Float64Array
  times: Float64Array
  values: Float64Array
  length: number
}

function collapse(series: SeriesColumns, resolution: Resolution | null): Periods {
  const n = Math.min(series.t.length, series.v.length)
  const pointKeys = periodKeys(series.t, resolution)
  const keys = new Float64Array(n)
  const times = new Float64Array(n)
  const values = new Float64Array(n)
  let length = 0
  for (let i = 0; i < n; i += 1) {
    const key = pointKeys[i] as number
    const value = series.v[i] as number
    if (length === 0 || keys[length - 1] !== key) {
      keys[length] = key
      values[length] = isValidPoint(value) ? value : Number.NaN
      length += 1
    } else if (isValidPoint(value)) {
      values[length - 1] = value
    }
    times[length - 1] = series.t[i] as number
  }
  return { keys, times, values, length }
}

export interface AlignedColumns {
  t: Float64Array
  columns: Float64Array[]
  /** True when `columns` are the inputs' own arrays (nothing had to move), false for copies. */
  shared: boolean
}

/** Lines up series as described above: one time column, one value column per series. */
export function alignColumns(series: readonly SeriesColumns[]): AlignedColumns {
  const first = series[0]
  if (first === undefined) return { t: new Float64Array(0), columns: [], shared: false }
  if (series.every((s) => sameTimes(s.t, first.t) && s.v.length === first.t.length)) {
    return { t: first.t, columns: series.map((s) => s.v), shared: true }
  }
  const resolutions = series.map((s) => inferResolution(s.t))
  let coarsest = 0
  resolutions.forEach((resolution, i) => {
    const best = resolutions[coarsest] ?? null
    if (
      resolution !== null &&
      (best === null || resolutionRank[resolution] > resolutionRank[best])
    ) {
      coarsest = i
    }
  })
  const periods = series.map((s) => collapse(s, resolutions[coarsest] ?? null))
  return intersect(periods, coarsest)
}

/** Keeps the periods present in every series (a k-way walk over ascending keys). */
function intersect(periods: Periods[], stampedBy: number): AlignedColumns {
  const size = Math.min(...periods.map((p) => p.length))
  const t = new Float64Array(size)
  const columns = periods.map(() => new Float64Array(size))
  const at = periods.map(() => 0)
  let length = 0
  outer: for (;;) {
    let key = Number.NEGATIVE_INFINITY
    for (let s = 0; s < periods.length; s += 1) {
      const p = periods[s] as Periods
      if ((at[s] as number) >= p.length) break outer
      key = Math.max(key, p.keys[at[s] as number] as number)
    }
    let everywhere = true
    for (let s = 0; s < periods.length; s += 1) {
      const p = periods[s] as Periods
      while ((at[s] as number) < p.length && (p.keys[at[s] as number] as number) < key) {
        at[s] = (at[s] as number) + 1
      }
      if ((at[s] as number) >= p.length) break outer
      if (p.keys[at[s] as number] !== key) everywhere = false
    }
    if (!everywhere) continue
    const stamp = periods[stampedBy] as Periods
    t[length] = stamp.times[at[stampedBy] as number] as number
    for (let s = 0; s < periods.length; s += 1) {
      const p = periods[s] as Periods
      ;(columns[s] as Float64Array)[length] = p.values[at[s] as number] as number
      at[s] = (at[s] as number) + 1
    }
    length += 1
  }
  return {
    t: t.slice(0, length),
    columns: columns.map((c) => c.slice(0, length)),
    shared: false,
  }
}
