import { closeTime, type DemoModel } from './model'
import { dailyCloses, priceStartDay } from './priceModel'
import type { AssetProfile } from './profile'
import { supplyCurve } from './supplyModel'

/*
 * Supply and the valuations built on it, on the asset's daily grid. Market cap is price × supply
 * of the same moment (the day's close time), so the identity holds exactly for every point.
 */

/** Circulating supply at each day's close time. */
export function dailySupply(model: DemoModel, profile: AssetProfile, now: number): Float64Array {
  return model.daily(profile, 'supply', now, (grid) => {
    const curve = supplyCurve(profile)
    return Float64Array.from({ length: grid.n }, (_, i) => curve(closeTime(grid, i)))
  })
}

/** Market cap in USD; NaN before the first traded day. */
export function marketCap(model: DemoModel, profile: AssetProfile, now: number): Float64Array {
  return model.daily(profile, 'marketcap', now, (grid) => {
    const close = dailyCloses(model, profile, now)
    const supply = dailySupply(model, profile, now)
    const first = priceStartDay(profile) - grid.start
    return Float64Array.from({ length: grid.n }, (_, i) =>
      i < first ? NaN : (close[i] ?? NaN) * (supply[i] ?? NaN),
    )
  })
}

const realizedSpanDays = 730

/**
 * Realized cap: every coin valued at the price it last moved. Modelled as supply × a "realized
 * price" that trails the market price: an exponential moving average of the log price (two-year
 * span; log space, so one bubble does not dominate the average as it would in dollars). It
 * catches up faster
 *  - while the asset is young: early coins change hands quickly;
 *  - while holders sit on large profits (price far above it), because that is when they sell;
 *  - in deep losses, when capitulating holders sell coins bought near the top.
 * This keeps MVRV within the familiar range (mostly 0.5 to 4 for Bitcoin, 4 to 9 at cycle tops)
 * instead of exploding in bubbles or collapsing after them.
 */
export function realizedCap(model: DemoModel, profile: AssetProfile, now: number): Float64Array {
  return model.daily(profile, 'realizedcap', now, (grid) => {
    const close = dailyCloses(model, profile, now)
    const supply = dailySupply(model, profile, now)
    const first = Math.max(0, priceStartDay(profile) - grid.start)
    const out = new Float64Array(grid.n).fill(NaN)
    const alpha = 2 / (realizedSpanDays + 1)
    let realizedLn = Math.log(close[first] ?? NaN)
    for (let i = first; i < grid.n; i++) {
      const gap = Math.log(close[i] ?? NaN) - realizedLn
      const young = 1 + 8 * Math.exp(-(i - first) / 250)
      // Profit taking starts once the price is more than e^1.2 ≈ 3.3× the realized price (so
      // MVRV can reach 4-9 at cycle tops); capitulation in deep loss reprices coins fast, which
      // keeps MVRV above about 0.5 (NUPL above -1) even after the 2011 crash.
      const selling =
        gap > 0 ? 1 + 2 * Math.min(1, Math.max(0, gap - 1.2)) ** 2 : 1 + 12 * Math.min(1, -gap)
      realizedLn += alpha * young * selling * gap
      out[i] = Math.exp(realizedLn) * (supply[i] ?? NaN)
    }
    return out
  })
}
