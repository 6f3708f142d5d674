import {
  alignTo,
  daysFrom,
  fastOctaves,
  memoFor,
  mood,
  noiseOf,
  ramp,
  slowOctaves,
  sumOfKeys,
  type PerExchange,
} from './marketState'
import type { DailyBreakdown, MetricContext } from './metrics/definition'
import { dateToDay } from './time'
import { dailySupply } from './valuation'

/*
 * US spot ETFs (Bitcoin from 2024-01-11, Ether from 2024-07-23) and the Canadian Purpose
 * Bitcoin ETF (from 2021-02-18). Each issuer's holdings grow toward its share of a market-wide
 * demand that follows the mood: inflows chase rallies and stall or reverse in drawdowns.
 * Grayscale starts with its converted trust's coins and bleeds them. Flows are the daily change
 * of holdings, so holdings are the running sum of flows.
 */

interface Issuer {
  name: string
  /** Share of the new money (0: no fund on this asset). */
  btc: number
  eth: number
}

/** Ten issuers, in order of size. */
const issuers: readonly Issuer[] = [
  { name: 'blackrock', btc: 0.52, eth: 0.55 },
  { name: 'fidelity', btc: 0.2, eth: 0.17 },
  { name: 'grayscale', btc: 0.05, eth: 0.08 },
  { name: 'ark', btc: 0.06, eth: 0.02 },
  { name: 'bitwise', btc: 0.06, eth: 0.08 },
  { name: 'vaneck', btc: 0.03, eth: 0.03 },
  { name: 'franklin', btc: 0.02, eth: 0.02 },
  { name: 'invesco', btc: 0.02, eth: 0.03 },
  { name: 'valkyrie', btc: 0.02, eth: 0 },
  { name: 'wisdomtree', btc: 0.02, eth: 0 },
]
export const issuerNames = issuers.map((issuer) => issuer.name)

interface Fund {
  launch: string
  /** Coins the converted Grayscale trust held on day one. */
  trust: number
  /** Coins all the new funds hold at full demand, as a share of supply. */
  demand: number
}
const funds: Readonly<Record<string, Fund>> = {
  BTC: { launch: '2024-01-11', trust: 619_000, demand: 0.055 },
  ETH: { launch: '2024-07-23', trust: 2_960_000, demand: 0.05 },
}

export function etfStart(symbol: string): number {
  const fund = funds[symbol]
  if (fund === undefined) throw new Error(`No US spot ETF on ${symbol}`)
  return dateToDay(fund.launch)
}

/** Holdings (coins) per issuer, from the launch day. */
export function etfHoldings(ctx: MetricContext): DailyBreakdown {
  return memoFor(ctx, 'etf', () => {
    const symbol = ctx.profile.symbol
    const fund = funds[symbol]
    if (fund === undefined) throw new Error(`No US spot ETF on ${symbol}`)
    const start = etfStart(symbol)
    const n = daysFrom(ctx, start)
    const supply = alignTo(ctx, dailySupply(ctx.model, ctx.profile, ctx.now), start)
    const moods = alignTo(ctx, mood(ctx), start)
    const demandNoise = noiseOf(ctx, 'etf/demand', slowOctaves)
    const o: PerExchange = {}
    for (const issuer of issuers) {
      const share = symbol === 'BTC' ? issuer.btc : issuer.eth
      const own = noiseOf(ctx, `etf/${issuer.name}`, fastOctaves)
      const holdings = (o[issuer.name] = new Float64Array(n))
      if (share === 0) continue
      for (let i = 0; i < n; i++) {
        const day = start + i
        // Demand builds over the first year and breathes with the market's mood.
        const demand =
          fund.demand *
          ramp(day, start - 30, 400) *
          Math.exp(0.35 * (moods[i] ?? 0) + 0.12 * demandNoise(day))
        const target = (supply[i] ?? 0) * demand * share * Math.exp(0.05 * own(day))
        if (issuer.name === 'grayscale') {
          // The trust's coins leave over the first months (fees, arbitrage unwinds).
          const trust = fund.trust * (0.3 + 0.7 * Math.exp(-i / 110))
          holdings[i] = trust + target
        } else {
          holdings[i] = target
        }
      }
    }
    return { start, o }
  })
}

/** Daily flows (coins) per issuer: the change in holdings; on day one, all but the trust. */
export function etfFlows(ctx: MetricContext): DailyBreakdown {
  return memoFor(ctx, 'etf-flows', () => {
    const holdings = etfHoldings(ctx)
    const fund = funds[ctx.profile.symbol]
    const o: PerExchange = {}
    for (const [name, values] of Object.entries(holdings.o)) {
      const seeded = name === 'grayscale' ? (fund?.trust ?? 0) : 0
      o[name] = values.map((v, i) => v - (i === 0 ? seeded : (values[i - 1] ?? 0)))
    }
    return { start: holdings.start, o }
  })
}

/** A breakdown with a `total` key after the issuers: their sum, in the issuers' order. */
export function withTotal(breakdown: DailyBreakdown): DailyBreakdown {
  const n = Object.values(breakdown.o)[0]?.length ?? 0
  return { start: breakdown.start, o: { ...breakdown.o, total: sumOfKeys(breakdown.o, n) } }
}

/** The Purpose Bitcoin ETF (Toronto): launched 2021-02-18, about 20–35k BTC since. */
export function purposeHoldings(ctx: MetricContext) {
  return memoFor(ctx, 'purpose', () => {
    const start = dateToDay('2021-02-18')
    const n = daysFrom(ctx, start)
    const moods = alignTo(ctx, mood(ctx), start)
    const noise = noiseOf(ctx, 'etf/purpose', slowOctaves)
    const v = Float64Array.from({ length: n }, (_, i) => {
      const day = start + i
      return (
        28_000 * ramp(day, start - 20, 120) * Math.exp(0.25 * (moods[i] ?? 0) + 0.1 * noise(day))
      )
    })
    return { start, v }
  })
}
