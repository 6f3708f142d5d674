import { chainNoise, marketMood } from '../activity'
import { dailyCloses, skeleton } from '../priceModel'
import { dateToDay } from '../time'
import type { DemoModel } from '../model'
import type { AssetProfile } from '../profile'
import { feeSymbols } from './assetLists'
import type { MetricDefinition } from './definition'
import { transactionCounts } from './transactions'

/** The day the profiles' typical fees (`feeUsd`) refer to: the last key prices. */
const referenceDay = dateToDay('2025-10-06')

/** Fees per day in the asset's own coin, on its grid. */
export function dailyFees(model: DemoModel, profile: AssetProfile, now: number): Float64Array {
  return model.daily(profile, 'fees', now, (grid) => {
    const close = dailyCloses(model, profile, now)
    const mood = marketMood(model, profile, now, 90)
    const count = transactionCounts(model, profile, now)
    const feeUsd = profile.activity.feeUsd ?? 0
    const referencePrice = Math.exp(skeleton(profile)(referenceDay))
    return count.map((transactions, i) => {
      const price = close[i] ?? NaN
      // A fee in dollars rises with the price (less than in step) and steeply with demand for
      // block space, which peaks with the market.
      const perTransaction =
        feeUsd *
        (price / referencePrice) ** 0.8 *
        Math.exp(3 * Math.max(-1, Math.min(1, mood[i] ?? 0))) *
        Math.exp(0.3 * chainNoise(model, profile, 'fees', grid.start + i))
      return (transactions * perTransaction) / price
    })
  })
}

export const feeMetrics: MetricDefinition[] = [
  {
    path: 'fees/volume_sum',
    name: 'Fees',
    tier: 2,
    description: 'The total fees paid to miners or validators.',
    assets: feeSymbols,
    resolutions: ['24h', '1w', '1month'],
    unit: 'native',
    shape: 'value',
    aggregation: 'sum',
    daily: ({ model, profile, now }) => ({
      start: model.grid(profile, now).start,
      v: dailyFees(model, profile, now),
    }),
  },
]
