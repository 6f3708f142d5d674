import { coinAges, compartmentIsLth, compartmentSpreads, realizedFromAges } from './coinAges'
import type { DemoModel } from './model'
import type { AssetProfile } from './profile'
import { realizedCap } from './valuation'

/*
 * Where the supply's cost bases sit: each coin-age compartment holds coins around its average
 * cost, spread log-normally (coins of one compartment were bought over weeks or years). The
 * costs are scaled day by day so that their sum is the realized cap of valuation.ts: supply in
 * profit, the price distributions and the cohort NUPLs all agree with MVRV.
 */

/** Standard normal cumulative distribution (Abramowitz-Stegun 7.1.26, error below 1.5e-7). */
export function normalCdf(x: number): number {
  const t = 1 / (1 + 0.3275911 * (Math.abs(x) / Math.SQRT2))
  const poly =
    t *
    (0.254829592 + t * (-0.284496736 + t * (1.421413741 + t * (-1.453152027 + t * 1.061405429))))
  const erf = 1 - poly * Math.exp(-(x * x) / 2)
  return x >= 0 ? (1 + erf) / 2 : (1 - erf) / 2
}

/** Day `i`'s compartments: coins, ln of the scaled cost basis, spread, long-term or not. */
export interface CostComponent {
  coins: number
  lnCost: number
  spread: number
  lth: boolean
}

export function costComponents(
  model: DemoModel,
  profile: AssetProfile,
  now: number,
  i: number,
): CostComponent[] {
  const ages = coinAges(model, profile, now)
  const n = model.grid(profile, now).n
  const implied = model.memo.get(`${profile.symbol}|agesrealized|${now}`, () =>
    realizedFromAges(ages, n),
  )
  const rc = realizedCap(model, profile, now)[i] ?? NaN
  // Before the first traded day there is no realized cap: the model's own costs stand.
  const scale = Number.isFinite(rc) ? rc / (implied[i] ?? NaN) : 1
  return ages.coins.map((coins, k) => ({
    coins: coins[i] ?? 0,
    lnCost: Math.log((ages.costs[k]?.[i] ?? NaN) * scale),
    spread: compartmentSpreads[k] ?? 0.5,
    lth: compartmentIsLth[k] ?? true,
  }))
}

/** Coins of `components` with a cost basis below `price`. */
export function coinsBelow(components: readonly CostComponent[], price: number): number {
  let sum = 0
  for (const part of components) {
    if (part.coins <= 0) continue
    sum += part.coins * normalCdf((Math.log(price) - part.lnCost) / part.spread)
  }
  return sum
}

/**
 * Coins per price interval between ascending `edges` (the first interval starts at 0 and the
 * last one is open above), so the amounts add up to all the coins.
 */
export function coinsBetween(components: readonly CostComponent[], edges: readonly number[]) {
  const below = edges.map((edge) => coinsBelow(components, edge))
  const all = components.reduce((sum, part) => sum + part.coins, 0)
  return [...below, all].map((value, j) => value - (j === 0 ? 0 : (below[j - 1] ?? 0)))
}

/** Coins in profit (cost below the day's close) of everyone, short- and long-term holders. */
export interface ProfitSplit {
  sthProfit: Float64Array
  sthLoss: Float64Array
  lthProfit: Float64Array
  lthLoss: Float64Array
}

export function profitSplit(
  model: DemoModel,
  profile: AssetProfile,
  now: number,
  close: Float64Array,
): ProfitSplit {
  return model.memo.get(`${profile.symbol}|profitsplit|${now}`, () => {
    const n = model.grid(profile, now).n
    const out: ProfitSplit = {
      sthProfit: new Float64Array(n),
      sthLoss: new Float64Array(n),
      lthProfit: new Float64Array(n),
      lthLoss: new Float64Array(n),
    }
    for (let i = 0; i < n; i++) {
      const components = costComponents(model, profile, now, i)
      for (const lth of [false, true]) {
        const cohort = components.filter((part) => part.lth === lth)
        const coins = cohort.reduce((sum, part) => sum + part.coins, 0)
        const profit = coinsBelow(cohort, close[i] ?? NaN)
        ;(lth ? out.lthProfit : out.sthProfit)[i] = profit
        ;(lth ? out.lthLoss : out.sthLoss)[i] = coins - profit
      }
    }
    return out
  })
}
