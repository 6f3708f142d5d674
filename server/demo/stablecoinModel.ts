import { findProfile } from './assets'
import type { Curve } from './curve'
import { defiStart, ethProfile } from './defiModel'
import { daysFrom, keyCurve, memoFor, noiseOf, slowOctaves, type PerExchange } from './marketState'
import type { DailyBreakdown, MetricContext } from './metrics/definition'
import { dateToDay } from './time'
import { dailySupply } from './valuation'

/*
 * Stablecoin supply per network and per stablecoin. A stablecoin's supply (supply/current) is
 * split over the networks it is issued on by shares that follow its history (Tether began on
 * Omni, moved to Ethereum, then to Tron); the per-stablecoin view of Ethereum reads the same
 * Ethereum slices, so the two views agree.
 */

/** Unnormalised network weights at key dates; a network weighs nothing before its first date. */
const networkShares: Readonly<Record<string, Readonly<Record<string, string>>>> = {
  USDT: {
    ethereum:
      '2017-11-28=0.01 2018-06-01=0.1 2019-06-01=0.4 2020-06-01=0.6 2023-01-01=0.42 2026-11-01=0.4',
    tron: '2019-04-16=0.001 2020-01-01=0.3 2021-06-01=0.42 2023-01-01=0.5 2026-11-01=0.42',
    omni: '2014-10-06=1 2018-01-01=0.9 2019-01-01=0.6 2020-01-01=0.25 2021-06-01=0.02 2026-11-01=0.001',
    solana: '2021-03-01=0.001 2022-01-01=0.02 2026-11-01=0.012',
    bsc: '2020-09-01=0.001 2021-06-01=0.03 2026-11-01=0.04',
    arbitrum: '2021-09-01=0.001 2023-06-01=0.01 2026-11-01=0.01',
    polygon: '2021-05-01=0.001 2022-01-01=0.01 2026-11-01=0.006',
    avalanche: '2021-11-01=0.001 2023-01-01=0.01 2026-11-01=0.008',
    ton: '2024-04-19=0.001 2024-10-01=0.01 2026-11-01=0.012',
  },
  USDC: {
    ethereum: '2018-09-26=1 2021-01-01=0.95 2023-01-01=0.8 2026-11-01=0.62',
    solana: '2020-10-01=0.001 2022-01-01=0.1 2026-11-01=0.15',
    base: '2023-08-01=0.001 2024-06-01=0.06 2026-11-01=0.08',
    arbitrum: '2023-06-01=0.001 2024-01-01=0.04 2026-11-01=0.05',
    polygon: '2021-05-01=0.001 2022-01-01=0.03 2026-11-01=0.02',
    avalanche: '2021-11-01=0.001 2023-01-01=0.02 2026-11-01=0.015',
  },
}
export const stablecoinNetworkSymbols = Object.keys(networkShares)

const curves = new Map<string, Curve>()
function shareCurve(key: string, points: string): Curve {
  let curve = curves.get(key)
  if (curve === undefined) {
    const from = dateToDay(points.split('=')[0] ?? '2014-01-01')
    const inner = keyCurve(points)
    curve = (day) => (day < from ? 0 : inner(day))
    curves.set(key, curve)
  }
  return curve
}

/** Supply per network (coins = dollars) of a stablecoin, from its genesis; sums to its supply. */
export function supplyByNetwork(ctx: MetricContext): DailyBreakdown {
  return memoFor(ctx, 'stable-networks', () => {
    const symbol = ctx.profile.symbol
    const shares = networkShares[symbol]
    if (shares === undefined) throw new Error(`No network split for ${symbol}`)
    const grid = ctx.model.grid(ctx.profile, ctx.now)
    const supply = dailySupply(ctx.model, ctx.profile, ctx.now)
    const entries = Object.entries(shares).map(([name, points]) => ({
      name,
      curve: shareCurve(`${symbol}/${name}`, points),
      noise: noiseOf(ctx, `stable/${name}`, slowOctaves),
    }))
    const o: PerExchange = Object.fromEntries(
      entries.map((e) => [e.name, new Float64Array(grid.n)]),
    )
    for (let i = 0; i < grid.n; i++) {
      const day = grid.start + i
      const weights = entries.map((e) => e.curve(day) * Math.exp(0.1 * e.noise(day)))
      const sum = weights.reduce((a, b) => a + b, 0)
      for (const [k, entry] of entries.entries()) {
        const values = o[entry.name]
        if (values !== undefined) values[i] = ((supply[i] ?? 0) * (weights[k] ?? 0)) / sum
      }
    }
    return { start: grid.start, o }
  })
}

/** Ethereum's other stablecoins (not demo assets): supply key points in dollars. */
const otherStablecoins: Readonly<Record<string, string>> = {
  DAI: '2018-01-01=0.01e9 2019-01-01=0.08e9 2020-06-01=0.12e9 2021-06-01=4.5e9 2022-01-01=9e9 2023-01-01=5.5e9 2024-01-01=4.5e9 2026-11-01=5e9',
  USDS: '2024-09-18=0.001e9 2025-06-01=5e9 2026-11-01=7e9',
  USDe: '2024-02-19=0.001e9 2024-06-01=3.5e9 2025-01-01=6e9 2026-11-01=9e9',
  PYUSD: '2023-08-07=0.001e9 2024-01-01=0.3e9 2026-11-01=0.8e9',
  FDUSD: '2023-06-01=0.001e9 2024-03-01=0.4e9 2026-11-01=0.3e9',
}
export const ethereumStablecoins = [...stablecoinNetworkSymbols, ...Object.keys(otherStablecoins)]

/** Stablecoin supply on Ethereum per stablecoin (USD), from the DeFi start. */
export function ethereumStablecoinSupply(ctx: MetricContext): DailyBreakdown {
  return ctx.model.memo.get(`defi|stables|${ctx.now}`, () => {
    const n = daysFrom(ctx, defiStart)
    const o: PerExchange = {}
    for (const symbol of stablecoinNetworkSymbols) {
      const profile = findProfile(symbol)
      if (profile === undefined) throw new Error(`No profile for ${symbol}`)
      const split = supplyByNetwork({ ...ctx, profile })
      const onEthereum = split.o.ethereum ?? new Float64Array(0)
      o[symbol] = onEthereum.slice(defiStart - split.start, defiStart - split.start + n)
    }
    const ethCtx = { ...ctx, profile: ethProfile() }
    for (const [symbol, points] of Object.entries(otherStablecoins)) {
      const curve = shareCurve(`eth/${symbol}`, points)
      const noise = noiseOf(ethCtx, `stable/${symbol}`, slowOctaves)
      o[symbol] = Float64Array.from({ length: n }, (_, i) => {
        const day = defiStart + i
        return curve(day) * Math.exp(0.06 * noise(day))
      })
    }
    return { start: defiStart, o }
  })
}
