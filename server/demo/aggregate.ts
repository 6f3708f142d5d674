import type { Resolution } from '@/core/resolution'
import { dayStart, hourStart, monthStart, weekStart } from './time'

/**
 * How a finer series becomes a coarser one: `last` for prices and stocks (supply, balances,
 * market cap), `sum` for flows (volumes, fees, counts of new things), `mean` for rates and counts
 * that cannot be added up (active addresses are mostly the same addresses every day).
 */
export type Aggregation = 'last' | 'sum' | 'mean'

export interface Columns {
  t: Float64Array
  v: Float64Array
}

export interface OhlcColumns {
  t: Float64Array
  o: Float64Array
  h: Float64Array
  l: Float64Array
  c: Float64Array
}

/** The start of the bucket of `t` at a resolution (weeks start on Monday, as in the public API). */
export function bucketStart(resolution: Resolution): (t: number) => number {
  switch (resolution) {
    case '10m':
      return (t) => t - (t % 600)
    case '1h':
      return hourStart
    case '24h':
      return dayStart
    case '1w':
      return weekStart
    case '1month':
      return monthStart
  }
}

/** Index ranges of consecutive points sharing a bucket: [bucket start, first index, end index). */
function buckets(t: Float64Array, bucketOf: (t: number) => number): [number, number, number][] {
  const out: [number, number, number][] = []
  let i = 0
  while (i < t.length) {
    const start = bucketOf(t[i] ?? 0)
    let j = i + 1
    while (j < t.length && bucketOf(t[j] ?? 0) === start) j++
    out.push([start, i, j])
    i = j
  }
  return out
}

/** Aggregates an ascending series into buckets. NaN (missing) points are skipped. */
export function aggregate(
  series: Columns,
  bucketOf: (t: number) => number,
  how: Aggregation,
): Columns {
  const groups = buckets(series.t, bucketOf)
  const t = new Float64Array(groups.length)
  const v = new Float64Array(groups.length)
  groups.forEach(([start, from, to], k) => {
    t[k] = start
    let sum = 0
    let count = 0
    let last = NaN
    for (let i = from; i < to; i++) {
      const value = series.v[i] ?? NaN
      if (Number.isNaN(value)) continue
      sum += value
      count++
      last = value
    }
    v[k] = count === 0 ? NaN : how === 'sum' ? sum : how === 'mean' ? sum / count : last
  })
  return { t, v }
}

/** Candles into larger candles: open = first, high = max, low = min, close = last. */
export function aggregateOhlc(series: OhlcColumns, bucketOf: (t: number) => number): OhlcColumns {
  const groups = buckets(series.t, bucketOf)
  const n = groups.length
  const out: OhlcColumns = {
    t: new Float64Array(n),
    o: new Float64Array(n),
    h: new Float64Array(n),
    l: new Float64Array(n),
    c: new Float64Array(n),
  }
  groups.forEach(([start, from, to], k) => {
    let high = -Infinity
    let low = Infinity
    for (let i = from; i < to; i++) {
      high = Math.max(high, series.h[i] ?? -Infinity)
      low = Math.min(low, series.l[i] ?? Infinity)
    }
    out.t[k] = start
    out.o[k] = series.o[from] ?? NaN
    out.h[k] = high
    out.l[k] = low
    out.c[k] = series.c[to - 1] ?? NaN
  })
  return out
}
