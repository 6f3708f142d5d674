import { supplyCurve } from '../supplyModel'
import { DAY } from '../time'
import { dailySupply } from '../valuation'
import type { DemoModel } from '../model'
import type { AssetProfile } from '../profile'
import { allSymbols, halvingSymbols } from './assetLists'
import type { MetricDefinition } from './definition'

/** Coins issued each day on the asset's grid. */
export function dailyIssuance(model: DemoModel, profile: AssetProfile, now: number): Float64Array {
  return model.daily(profile, 'issued', now, (grid) => {
    const supply = dailySupply(model, profile, now)
    // What existed at genesis was not issued on day one: Bitcoin Cash inherited Bitcoin's
    // coins at the fork, and Bitcoin's genesis block (never spendable) predates its first day.
    const atGenesis = supplyCurve(profile)(grid.start * DAY)
    return supply.map((value, i) => value - (i === 0 ? atGenesis : (supply[i - 1] ?? 0)))
  })
}

export const supplyMetrics: MetricDefinition[] = [
  {
    path: 'supply/current',
    name: 'Circulating Supply',
    tier: 1,
    description: 'The number of coins in circulation.',
    assets: allSymbols,
    resolutions: ['24h', '1w', '1month'],
    unit: 'native',
    shape: 'value',
    aggregation: 'last',
    daily: ({ model, profile, now }) => ({
      start: model.grid(profile, now).start,
      v: dailySupply(model, profile, now),
    }),
  },
  {
    path: 'supply/issued',
    name: 'Issuance',
    tier: 2,
    description: 'New coins created by block rewards in each interval.',
    assets: halvingSymbols,
    resolutions: ['24h', '1w', '1month'],
    unit: 'native',
    shape: 'value',
    aggregation: 'sum',
    daily: ({ model, profile, now }) => ({
      start: model.grid(profile, now).start,
      v: dailyIssuance(model, profile, now),
    }),
  },
]
