import { chainNoise, marketMood } from './activity'
import { keyCurve, noiseOf, slowOctaves } from './marketState'
import type { DemoModel } from './model'
import { dailyCloses } from './priceModel'
import type { AssetProfile } from './profile'
import { dateToDay } from './time'
import type { DailyBreakdown, MetricContext } from './metrics/definition'
import { dailyFees } from './metrics/fees'
import { hashRates } from './metrics/mining'
import { dailyIssuance } from './metrics/supply'

/*
 * Miners: revenue (new coins plus fees), Bitcoin's mining pools and what they hold. Each pool
 * takes a share of the hash rate that follows its history (key shares below, with slow noise);
 * `others` is the rest (solo miners before pools existed, small pools today). A pool earns its
 * hash-rate share of the day's revenue, keeps it in its wallets and sells a share of its balance
 * each day, more when the market runs hot. The day's sales are the miners' outflow.
 */

/** Pools, the share of the hash rate each had at key dates (0 before it started). */
const pools = [
  ['foundry_usa', '2020-08-31=0 2021-06-01=0.12 2022-06-01=0.22 2024-01-01=0.28 2025-10-06=0.3'],
  ['antpool', '2014-04-30=0 2015-06-01=0.2 2017-06-01=0.18 2020-01-01=0.12 2025-10-06=0.18'],
  ['f2pool', '2013-05-01=0 2014-06-01=0.25 2016-06-01=0.26 2020-01-01=0.16 2025-10-06=0.1'],
  ['viabtc', '2016-05-31=0 2017-06-01=0.08 2020-01-01=0.06 2025-10-06=0.11'],
  ['binance_pool', '2020-04-30=0 2021-06-01=0.1 2022-06-01=0.11 2025-10-06=0.05'],
  ['marapool', '2021-04-30=0 2022-06-01=0.02 2024-01-01=0.04 2025-10-06=0.05'],
] as const
export const poolNames = pools.map(([name]) => name)
export const minerKeys = [...poolNames, 'others'] as const

const curves = pools.map(([, points]) => keyCurve(points))
/** Until then most blocks went to solo miners; part of what they mined has never moved since. */
const soloEnd = dateToDay('2013-01-01')
/** The share of the solo era's coins left untouched (lost keys, the early miners' stash). */
const dormantShare = 0.15

/** Coins issued plus fees, per day, on the asset's grid (the miners' revenue). */
export function minerRevenue(model: DemoModel, profile: AssetProfile, now: number): Float64Array {
  return model.daily(profile, 'miner-revenue', now, () => {
    const fees = dailyFees(model, profile, now)
    return dailyIssuance(model, profile, now).map((issued, i) => issued + (fees[i] ?? 0))
  })
}

/** Share of the hash rate per miner key on Bitcoin's grid (they add up to 1). */
function poolShares(ctx: MetricContext): Record<string, Float64Array> {
  const grid = ctx.model.grid(ctx.profile, ctx.now)
  const noises = poolNames.map((name) => noiseOf(ctx, `pool/${name}`, slowOctaves))
  const shares: Record<string, Float64Array> = {}
  for (const key of minerKeys) shares[key] = new Float64Array(grid.n)
  for (let i = 0; i < grid.n; i++) {
    const day = grid.start + i
    const raw = curves.map(
      (curve, k) => Math.max(0, curve(day)) * Math.exp(0.25 * (noises[k]?.(day) ?? 0)),
    )
    const pooled = raw.reduce((a, b) => a + b, 0)
    // Small pools and solo miners always keep a few percent.
    const others = Math.max(0.04, 1 - pooled)
    const sum = pooled + others
    poolNames.forEach((name, k) => {
      const column = shares[name]
      if (column !== undefined) column[i] = (raw[k] ?? 0) / sum
    })
    const rest = shares.others
    if (rest !== undefined) rest[i] = others / sum
  }
  return shares
}

/** Hash rate (H/s) per miner key; the keys add up to mining/hash_rate_mean. */
export function hashRateByPool(ctx: MetricContext): DailyBreakdown {
  return ctx.model.memo.get(`${ctx.profile.symbol}|hash-by-pool|${ctx.now}`, () => {
    const rate = hashRates(ctx.model, ctx.profile, ctx.now)
    const shares = poolShares(ctx)
    const o = Object.fromEntries(
      minerKeys.map((key) => [key, Float64Array.from(rate, (r, i) => r * (shares[key]?.[i] ?? 0))]),
    )
    return { start: ctx.model.grid(ctx.profile, ctx.now).start, o }
  })
}

export interface MinerBalances {
  start: number
  /** Coins held per miner key. */
  balances: Record<string, Float64Array>
  /** Coins the miners sold (sent out) each day, all keys together. */
  outflow: Float64Array
}

/** Balances per miner key and the daily outflow, in one causal pass. */
export function minerBalances(ctx: MetricContext): MinerBalances {
  return ctx.model.memo.get(`${ctx.profile.symbol}|miner-balances|${ctx.now}`, () => {
    const { model, profile, now } = ctx
    const grid = model.grid(profile, now)
    const revenue = minerRevenue(model, profile, now)
    const mood = marketMood(model, profile, now, 200)
    const shares = poolShares(ctx)
    const balances: Record<string, Float64Array> = {}
    for (const key of minerKeys) balances[key] = new Float64Array(grid.n)
    const outflow = new Float64Array(grid.n)
    const held = minerKeys.map(() => 0)
    let dormant = 0
    for (let i = 0; i < grid.n; i++) {
      const day = grid.start + i
      // Pools sell about 0.5% of their holdings a day, up to three times more in a hot market.
      const heat = Math.exp(Math.max(-0.5, Math.min(1.1, mood[i] ?? 0)))
      const jitter = Math.exp(0.3 * chainNoise(model, profile, 'miner-sales', day))
      let sold = 0
      minerKeys.forEach((key, k) => {
        let earned = (revenue[i] ?? 0) * (shares[key]?.[i] ?? 0)
        if (key === 'others' && day < soloEnd) {
          dormant += dormantShare * earned
          earned -= dormantShare * earned
        }
        const sale = (held[k] ?? 0) * Math.min(0.5, 0.005 * heat * jitter)
        held[k] = (held[k] ?? 0) - sale + earned
        sold += sale
        const column = balances[key]
        if (column !== undefined) column[i] = (held[k] ?? 0) + (key === 'others' ? dormant : 0)
      })
      outflow[i] = sold
    }
    return { start: grid.start, balances, outflow }
  })
}

/** Mined value in USD per day: new coins × the day's close (what the Puell multiple divides). */
export function minedUsd(model: DemoModel, profile: AssetProfile, now: number): Float64Array {
  const close = dailyCloses(model, profile, now)
  return dailyIssuance(model, profile, now).map((issued, i) => issued * (close[i] ?? NaN))
}
