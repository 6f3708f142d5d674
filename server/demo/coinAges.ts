import { marketMood } from './activity'
import type { DemoModel } from './model'
import { dailyCloses } from './priceModel'
import type { AssetProfile } from './profile'
import { fractalNoise, type Octave } from './random'
import { dailySupply } from './valuation'

/*
 * Coin ages: how long the supply has sat unmoved, and at what price it last moved. The supply
 * is split into compartments by age; every day each compartment spends a share of its coins
 * (young coins move far more often, old coins wake up in bull markets), spent and newly issued
 * coins restart at age zero at the day's close, and the rest ages. Compartments of one band are
 * chained (an Erlang delay), so coins leave a band about when they outgrow it. One pass over the
 * days, O(days × compartments), causal, and the compartments always add up to the supply.
 */

/** Age bands of the hodl waves (Glassnode's keys), with their upper edge in days. */
export const ageBands = [
  ['24h', 1],
  ['1d_1w', 7],
  ['1w_1m', 30],
  ['1m_3m', 90],
  ['3m_6m', 180],
  ['6m_12m', 365],
  ['1y_2y', 730],
  ['2y_3y', 1095],
  ['3y_5y', 1825],
  ['5y_7y', 2555],
  ['7y_10y', 3650],
  ['more_10y', Infinity],
] as const
export type AgeBand = (typeof ageBands)[number][0]
export const ageBandKeys: readonly AgeBand[] = ageBands.map(([key]) => key)

/** Long-term holders: coins unmoved for at least 155 days (the public definition). */
export const lthDays = 155

/** Daily chance of a coin of each band moving, for a chain as busy as Bitcoin (velocity 2%). */
const spendRates: Record<AgeBand, number> = {
  '24h': 0.3,
  '1d_1w': 0.06,
  '1w_1m': 0.02,
  '1m_3m': 0.007,
  '3m_6m': 0.0035,
  '6m_12m': 0.002,
  '1y_2y': 0.0013,
  '2y_3y': 0.0009,
  '3y_5y': 0.0006,
  '5y_7y': 0.0003,
  '7y_10y': 0.0002,
  more_10y: 0.00005,
}
const btcVelocity = 0.02
/** Holders of old coins sell into rallies and sit through bear markets. */
const oldCoinMood = 1.6
const youngCoinMood = 0.4
const spendOctaves: readonly Octave[] = [
  [20, 0.6],
  [3, 0.4],
]

interface Compartment {
  band: number
  /** Days a coin spends in it on average (1 = it moves on every day). */
  width: number
  /** Age of its coins in the middle, for coin days destroyed. */
  age: number
  lth: boolean
}

/** Compartments from young to old; bands are split at 155 days for the LTH/STH boundary. */
const compartments: readonly Compartment[] = (() => {
  const out: Compartment[] = []
  let from = 0
  ageBands.forEach(([, to], band) => {
    const edges = to === Infinity ? [] : from < lthDays && to > lthDays ? [lthDays, to] : [to]
    if (edges.length === 0) {
      out.push({ band, width: Infinity, age: from + 1500, lth: true })
      return
    }
    for (const edge of edges) {
      const span = edge - from
      const n = span <= 6 ? span : Math.min(8, Math.ceil(span / 6))
      for (let k = 0; k < n; k++) {
        const width = span / n
        out.push({ band, width, age: from + width * (k + 0.5), lth: from >= lthDays })
      }
      from = edge
    }
  })
  return out
})()

/** Daily outputs of the coin-age model on the asset's grid. */
export interface CoinAges {
  /** Coins per age band (sum = supply). */
  bands: Record<AgeBand, Float64Array>
  /** Realized value (USD at the last move) per age band (sum = realized cap). */
  bandValues: Record<AgeBand, Float64Array>
  lthSupply: Float64Array
  lthValue: Float64Array
  /** Coins that moved during the day and their age in days, summed (coin days destroyed). */
  spent: Float64Array
  cdd: Float64Array
  /** Coins spent that were at least an hour old (all but the youngest band), and their cost. */
  spentAdjusted: Float64Array
  spentAdjustedCost: Float64Array
  spentSth: Float64Array
  spentSthCost: Float64Array
  spentLth: Float64Array
  spentLthCost: Float64Array
  /** USD gained (sold above cost) and lost (sold below cost) by the coins spent. */
  realizedProfit: Float64Array
  realizedLoss: Float64Array
}

const byBand = (length: number) =>
  Object.fromEntries(ageBandKeys.map((key) => [key, new Float64Array(length)])) as Record<
    AgeBand,
    Float64Array
  >

/** The coin-age model of an asset, memoised per `now`. */
export function coinAges(model: DemoModel, profile: AssetProfile, now: number): CoinAges {
  return model.memo.get(`${profile.symbol}|coinages|${now}`, () => {
    const grid = model.grid(profile, now)
    const n = grid.n
    const close = dailyCloses(model, profile, now)
    const supply = dailySupply(model, profile, now)
    const mood = marketMood(model, profile, now, 365)
    const key = model.key(profile.symbol, 'coinages')
    const pace = Math.sqrt(profile.activity.velocity / btcVelocity)
    const m = compartments.length
    const c = new Float64Array(m)
    const v = new Float64Array(m)
    const out: CoinAges = {
      bands: byBand(n),
      bandValues: byBand(n),
      lthSupply: new Float64Array(n),
      lthValue: new Float64Array(n),
      spent: new Float64Array(n),
      cdd: new Float64Array(n),
      spentAdjusted: new Float64Array(n),
      spentAdjustedCost: new Float64Array(n),
      spentSth: new Float64Array(n),
      spentSthCost: new Float64Array(n),
      spentLth: new Float64Array(n),
      spentLthCost: new Float64Array(n),
      realizedProfit: new Float64Array(n),
      realizedLoss: new Float64Array(n),
    }
    const bandKeys = ageBandKeys
    // Everything that exists on the first day (a premine, a fork's inherited coins) is new then.
    let previous = 0
    for (let i = 0; i < n; i++) {
      const price = close[i] ?? NaN
      const day = grid.start + i
      const swing = Math.max(-1, Math.min(1, mood[i] ?? 0))
      const noise = Math.exp(0.25 * fractalNoise(key, day, spendOctaves))
      let spentCoins = 0
      for (let k = 0; k < m; k++) {
        const part = compartments[k] as Compartment
        const old = part.age >= 90 ? oldCoinMood : youngCoinMood
        const rate = Math.min(
          0.9,
          (spendRates[bandKeys[part.band] as AgeBand] ?? 0) * pace * noise * Math.exp(old * swing),
        )
        const coins = (c[k] ?? 0) * rate
        if (coins <= 0) continue
        const cost = (v[k] ?? 0) * rate
        c[k] = (c[k] ?? 0) - coins
        v[k] = (v[k] ?? 0) - cost
        spentCoins += coins
        const gain = coins * price - cost
        const book = gain > 0 ? out.realizedProfit : out.realizedLoss
        book[i] = (book[i] ?? 0) + Math.abs(gain)
        out.cdd[i] = (out.cdd[i] ?? 0) + coins * part.age
        if (k > 0) {
          out.spentAdjusted[i] = (out.spentAdjusted[i] ?? 0) + coins
          out.spentAdjustedCost[i] = (out.spentAdjustedCost[i] ?? 0) + cost
        }
        const [amount, basis] = part.lth
          ? [out.spentLth, out.spentLthCost]
          : [out.spentSth, out.spentSthCost]
        amount[i] = (amount[i] ?? 0) + coins
        basis[i] = (basis[i] ?? 0) + cost
      }
      out.spent[i] = spentCoins
      // Age by one day, oldest first, so a coin moves at most one compartment a day.
      for (let k = m - 2; k >= 0; k--) {
        const share = Math.min(1, 1 / (compartments[k] as Compartment).width)
        const coins = (c[k] ?? 0) * share
        const value = (v[k] ?? 0) * share
        c[k] = (c[k] ?? 0) - coins
        v[k] = (v[k] ?? 0) - value
        c[k + 1] = (c[k + 1] ?? 0) + coins
        v[k + 1] = (v[k + 1] ?? 0) + value
      }
      const issued = (supply[i] ?? 0) - previous
      previous = supply[i] ?? 0
      if (issued < 0) {
        // Burnt or locked coins leave every age alike.
        const total = c.reduce((a, b) => a + b, 0)
        const keep = total > 0 ? Math.max(0, 1 + issued / total) : 0
        for (let k = 0; k < m; k++) {
          c[k] = (c[k] ?? 0) * keep
          v[k] = (v[k] ?? 0) * keep
        }
      }
      const fresh = spentCoins + Math.max(0, issued)
      c[0] = (c[0] ?? 0) + fresh
      v[0] = (v[0] ?? 0) + fresh * price
      for (let k = 0; k < m; k++) {
        const part = compartments[k] as Compartment
        const band = bandKeys[part.band] as AgeBand
        const coins = c[k] ?? 0
        const value = v[k] ?? 0
        out.bands[band][i] = (out.bands[band][i] ?? 0) + coins
        out.bandValues[band][i] = (out.bandValues[band][i] ?? 0) + value
        if (part.lth) {
          out.lthSupply[i] = (out.lthSupply[i] ?? 0) + coins
          out.lthValue[i] = (out.lthValue[i] ?? 0) + value
        }
      }
    }
    return out
  })
}

/** The sum of an age model's band values: the realized cap it implies. */
export function realizedFromAges(ages: CoinAges, n: number): Float64Array {
  const out = new Float64Array(n)
  for (const band of ageBandKeys) {
    const values = ages.bandValues[band]
    for (let i = 0; i < n; i++) out[i] = (out[i] ?? 0) + (values[i] ?? 0)
  }
  return out
}
