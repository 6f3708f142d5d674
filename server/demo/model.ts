import { Memo } from './memo'
import type { AssetProfile } from './profile'
import { noiseKey } from './random'
import { DAY, TEN_MINUTES, dateToDay, dayOf } from './time'

/** Days `start … start + n - 1` of one asset up to `now`; arrays of daily values follow it. */
export interface DayGrid {
  start: number
  n: number
  now: number
}

/** One daily series on a grid: `v[i]` belongs to day `start + i` (t = day × 86400). */
export interface DailySeries {
  start: number
  v: Float64Array
}

/**
 * The state shared by all generators of one demo source: the seed, and memoised histories.
 * Histories are keyed by `now` too, because today's point changes every 10 minutes; past days
 * never change (every model here is causal), so a new step only recomputes cheap arrays.
 */
export class DemoModel {
  readonly memo: Memo

  constructor(
    readonly seed: number,
    cacheBytes?: number,
  ) {
    this.memo = new Memo(cacheBytes)
  }

  /** The key of a noise stream for this seed (see random.ts). */
  key(asset: string, stream: string): number {
    return noiseKey(this.seed, asset, stream)
  }

  /** Daily grid from the asset's genesis to the day holding `now` (empty before genesis). */
  grid(profile: AssetProfile, now: number): DayGrid {
    const start = dateToDay(profile.genesis)
    return { start, n: Math.max(0, dayOf(now) - start + 1), now }
  }

  /** A memoised daily array on the asset's grid. */
  daily(
    profile: AssetProfile,
    name: string,
    now: number,
    compute: (grid: DayGrid) => Float64Array,
  ): Float64Array {
    return this.memo.get(`${profile.symbol}|${name}|${now}`, () => compute(this.grid(profile, now)))
  }
}

/**
 * When a day's value is taken: its last 10-minute step (23:50 UTC), or `now` for today. A
 * daily close is then exactly the last 10-minute price of the day, and today's point moves as
 * new 10-minute points appear.
 */
export function closeTime(grid: DayGrid, i: number): number {
  return Math.min((grid.start + i + 1) * DAY - TEN_MINUTES, grid.now)
}
