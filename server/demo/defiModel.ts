import { findProfile } from './assets'
import type { Curve } from './curve'
import {
  alignTo,
  daysFrom,
  fastOctaves,
  keyCurve,
  logReturns,
  memoFor,
  noiseOf,
  slowOctaves,
  type PerExchange,
} from './marketState'
import type { DailyBreakdown, MetricContext } from './metrics/definition'
import { dailyCloses } from './priceModel'
import { dateToDay } from './time'

/*
 * DeFi on Ethereum from 2019: value locked per protocol, lending deposits and borrows per token,
 * DEX volume per fee tier and stablecoin supply per stablecoin and per network. Protocol sizes
 * follow hand-picked key points (in dollars at a reference Ether price) and move with Ether's
 * price by how much of their deposits is Ether; everything else is derived from them.
 */

export const defiStart = dateToDay('2019-01-01')
/** Ether price the protocol key points are quoted at. */
const referenceEth = 2500

interface Protocol {
  name: string
  /** TVL key points (USD at the reference Ether price); zero before the first. */
  points: string
  /** How much the TVL moves with Ether's price (1: all Ether-denominated). */
  beta: number
}

const protocols: readonly Protocol[] = [
  {
    name: 'lido',
    points: '2020-12-18=0 2021-06-01=3e9 2022-01-01=8e9 2024-01-01=22e9 2026-11-01=26e9',
    beta: 1,
  },
  {
    name: 'aave',
    points:
      '2020-01-08=0 2020-10-01=1.5e9 2021-06-01=9e9 2022-09-01=5e9 2024-06-01=12e9 2026-11-01=22e9',
    beta: 0.6,
  },
  {
    name: 'eigenlayer',
    points: '2023-06-14=0 2024-02-01=4e9 2024-06-01=14e9 2025-06-01=11e9 2026-11-01=10e9',
    beta: 1,
  },
  {
    name: 'makerdao',
    points:
      '2019-01-01=0.4e9 2020-08-01=1.5e9 2021-06-01=9e9 2022-06-01=6e9 2024-01-01=6e9 2026-11-01=5.5e9',
    beta: 0.5,
  },
  {
    name: 'uniswap',
    points:
      '2019-01-01=0.02e9 2020-09-01=1.5e9 2021-05-01=6e9 2022-06-01=4e9 2024-01-01=4e9 2026-11-01=4.5e9',
    beta: 0.7,
  },
  {
    name: 'curve',
    points:
      '2020-01-19=0 2020-10-01=1.5e9 2021-12-01=14e9 2022-06-01=5e9 2024-01-01=2.5e9 2026-11-01=2.2e9',
    beta: 0.2,
  },
  {
    name: 'compound',
    points:
      '2019-01-01=0.1e9 2020-07-01=0.6e9 2021-06-01=7e9 2022-06-01=2.5e9 2024-01-01=2e9 2026-11-01=2.2e9',
    beta: 0.5,
  },
  {
    name: 'rocket_pool',
    points: '2021-11-09=0 2022-06-01=0.8e9 2024-01-01=2.5e9 2026-11-01=2.5e9',
    beta: 1,
  },
  { name: 'ethena', points: '2024-02-19=0 2024-06-01=3e9 2025-01-01=6e9 2026-11-01=8e9', beta: 0 },
  {
    name: 'others',
    points:
      '2019-01-01=0.3e9 2020-09-01=3e9 2021-11-01=25e9 2022-06-01=9e9 2024-01-01=8e9 2026-11-01=10e9',
    beta: 0.6,
  },
]
export const protocolNames = protocols.map((protocol) => protocol.name)

/** The protocol whose TVL a governance token's metrics show. */
export const tokenProtocols: Readonly<Record<string, string>> = {
  AAVE: 'aave',
  UNI: 'uniswap',
  MKR: 'makerdao',
  LDO: 'lido',
}

function protocolCurve(protocol: Protocol): Curve {
  const [first] = protocol.points.split(' ')
  const from = dateToDay(first?.split('=')[0] ?? '2019-01-01')
  const curve = keyCurve(protocol.points)
  return (day) => (day < from ? 0 : curve(day))
}

/** Ether's profile: DeFi here is Ethereum's, whatever the context's asset. */
export function ethProfile() {
  const eth = findProfile('ETH')
  if (eth === undefined) throw new Error('No ETH profile')
  return eth
}

/** Ether's closes from the DeFi start. */
function etherCloses(ctx: MetricContext): Float64Array {
  const ethCtx = { ...ctx, profile: ethProfile() }
  return alignTo(ethCtx, dailyCloses(ctx.model, ethCtx.profile, ctx.now), defiStart)
}

/** TVL (USD) per protocol on Ethereum, from 2019. */
export function protocolTvl(ctx: MetricContext): DailyBreakdown {
  return ctx.model.memo.get(`defi|tvl|${ctx.now}`, () => {
    const n = daysFrom(ctx, defiStart)
    const eth = etherCloses(ctx)
    const o: PerExchange = {}
    for (const protocol of protocols) {
      const curve = protocolCurve(protocol)
      const noise = noiseOf({ ...ctx, profile: ethProfile() }, `defi/${protocol.name}`, slowOctaves)
      o[protocol.name] = Float64Array.from({ length: n }, (_, i) => {
        const day = defiStart + i
        const priceEffect = ((eth[i] ?? referenceEth) / referenceEth) ** protocol.beta
        return curve(day) * priceEffect * Math.exp(0.08 * noise(day))
      })
    }
    return { start: defiStart, o }
  })
}

/**
 * The share a token's protocol holds among `among` (lending or DEX protocols), day by day; none
 * for Ether itself, which stands for all of Ethereum's DeFi.
 */
export function protocolShare(
  ctx: MetricContext,
  among: readonly string[],
): Float64Array | undefined {
  const name = tokenProtocols[ctx.profile.symbol]
  if (name === undefined) return undefined
  return memoFor(ctx, `defi-share-${among.join()}`, () => {
    const tvl = protocolTvl(ctx)
    const own = tvl.o[name] ?? new Float64Array(0)
    return own.map((v, i) => {
      let total = 0
      for (const other of among) total += tvl.o[other]?.[i] ?? 0
      return total === 0 ? 0 : v / total
    })
  })
}

/** Default token lines of the lending metrics, then everything else. */
export const lendingTokens = ['ETH', 'WBTC', 'USDC', 'USDT', 'DAI', 'others'] as const
/** How lending deposits split over tokens, and each token's usual utilization (borrowed share). */
const tokenMix: Readonly<Record<string, { share: number; utilization: number }>> = {
  ETH: { share: 0.42, utilization: 0.2 },
  WBTC: { share: 0.14, utilization: 0.06 },
  USDC: { share: 0.18, utilization: 0.72 },
  USDT: { share: 0.1, utilization: 0.75 },
  DAI: { share: 0.06, utilization: 0.68 },
  others: { share: 0.1, utilization: 0.3 },
}
export const lendingProtocols = ['aave', 'compound', 'makerdao']
export const dexProtocols = ['uniswap', 'curve']

/** Lending deposits and borrows (USD) per token across Ethereum's lending markets. */
export function lending(ctx: MetricContext): { deposits: DailyBreakdown; borrows: DailyBreakdown } {
  return ctx.model.memo.get(`defi|lending|${ctx.now}`, () => {
    const tvl = protocolTvl(ctx)
    const n = daysFrom(ctx, defiStart)
    const eth = ethProfile()
    const lockedCtx = { ...ctx, profile: eth }
    const deposits: PerExchange = {}
    const borrows: PerExchange = {}
    for (const token of lendingTokens) {
      const mix = tokenMix[token] ?? { share: 0, utilization: 0 }
      const noise = noiseOf(lockedCtx, `lending/${token}`, slowOctaves)
      const d = (deposits[token] = new Float64Array(n))
      const b = (borrows[token] = new Float64Array(n))
      for (let i = 0; i < n; i++) {
        const day = defiStart + i
        // TVL counts deposits net of borrows; deposits are about 1.6× the locked value.
        let locked = 0
        for (const name of lendingProtocols) locked += tvl.o[name]?.[i] ?? 0
        d[i] = 1.6 * locked * mix.share * Math.exp(0.1 * noise(day))
        b[i] = (d[i] ?? 0) * Math.min(0.92, mix.utilization * Math.exp(0.25 * noise(day + 400)))
      }
    }
    return {
      deposits: { start: defiStart, o: deposits },
      borrows: { start: defiStart, o: borrows },
    }
  })
}

/** Uniswap-style fee tiers and the fee each charges. */
export const feeTiers = [
  { key: '0.01%', rate: 0.0001, from: '2021-11-11', share: 0.12 },
  { key: '0.05%', rate: 0.0005, from: '2021-05-05', share: 0.5 },
  { key: '0.3%', rate: 0.003, from: '2018-11-02', share: 0.33 },
  { key: '1%', rate: 0.01, from: '2021-05-05', share: 0.05 },
] as const

/** DEX volume (USD) per fee tier: the pools' value turned over, faster on volatile days. */
export function dexVolume(ctx: MetricContext): DailyBreakdown {
  return ctx.model.memo.get(`defi|dex|${ctx.now}`, () => {
    const tvl = protocolTvl(ctx)
    const n = daysFrom(ctx, defiStart)
    const eth = ethProfile()
    const ethCtx = { ...ctx, profile: eth }
    const returns = alignTo(ethCtx, logReturns(ethCtx), defiStart)
    const noise = noiseOf(ethCtx, 'dex/volume', fastOctaves)
    const o: PerExchange = {}
    for (const tier of feeTiers) o[tier.key] = new Float64Array(n)
    for (let i = 0; i < n; i++) {
      const day = defiStart + i
      let pools = 0
      for (const name of dexProtocols) pools += tvl.o[name]?.[i] ?? 0
      const volume =
        pools * 0.25 * (1 + 12 * Math.abs(returns[i] ?? 0)) * Math.exp(0.3 * noise(day))
      // Before Uniswap v3 every swap paid 0.3%; the new tiers take their share as they open.
      const live = feeTiers.map((t): number => (day >= dateToDay(t.from) ? t.share : 0))
      const liveSum = live.reduce((a, b) => a + b, 0)
      for (const [k, tier] of feeTiers.entries()) {
        const values = o[tier.key]
        if (values !== undefined) values[i] = (volume * (live[k] ?? 0)) / liveSum
      }
    }
    return { start: defiStart, o }
  })
}

/** A breakdown scaled day by day (a token's protocol share of Ethereum's DeFi). */
export function scaled(breakdown: DailyBreakdown, share: Float64Array | undefined): DailyBreakdown {
  if (share === undefined) return breakdown
  const o: PerExchange = {}
  for (const [key, values] of Object.entries(breakdown.o)) {
    o[key] = values.map((v, i) => v * (share[i] ?? 0))
  }
  return { start: breakdown.start, o }
}
