import { youth } from './activity'
import type { MetricContext } from './metrics/definition'
import { ratio, total } from './metrics/factories'
import { noiseOf, slowOctaves } from './marketState'
import { dailySupply } from './valuation'

/*
 * Supply by wallet size. Each band's share of the supply moves from an early chain (miners and
 * a few large holders own most coins) to a mature one (small holders hold a growing part) along
 * the asset's adoption (1 − youth), with slow noise of its own; the shares are normalised, so
 * the bands add up to the circulating supply. Band edges are Bitcoin's (1, 10, 50, … coins),
 * scaled for chains with a larger supply so each band holds a similar kind of holder.
 */

/** Band key, its upper edge in Bitcoin-sized coins, early and mature share of the supply. */
const bands = [
  ['shrimp', 1, 0.004, 0.065],
  ['crab', 10, 0.01, 0.09],
  ['octopus', 50, 0.02, 0.11],
  ['fish', 100, 0.03, 0.06],
  ['dolphin', 500, 0.1, 0.2],
  ['shark', 1000, 0.08, 0.06],
  ['whale', 5000, 0.25, 0.2],
  ['humpback', Infinity, 0.5, 0.215],
] as const
export const walletBandKeys = bands.map(([key]) => key)

/** Coins per Bitcoin-sized coin of the band edges (supply relative to Bitcoin's). */
const coinScale: Record<string, number> = { BTC: 1, BCH: 1, LTC: 4, ETH: 6 }
export const walletBandSymbols = Object.keys(coinScale)

/** A typical balance of each band in Bitcoin-sized coins (geometric middle of its edges). */
const typical = bands.map(([, upper], k) => {
  const lower = k === 0 ? 0.01 : (bands[k - 1]?.[1] ?? 1)
  return upper === Infinity ? lower * 4 : Math.sqrt(lower * upper)
})

/** Coins per band on the asset's grid (they add up to the supply). */
export function walletBands(ctx: MetricContext): Record<string, Float64Array> {
  return ctx.model.memo.get(`${ctx.profile.symbol}|wallet-bands|${ctx.now}`, () => {
    const grid = ctx.model.grid(ctx.profile, ctx.now)
    const supply = dailySupply(ctx.model, ctx.profile, ctx.now)
    const noises = walletBandKeys.map((key) => noiseOf(ctx, `band/${key}`, slowOctaves))
    const out = Object.fromEntries(walletBandKeys.map((key) => [key, new Float64Array(grid.n)]))
    for (let i = 0; i < grid.n; i++) {
      const day = grid.start + i
      const mature = 1 - youth(ctx.profile, day)
      const weights = bands.map(
        ([, , early, late], k) =>
          Math.exp(Math.log(early) + mature * Math.log(late / early)) *
          Math.exp(0.12 * (noises[k]?.(day) ?? 0)),
      )
      const sum = weights.reduce((a, b) => a + b, 0)
      walletBandKeys.forEach((key, k) => {
        const column = out[key]
        if (column !== undefined) column[i] = ((supply[i] ?? 0) * (weights[k] ?? 0)) / sum
      })
    }
    return out
  })
}

/** Each band's share of the supply (they add up to 1). */
export function walletShares(ctx: MetricContext): Record<string, Float64Array> {
  const parts = walletBands(ctx)
  const n = ctx.model.grid(ctx.profile, ctx.now).n
  const sum = total(Object.values(parts), n)
  return Object.fromEntries(walletBandKeys.map((key) => [key, ratio(parts[key] ?? sum, sum)]))
}

/** Addresses and balance share per band on one day, smallest wallets first. */
function groups(ctx: MetricContext, shares: Record<string, Float64Array>, i: number) {
  const supply = dailySupply(ctx.model, ctx.profile, ctx.now)[i] ?? 0
  const scale = coinScale[ctx.profile.symbol] ?? 1
  return walletBandKeys.map((key, k) => {
    const share = shares[key]?.[i] ?? 0
    const balance = (typical[k] ?? 1) * scale
    return { share, balance, addresses: (share * supply) / balance }
  })
}

/** Concentration measures of the wallet-size bands (every wallet of a band at its typical balance). */
export interface Concentration {
  gini: Float64Array
  herfindahl: Float64Array
  /** Share of the supply held by the richest 1% of funded addresses. */
  top1pct: Float64Array
}

export function concentration(ctx: MetricContext): Concentration {
  return ctx.model.memo.get(`${ctx.profile.symbol}|concentration|${ctx.now}`, () => {
    const shares = walletShares(ctx)
    const n = ctx.model.grid(ctx.profile, ctx.now).n
    const supply = dailySupply(ctx.model, ctx.profile, ctx.now)
    const gini = new Float64Array(n)
    const herfindahl = new Float64Array(n)
    const top1pct = new Float64Array(n)
    for (let i = 0; i < n; i++) {
      const rows = groups(ctx, shares, i)
      const count = rows.reduce((a, row) => a + row.addresses, 0)
      // Gini from the Lorenz curve of the grouped wallets (trapezoids between band edges).
      let wealth = 0
      let area = 0
      for (const row of rows) {
        const p = row.addresses / count
        area += p * (2 * wealth + row.share)
        wealth += row.share
      }
      gini[i] = 1 - area
      // Herfindahl: Σ over wallets of (balance / supply)², i.e. Σ share × balance / supply.
      herfindahl[i] = rows.reduce((a, row) => a + (row.share * row.balance) / (supply[i] ?? 1), 0)
      // The richest 1%: whole bands from the top, then part of the band where 1% is reached.
      let left = 0.01 * count
      let held = 0
      for (const row of [...rows].reverse()) {
        const take = Math.min(left, row.addresses)
        held += row.addresses === 0 ? 0 : (row.share * take) / row.addresses
        left -= take
        if (left <= 0) break
      }
      top1pct[i] = held
    }
    return { gini, herfindahl, top1pct }
  })
}
