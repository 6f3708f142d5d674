import { activeAddresses, adoption, chainNoise, marketMood, weekdayFactor } from '../activity'
import type { DemoModel } from '../model'
import type { AssetProfile } from '../profile'
import { dailySupply } from '../valuation'
import { allSymbols } from './assetLists'
import type { MetricDefinition } from './definition'

/** Transactions per day: a steady multiple of active addresses, with its own noise. */
export function transactionCounts(model: DemoModel, profile: AssetProfile, now: number) {
  return model.daily(profile, 'txcount', now, (grid) =>
    activeAddresses(model, profile, now).map((active, i) => {
      const noise = Math.exp(0.06 * chainNoise(model, profile, 'tx', grid.start + i))
      return Math.max(1, Math.round(active * profile.activity.txPerActive * noise))
    }),
  )
}

/** Coins transferred per day. */
export function transferVolume(model: DemoModel, profile: AssetProfile, now: number) {
  return model.daily(profile, 'volume', now, (grid) => {
    const supply = dailySupply(model, profile, now)
    const mood = marketMood(model, profile, now, 365)
    // Volume follows how busy the chain is relative to its adoption, more than linearly:
    // in a frenzy the same users move more coins.
    return supply.map((coins, i) => {
      const day = grid.start + i
      const busy = Math.exp(
        0.45 * (mood[i] ?? 0) + 0.25 * chainNoise(model, profile, 'volume', day),
      )
      const adopted = Math.min(1, adoption(profile, day) / profile.activity.active)
      return coins * profile.activity.velocity * Math.sqrt(adopted) * busy * weekdayFactor(day)
    })
  })
}

export const transactionMetrics: MetricDefinition[] = [
  {
    path: 'transactions/count',
    name: 'Transaction Count',
    tier: 1,
    description: 'The number of successful transactions.',
    assets: allSymbols,
    resolutions: ['24h', '1w', '1month'],
    unit: 'none',
    shape: 'value',
    aggregation: 'sum',
    daily: ({ model, profile, now }) => ({
      start: model.grid(profile, now).start,
      v: transactionCounts(model, profile, now),
    }),
  },
  {
    path: 'transactions/transfers_volume_sum',
    name: 'Transfer Volume',
    tier: 2,
    description: 'The total amount of coins transferred.',
    assets: allSymbols,
    resolutions: ['24h', '1w', '1month'],
    unit: 'native',
    shape: 'value',
    aggregation: 'sum',
    daily: ({ model, profile, now }) => ({
      start: model.grid(profile, now).start,
      v: transferVolume(model, profile, now),
    }),
  },
]
