import { demoProfiles } from '../assets'
import type { DailySeries, DemoModel } from '../model'
import { lnPriceAt, priceKnots, priceStartDay } from '../priceModel'
import type { AssetProfile } from '../profile'
import { fractalNoise, type Octave } from '../random'
import { clamp, sigmoid } from '../series'
import { supplyCurve } from '../supplyModel'
import { DAY, HOUR, TEN_MINUTES, dateToDay, dayOf } from '../time'
import { dailySupply, marketCap, realizedCap } from '../valuation'
import type { MetricContext } from './definition'

/*
 * Cross-asset numbers of the home page (metrics/home.ts): sums over every demo asset, and
 * per-asset snapshots at the times of a document series. Prices come from the same 10-minute
 * price function as market/price_usd_close, and market caps are price × supply of the same
 * moment, so every snapshot agrees with the per-asset metrics.
 */

export function isStablecoin(profile: AssetProfile): boolean {
  return profile.price.kind === 'stable'
}

/**
 * Sums daily arrays of every demo asset on the context asset's grid, from its first traded day.
 * Days where an asset has no value (NaN: before it traded) add nothing.
 */
export function sumOverAssets(
  ctx: MetricContext,
  perAsset: (profile: AssetProfile) => Float64Array,
): DailySeries {
  const grid = ctx.model.grid(ctx.profile, ctx.now)
  const first = Math.max(0, priceStartDay(ctx.profile) - grid.start)
  const sum = new Float64Array(grid.n - first)
  for (const profile of demoProfiles) {
    const values = perAsset(profile)
    const offset = ctx.model.grid(profile, ctx.now).start - grid.start - first
    for (let i = Math.max(0, -offset); i < values.length && i + offset < sum.length; i++) {
      const value = values[i] ?? NaN
      if (!Number.isNaN(value)) sum[i + offset] = (sum[i + offset] ?? 0) + value
    }
  }
  return { start: grid.start + first, v: sum }
}

const volumeOctaves: readonly Octave[] = [
  [20, 0.5],
  [4, 0.3],
  [1, 0.2],
]
const futuresFrom = dateToDay('2016-01-01')
const futuresMature = dateToDay('2021-01-01')

/**
 * Daily spot and futures volume in USD of one asset on its grid: a share of its market cap
 * (stablecoins turn over faster), higher on days with big moves, with noise of its own. Futures
 * grew from nothing in 2016 to two and a half times spot by 2021; stablecoins have none.
 */
export function dailyVolumes(model: DemoModel, profile: AssetProfile, now: number) {
  const compute = (market: 'spot' | 'futures') =>
    model.daily(profile, `volume-${market}`, now, (grid) => {
      const caps = marketCap(model, profile, now)
      const key = model.key(profile.symbol, `home/volume-${market}`)
      const turnover = isStablecoin(profile) ? 0.08 : 0.03
      return Float64Array.from({ length: grid.n }, (_, i) => {
        const day = grid.start + i
        const move = Math.abs(Math.log((caps[i] ?? NaN) / (caps[i - 1] ?? NaN))) || 0
        const spot = (caps[i] ?? NaN) * turnover * (1 + 8 * move)
        const noisy = spot * Math.exp(0.3 * fractalNoise(key, day, volumeOctaves))
        if (market === 'spot') return noisy
        if (isStablecoin(profile)) return 0
        const age = clamp((day - futuresFrom) / (futuresMature - futuresFrom), 0, 1)
        return noisy * 2.5 * age * age * (3 - 2 * age)
      })
    })
  return { spot: compute('spot'), futures: compute('futures') }
}

/** Seconds of each `period` value of top_movers and treemaps. */
export const periodSeconds: Readonly<Record<string, number>> = {
  '1h': HOUR,
  '24h': DAY,
  '7d': 7 * DAY,
}

/** The `period` parameter, or its default (the first allowed value). */
export function periodOf(ctx: MetricContext): number {
  return periodSeconds[ctx.params.period ?? '24h'] ?? DAY
}

const resolutionSeconds = { '10m': TEN_MINUTES, '1h': HOUR, '24h': DAY } as const
export type SnapshotResolution = keyof typeof resolutionSeconds

/**
 * The points of a document series: the last `days` days of buckets up to `now`. `t` is the
 * bucket's start, as in every series; its values are taken at the bucket's last 10-minute step
 * (or `now` for the open bucket), as closes are.
 */
export function snapshotTimes(now: number, resolution: SnapshotResolution, days: number) {
  const size = resolutionSeconds[resolution]
  const last = Math.floor(now / size) * size
  const count = Math.round((days * DAY) / size)
  const t = Float64Array.from({ length: count }, (_, k) => last - (count - 1 - k) * size)
  const at = t.map((start) => Math.min(start + size - TEN_MINUTES, now))
  return { t, at }
}

/** The asset's price at 10-minute steps `times`; NaN before it traded. */
export function pricesAt(
  model: DemoModel,
  profile: AssetProfile,
  times: Float64Array,
  now: number,
): Float64Array {
  const knots = priceKnots(model, profile, dayOf(now) + 1)
  const first = priceStartDay(profile) * DAY
  return times.map((t) => (t < first ? NaN : Math.exp(lnPriceAt(knots, t))))
}

/** Market cap at a 10-minute step: price × supply of the same moment, as market/marketcap_usd. */
export function marketCapsAt(profile: AssetProfile, prices: Float64Array, times: Float64Array) {
  const supply = supplyCurve(profile)
  return prices.map((price, k) => price * supply(times[k] ?? NaN))
}

const soprOctaves: readonly Octave[] = [
  [6, 0.6],
  [1, 0.4],
]

export interface OnchainSnapshot {
  supplyInProfit: number
  sopr: number
  mvrv: number
}

/**
 * MVRV, supply in profit and SOPR of one asset at a moment, from its price then and the realized
 * price (realized cap / supply) of the day before, so a value never depends on a later price.
 * Supply in profit: cost bases spread log-normally around the realized price, so the share in
 * profit is a logistic of ln(MVRV). SOPR: coins spent at the moment are mostly a day old or so,
 * so it follows the last 24 hours' move, lifted a little when holders sit on profits.
 */
export function onchainAt(
  model: DemoModel,
  profile: AssetProfile,
  now: number,
  at: number,
  price: number,
  dayAgoPrice: number,
): OnchainSnapshot {
  const grid = model.grid(profile, now)
  const i = dayOf(at) - 1 - grid.start
  const realizedPrice =
    (realizedCap(model, profile, now)[i] ?? NaN) / (dailySupply(model, profile, now)[i] ?? NaN)
  const mvrv = price / realizedPrice
  const noise = fractalNoise(model.key(profile.symbol, 'home/sopr'), at / HOUR, soprOctaves)
  return {
    mvrv,
    supplyInProfit: sigmoid(2.5 * Math.log(mvrv)),
    sopr: Math.exp(0.3 * Math.log(price / dayAgoPrice) + 0.02 * Math.log(mvrv) + 0.004 * noise),
  }
}
