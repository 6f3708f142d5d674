import { addressFlows } from './addressModel'
import { normalCdf } from './costBasis'
import type { DemoModel } from './model'
import type { AssetProfile } from './profile'
import { dailySupply } from './valuation'

/*
 * How balances are spread over the holders of an asset: log-normally around the mean balance
 * (supply / holders), with a wide log spread (a few whales, a long tail of dust). Counts above a
 * threshold are taken from the closed form and made non-increasing, so the wallet-size bands,
 * their differences, are non-negative and add up to the holders. Entities (clusters of addresses
 * of one owner) hold more each and are spread a little less.
 */

/** Thresholds of the `min_<x>_count` metrics, in coins. */
export const balanceThresholds = [
  ['1', 1],
  ['10', 10],
  ['100', 100],
  ['1k', 1e3],
  ['10k', 1e4],
] as const

/** Wallet-size bands (coins) by their lower edge, smallest first. */
export const sizeBands = [
  ['less_0001', 0],
  ['0001_001', 0.001],
  ['001_01', 0.01],
  ['01_1', 0.1],
  ['1_10', 1],
  ['10_100', 10],
  ['100_1k', 100],
  ['1k_10k', 1e3],
  ['10k_100k', 1e4],
  ['more_100k', 1e5],
] as const
export type SizeBand = (typeof sizeBands)[number][0]
export const sizeBandKeys: readonly SizeBand[] = sizeBands.map(([key]) => key)

/** Log spreads of balances: per address, and per entity (owners consolidate their coins). */
export const addressSpread = 3
export const entitySpread = 2.6

/** ln of the median balance when `holders` own `coins` log-normally with log spread `sigma`. */
const lnMedian = (holders: number, coins: number, sigma: number) =>
  Math.log(coins / holders) - (sigma * sigma) / 2

/** Holders with at least `x` coins (a whole number). */
export function holdersAbove(holders: number, coins: number, sigma: number, x: number): number {
  if (holders <= 0 || coins <= 0) return 0
  if (x <= 0) return holders
  const z = (Math.log(x) - lnMedian(holders, coins, sigma)) / sigma
  return Math.round(holders * (1 - normalCdf(z)))
}

/** Coins held by the holders with at least `x` coins (the log-normal's partial expectation). */
export function coinsAbove(holders: number, coins: number, sigma: number, x: number): number {
  if (holders <= 0 || coins <= 0) return 0
  if (x <= 0) return coins
  const z = (Math.log(x) - lnMedian(holders, coins, sigma) - sigma * sigma) / sigma
  return coins * (1 - normalCdf(z))
}

/** Counts at or above each of `edges` (ascending), never rising with the edge. */
export function countsAbove(
  holders: number,
  coins: number,
  sigma: number,
  edges: readonly number[],
) {
  let last = holders
  return edges.map((x) => (last = Math.min(last, holdersAbove(holders, coins, sigma, x))))
}

/** Per-band arrays from a per-day function giving one value per band. */
function byBand(
  n: number,
  perDay: (i: number) => readonly number[],
): Record<SizeBand, Float64Array> {
  const o = Object.fromEntries(sizeBandKeys.map((key) => [key, new Float64Array(n)]))
  for (let i = 0; i < n; i++) {
    const values = perDay(i)
    sizeBandKeys.forEach((key, k) => {
      const column = o[key]
      if (column !== undefined) column[i] = values[k] ?? 0
    })
  }
  return o as Record<SizeBand, Float64Array>
}

const bandEdges = sizeBands.map(([, lower]) => lower)

/** Addresses per wallet-size band (sum = addresses holding coins). */
export function addressesBySize(model: DemoModel, profile: AssetProfile, now: number) {
  return model.memo.get(`${profile.symbol}|addressbands|${now}`, () => {
    const holders = addressFlows(model, profile, now).nonZero
    const supply = dailySupply(model, profile, now)
    return byBand(holders.length, (i) => {
      const above = countsAbove(holders[i] ?? 0, supply[i] ?? 0, addressSpread, bandEdges)
      return above.map((count, k) => count - (above[k + 1] ?? 0))
    })
  })
}

/** Coins per wallet-size band of `holders` (sum = the supply). */
export function coinsBySize(
  model: DemoModel,
  profile: AssetProfile,
  now: number,
  holders: Float64Array,
  sigma: number,
) {
  const supply = dailySupply(model, profile, now)
  return byBand(holders.length, (i) => {
    const above = bandEdges.map((x) => coinsAbove(holders[i] ?? 0, supply[i] ?? 0, sigma, x))
    return above.map((coins, k) => coins - (above[k + 1] ?? 0))
  })
}

/** The holders with at least `x` coins (a band edge): the sum of the bands from that edge up. */
export function atLeast(bands: Record<SizeBand, Float64Array>, x: number): Float64Array {
  const keys = sizeBands.filter(([, lower]) => lower >= x).map(([key]) => key)
  const n = bands.less_0001.length
  const out = new Float64Array(n)
  for (const key of keys) for (let i = 0; i < n; i++) out[i] = (out[i] ?? 0) + (bands[key][i] ?? 0)
  return out
}
