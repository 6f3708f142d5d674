import { ageBands, coinAges, lthDays, realizedFromAges } from './coinAges'
import type { DemoModel } from './model'
import type { AssetProfile } from './profile'
import { realizedCap } from './valuation'

/*
 * Where the supply's cost bases sit: each age band holds coins around its average cost, spread
 * log-normally (coins of one band were bought over days or years: the wider the band, the wider
 * the spread; the band holding the 155-day boundary is split into its STH and LTH parts). The
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

/** One part of day `i`'s supply: coins, ln of the scaled cost basis, spread, long-term or not. */
export interface CostComponent {
  coins: number
  lnCost: number
  spread: number
  lth: boolean
}

/** Log spread of the cost bases inside a band `days` wide: prices move about 3% a day. */
const spreadOf = (days: number) => Math.min(0.8, 0.05 + 0.03 * Math.sqrt(days))

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
  const out: CostComponent[] = []
  const add = (coins: number, value: number, days: number, lth: boolean) => {
    if (coins > 0)
      out.push({ coins, lnCost: Math.log((value / coins) * scale), spread: spreadOf(days), lth })
  }
  // Long-term holders' coins beyond the bands wholly older than 155 days sit in the split band.
  let lthCoins = ages.lthSupply[i] ?? 0
  let lthValue = ages.lthValue[i] ?? 0
  let from = 0
  const split: [number, number, number][] = []
  for (const [key, to] of ageBands) {
    const coins = ages.bands[key][i] ?? 0
    const value = ages.bandValues[key][i] ?? 0
    const days = Math.min(to, 3 * 3650) - from
    if (from >= lthDays) {
      add(coins, value, days, true)
      lthCoins -= coins
      lthValue -= value
    } else if (to > lthDays) split.push([coins, value, days])
    else add(coins, value, days, false)
    from = to
  }
  for (const [coins, value, days] of split) {
    const lth = Math.min(coins, Math.max(0, lthCoins))
    const lthPart = coins > 0 ? Math.min(value, Math.max(0, lthValue)) : 0
    add(lth, lthPart, days, true)
    add(coins - lth, value - lthPart, days, false)
  }
  return out
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
