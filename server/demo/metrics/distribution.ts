import { closeTime, type DemoModel } from '../model'
import { priceStartDay } from '../priceModel'
import type { AssetProfile } from '../profile'
import { fractalNoise, type Octave } from '../random'
import { DAY, dateToDay } from '../time'
import { dailySupply } from '../valuation'
import { allSymbols } from './assetLists'
import type { MetricDefinition } from './definition'

/** Exchanges of the balance breakdown: when each opened and its usual share of the total. */
const exchanges = [
  { name: 'binance', opened: '2017-07-14', weight: 0.36 },
  { name: 'coinbase', opened: '2012-06-01', weight: 0.3 },
  { name: 'kraken', opened: '2013-09-10', weight: 0.1 },
  { name: 'bitfinex', opened: '2012-10-01', weight: 0.12 },
  { name: 'okx', opened: '2013-06-01', weight: 0.12 },
] as const

export const exchangeNames = exchanges.map((exchange) => exchange.name)

/** Days an exchange takes to build up its holdings of a newly listed asset. */
const rampDays = 180
/** Exchange reserves swelled into 2020 and have been drained by self-custody and ETFs since. */
const reservePeak = dateToDay('2020-03-01')
/** Deposits and withdrawals move balances over weeks and months, not day to day. */
const balanceOctaves: readonly Octave[] = [
  [90, 0.7],
  [20, 0.3],
]

/**
 * Balance held by one exchange on the asset's grid: supply × the asset's exchange share × the
 * exchange's weight, from the day it listed the asset (not before it opened or before the asset
 * traded), ramping up over half a year, with slow noise of its own.
 */
function exchangeBalance(model: DemoModel, profile: AssetProfile, now: number, index: number) {
  const exchange = exchanges[index]
  if (exchange === undefined) throw new Error(`No exchange ${index}`)
  return model.daily(profile, `balance-${exchange.name}`, now, (grid) => {
    const supply = dailySupply(model, profile, now)
    const listed = Math.max(dateToDay(exchange.opened), priceStartDay(profile))
    const key = model.key(profile.symbol, `balance/${exchange.name}`)
    return Float64Array.from({ length: grid.n }, (_, i) => {
      const day = grid.start + i
      const age = (closeTime(grid, i) / DAY - listed) / rampDays
      if (age <= 0) return 0
      const ramp = age >= 1 ? 1 : age * age * (3 - 2 * age)
      const era = 1 + 0.2 * Math.exp(-(((day - reservePeak) / 700) ** 2))
      const noise = Math.exp(0.35 * fractalNoise(key, day, balanceOctaves))
      return (supply[i] ?? 0) * profile.exchangeShare * exchange.weight * ramp * era * noise
    })
  })
}

export const distributionMetrics: MetricDefinition[] = [
  {
    path: 'distribution/balance_exchanges',
    name: 'Balance on Exchanges',
    tier: 2,
    description:
      'Coins held in the wallets of exchanges; aggregated is the sum over the listed exchanges.',
    assets: allSymbols,
    resolutions: ['24h', '1w', '1month'],
    unit: 'native',
    parameters: { e: ['aggregated', ...exchangeNames] },
    shape: 'value',
    aggregation: 'last',
    daily: ({ model, profile, now, params }) => {
      // Coins reach exchanges once they trade; the days before would be zeros.
      const grid = model.grid(profile, now)
      const offset = Math.max(0, Math.min(grid.n, priceStartDay(profile) - grid.start))
      const start = grid.start + offset
      const wanted = params.e ?? 'aggregated'
      if (wanted !== 'aggregated') {
        const index = exchangeNames.indexOf(wanted as (typeof exchangeNames)[number])
        if (index < 0) throw new Error(`Unknown exchange: ${wanted}`)
        return { start, v: exchangeBalance(model, profile, now, index).subarray(offset) }
      }
      // The total is the sum of the parts, added in a fixed order, so the subsets add up to it.
      const parts = exchanges.map((_, index) => exchangeBalance(model, profile, now, index))
      const v = new Float64Array(grid.n - offset)
      for (const part of parts) {
        for (let i = 0; i < v.length; i++) v[i] = (v[i] ?? 0) + (part[i + offset] ?? 0)
      }
      return { start, v }
    },
  },
]
