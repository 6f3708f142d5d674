/*
 * Regrouping a series to a coarser resolution (charts.md section 4: ten minutes, hour, four
 * hour, day, week, month, "using open, high, low, close aggregation"). Pure and O(n) over the
 * columns, so it runs in a worker or on the main thread alike. Times are unix seconds, UTC.
 */

export const regroupUnits = ['10m', '1h', '4h', '24h', '1w', '1month'] as const
export type RegroupUnit = (typeof regroupUnits)[number]

const fixedSeconds: Record<Exclude<RegroupUnit, '1month'>, number> = {
  '10m': 600,
  '1h': 3600,
  '4h': 4 * 3600,
  '24h': 86400,
  '1w': 7 * 86400,
}

// 1970-01-01 was a Thursday: weeks start on Monday, 4 days later.
const mondayOffset = 4 * 86400

/** The start (unix seconds, UTC) of the bucket of `unit` that holds `t`. */
export function bucketStart(t: number, unit: RegroupUnit): number {
  if (unit === '1month') {
    const date = new Date(t * 1000)
    return Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), 1) / 1000
  }
  if (unit === '1w')
    return Math.floor((t - mondayOffset) / fixedSeconds['1w']) * fixedSeconds['1w'] + mondayOffset
  const size = fixedSeconds[unit]
  return Math.floor(t / size) * size
}

export interface OhlcColumns {
  t: Float64Array
  open: Float64Array
  high: Float64Array
  low: Float64Array
  close: Float64Array
}

/**
 * Open, high, low and close per bucket of `unit`, each bucket stamped with its start. Points
 * must be in ascending time; NaN (a gap) is skipped, and a bucket of gaps only is left out.
 */
export function regroupOhlc(
  t: ArrayLike<number>,
  v: ArrayLike<number>,
  unit: RegroupUnit,
): OhlcColumns {
  const n = Math.min(t.length, v.length)
  const out = {
    t: new Float64Array(n),
    open: new Float64Array(n),
    high: new Float64Array(n),
    low: new Float64Array(n),
    close: new Float64Array(n),
  }
  let size = 0
  let current = Number.NaN
  for (let i = 0; i < n; i += 1) {
    const value = v[i] as number
    if (Number.isNaN(value)) continue
    const start = bucketStart(t[i] as number, unit)
    if (start !== current) {
      current = start
      out.t[size] = start
      out.open[size] = value
      out.high[size] = value
      out.low[size] = value
      out.close[size] = value
      size += 1
      continue
    }
    const last = size - 1
    if (value > (out.high[last] as number)) out.high[last] = value
    if (value < (out.low[last] as number)) out.low[last] = value
    out.close[last] = value
  }
  return {
    t: out.t.slice(0, size),
    open: out.open.slice(0, size),
    high: out.high.slice(0, size),
    low: out.low.slice(0, size),
    close: out.close.slice(0, size),
  }
}

/** A line regrouped: the close of each bucket (the value a coarser series would report). */
export function regroupLast(
  t: ArrayLike<number>,
  v: ArrayLike<number>,
  unit: RegroupUnit,
): { t: Float64Array; v: Float64Array } {
  const { t: starts, close } = regroupOhlc(t, v, unit)
  return { t: starts, v: close }
}
