import { chainNoise } from './activity'
import { addressTypeSymbols } from './addressTypes'
import type { Curve } from './curve'
import { keyCurve } from './marketState'
import type { DailyBreakdown, MetricContext } from './metrics/definition'
import { transactionCounts, transferVolume } from './metrics/transactions'
import type { DemoModel } from './model'
import type { AssetProfile } from './profile'
import { supplyByNetwork } from './stablecoinModel'

/*
 * Transaction sizes and transfers, built on transactions/count and transfers_volume_sum. A
 * transaction carries several transfers on UTXO chains (outputs to several payees) and a little
 * over one elsewhere (a payment plus the token moves of contract calls). Transfer values are
 * spread log-normally, so the median transfer is a small fraction of the mean.
 */

/** Mean transaction size in bytes at key dates (SegWit, inscriptions, rollup calldata). */
const sizeHistories: Readonly<Record<string, string>> = {
  BTC: '2009-01-03=220 2012-01-01=300 2015-01-01=450 2017-08-24=550 2020-01-01=520 2023-03-01=650 2024-06-01=560 2026-11-01=520',
  LTC: '2011-10-07=230 2017-01-01=400 2022-06-01=450 2026-11-01=420',
  BCH: '2017-08-01=450 2026-11-01=400',
  ETH: '2015-07-30=150 2017-06-01=220 2020-06-01=350 2024-03-13=600 2026-11-01=550',
}
const defaultSize = '2015-01-01=250'
const sizeCurves = new Map<string, Curve>()

function sizeCurve(symbol: string): Curve {
  let curve = sizeCurves.get(symbol)
  if (curve === undefined) {
    curve = keyCurve(sizeHistories[symbol] ?? defaultSize)
    sizeCurves.set(symbol, curve)
  }
  return curve
}

/** Bytes of all the day's transactions (whole bytes). */
export function transactionBytes(model: DemoModel, profile: AssetProfile, now: number) {
  return model.daily(profile, 'txbytes', now, (grid) =>
    transactionCounts(model, profile, now).map((count, i) => {
      const day = grid.start + i
      const size =
        sizeCurve(profile.symbol)(day) * Math.exp(0.04 * chainNoise(model, profile, 'size', day))
      return Math.round(count * size)
    }),
  )
}

/** Transfers per day (whole numbers, at least one per transaction). */
export function transferCounts(model: DemoModel, profile: AssetProfile, now: number) {
  const perTransaction = addressTypeSymbols.includes(profile.symbol) ? 2.4 : 1.3
  return model.daily(profile, 'transfers', now, (grid) =>
    transactionCounts(model, profile, now).map((count, i) => {
      const noise = Math.exp(0.05 * chainNoise(model, profile, 'transfers', grid.start + i))
      return Math.max(count, Math.round(count * perTransaction * noise))
    }),
  )
}

/** Median over mean of the day's transfer values: exp(−σ²/2) for a log spread σ around 2.6. */
export function medianToMean(model: DemoModel, profile: AssetProfile, day: number): number {
  const sigma = 2.6 + 0.2 * chainNoise(model, profile, 'median', day)
  return Math.exp((-sigma * sigma) / 2)
}

/** Coins moved per day on each network relative to the coins issued there (Tron settles most). */
const networkVelocity: Readonly<Record<string, number>> = {
  ethereum: 1,
  tron: 3,
  solana: 2.5,
  omni: 0.2,
  bsc: 1.5,
  base: 2,
  arbitrum: 1.5,
  polygon: 1.5,
  avalanche: 1,
  ton: 2,
}
export const transferNetworks = Object.keys(networkVelocity)

/** A stablecoin's transfer volume per network (sum = transactions/transfers_volume_sum). */
export function transferVolumeByNetwork(ctx: MetricContext): DailyBreakdown {
  return ctx.model.memo.get(`${ctx.profile.symbol}|volumenetworks|${ctx.now}`, () => {
    const split = supplyByNetwork(ctx)
    const volume = transferVolume(ctx.model, ctx.profile, ctx.now)
    const networks = Object.keys(split.o)
    const o = Object.fromEntries(networks.map((name) => [name, new Float64Array(volume.length)]))
    volume.forEach((coins, i) => {
      const weights = networks.map(
        (name) => (split.o[name]?.[i] ?? 0) * (networkVelocity[name] ?? 1),
      )
      const sum = weights.reduce((a, b) => a + b, 0)
      networks.forEach((name, k) => {
        const column = o[name]
        if (column !== undefined) column[i] = sum > 0 ? (coins * (weights[k] ?? 0)) / sum : 0
      })
    })
    return { start: split.start, o }
  })
}
