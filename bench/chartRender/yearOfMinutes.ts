import type { AlignedSeries } from '@/core/series/align'

/** One year of 1-minute points: the largest series a chart of the app draws. */
export const points = 525_600
/** 2024-01-01T00:00:00Z, in unix seconds like the API's `t`. */
const start = 1_704_067_200
/** Three one-hour gaps (NaN), so every renderer also has to break its line. */
const gaps = [100_000, 250_000, 400_000]
const gapLength = 60

/** A small seeded generator (mulberry32): the same walk in every run and for every renderer. */
function seeded(seed: number): () => number {
  let state = seed >>> 0
  return () => {
    state = (state + 0x6d2b79f5) >>> 0
    let x = state
    x = Math.imul(x ^ (x >>> 15), x | 1)
    x ^= x + Math.imul(x ^ (x >>> 7), x | 61)
    return ((x ^ (x >>> 14)) >>> 0) / 4_294_967_296
  }
}

/** A price-like random walk with gaps, as the chart engine receives it (Float64Array columns). */
export function yearOfMinutes(): AlignedSeries {
  const random = seeded(20_240_101)
  const t = new Float64Array(points)
  const v = new Float64Array(points)
  let value = 40_000
  for (let i = 0; i < points; i += 1) {
    t[i] = start + i * 60
    value = Math.max(1_000, value * (1 + (random() - 0.5) * 0.002))
    v[i] = value
  }
  for (const gap of gaps) v.fill(Number.NaN, gap, gap + gapLength)
  return { t, columns: [v] }
}
