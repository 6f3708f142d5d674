import { findProfile } from './assets'
import type { DemoModel } from './model'
import { dailyCloses } from './priceModel'
import type { AssetProfile } from './profile'
import { fractalNoise, type Octave } from './random'
import { clamp, momentum, sigmoid } from './series'
import { YEAR_DAYS, dateToDay } from './time'

/*
 * On-chain activity: an adoption S-curve (on a log scale: chains start with a handful of users),
 * busier in bull markets, quieter at weekends, with noise. Transactions, volumes and fees are
 * built on it, so they rise and fall together as they do on real chains.
 */

/** Weekday factors, Monday first (1970-01-01, day 0, was a Thursday); they average to 1. */
const weekdays = [1.01, 1.04, 1.04, 1.03, 1.02, 0.94, 0.92]

export function weekdayFactor(day: number): number {
  return weekdays[(((day + 3) % 7) + 7) % 7] ?? 1
}

/** Active addresses the adoption curve alone gives on a day (no cycle, weekday or noise). */
export function adoption(profile: AssetProfile, day: number): number {
  const { active, span, mid, width } = profile.activity
  const years = (day - dateToDay(profile.genesis)) / YEAR_DAYS
  return active * 10 ** (-span * (1 - sigmoid((years - mid) / width)))
}

/** Share of adoption still ahead (1 at launch, 0 when mature): young chains gain more newcomers. */
export function youth(profile: AssetProfile, day: number): number {
  const { mid, width } = profile.activity
  return 1 - sigmoid(((day - dateToDay(profile.genesis)) / YEAR_DAYS - mid) / width)
}

/**
 * ln(price / its `span`-day average) on the asset's grid: the market mood activity follows.
 * Stablecoins have no price moves of their own, so they follow Bitcoin's.
 */
export function marketMood(
  model: DemoModel,
  profile: AssetProfile,
  now: number,
  span: number,
): Float64Array {
  return model.daily(profile, `mood${span}`, now, (grid) => {
    const leader = profile.price.kind === 'stable' ? findProfile('BTC') : profile
    if (leader === undefined) throw new Error('The demo dataset needs BTC')
    const leaderStart = model.grid(leader, now).start
    const mood = momentum(dailyCloses(model, leader, now), 0, span)
    return Float64Array.from({ length: grid.n }, (_, i) =>
      clamp(mood[grid.start + i - leaderStart] ?? 0, -1.5, 1.5),
    )
  })
}

const activityOctaves: readonly Octave[] = [
  [30, 0.5],
  [7, 0.3],
  [1, 0.2],
]

/** Smooth noise of one on-chain stream on a day, in [-1, 1]. */
export function chainNoise(model: DemoModel, profile: AssetProfile, stream: string, day: number) {
  return fractalNoise(model.key(profile.symbol, stream), day, activityOctaves)
}

/** Daily active addresses (whole numbers). */
export function activeAddresses(
  model: DemoModel,
  profile: AssetProfile,
  now: number,
): Float64Array {
  return model.daily(profile, 'active', now, (grid) => {
    const mood = marketMood(model, profile, now, 365)
    return Float64Array.from({ length: grid.n }, (_, i) => {
      const day = grid.start + i
      const busy = Math.exp(0.3 * (mood[i] ?? 0) + 0.08 * chainNoise(model, profile, 'active', day))
      return Math.max(1, Math.round(adoption(profile, day) * busy * weekdayFactor(day)))
    })
  })
}
