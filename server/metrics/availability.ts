import type { LagPercentiles } from '@/core/api/publicMetadata'
import type { Resolution } from '@/core/resolution'

/*
 * When points became available, for GET /v1/metadata/metric/stats: its lag is the time from the
 * end of a point's interval (timestamps are interval starts) to the moment the point was first
 * served, over the points whose interval ended in the last 30 days.
 */

export const statsWindowSeconds = 30 * 86_400

/** Interval ends and the times their points became available (unix seconds), pairwise. */
export interface PointAvailability {
  ends: number[]
  availableAt: number[]
}

const fixedSeconds: Partial<Record<Resolution, number>> = {
  '10m': 600,
  '1h': 3600,
  '24h': 86_400,
  '1w': 7 * 86_400,
}

/** The end of the interval that starts at `t` (the next interval's start). */
export function intervalEnd(t: number, resolution: Resolution): number {
  const fixed = fixedSeconds[resolution]
  if (fixed !== undefined) return t + fixed
  const date = new Date(t * 1000)
  return Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + 1, 1) / 1000
}

/**
 * The ends of the intervals of `resolution` that close within `(from, to]`, ascending: weeks
 * start on Monday and months on the 1st, as the series' timestamps do.
 */
export function intervalEndsBetween(resolution: Resolution, from: number, to: number): number[] {
  const ends: number[] = []
  const fixed = fixedSeconds[resolution]
  if (fixed !== undefined) {
    // Unix day 0 was a Thursday: weeks are aligned on Mondays, four days later.
    const offset = resolution === '1w' ? 4 * 86_400 : 0
    let end = Math.floor((from - offset) / fixed) * fixed + offset + fixed
    for (; end <= to; end += fixed) if (end > from) ends.push(end)
    return ends
  }
  const start = new Date(from * 1000)
  for (let month = start.getUTCMonth() + 1; ; month++) {
    const end = Date.UTC(start.getUTCFullYear(), month, 1) / 1000
    if (end > to) return ends
    if (end > from) ends.push(end)
  }
}

/** Nearest-rank percentiles of the lags (seconds, never below 0), or undefined without any. */
export function lagPercentiles(availability: PointAvailability): LagPercentiles | undefined {
  const lags = availability.ends
    .map((end, i) => Math.max(0, (availability.availableAt[i] ?? end) - end))
    .sort((a, b) => a - b)
  if (lags.length === 0) return undefined
  const at = (p: number) => lags[Math.max(0, Math.ceil((p / 100) * lags.length) - 1)] ?? 0
  return { p50: at(50), p90: at(90), p95: at(95), p99: at(99) }
}
