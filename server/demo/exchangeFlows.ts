import {
  alignTo,
  closes,
  fastOctaves,
  logReturns,
  memoFor,
  noiseOf,
  type PerExchange,
} from './marketState'
import type { DailyBreakdown, MetricContext } from './metrics/definition'
import { distributionMetrics, exchangeNames } from './metrics/distribution'

/*
 * Exchange flows, built on the balances of distribution/balance_exchanges so that the two agree:
 * each day's net flow is exactly the change of the exchange's balance. Gross flows add the
 * day's churn (coins deposited and withdrawn again), larger on volatile days; deposit and
 * withdrawal counts divide the flows by a typical transfer size in dollars.
 */

export { exchangeNames }

/** Balances per exchange (coins), read through the balance metric's own generator. */
export function exchangeBalances(ctx: MetricContext): DailyBreakdown {
  return memoFor(ctx, 'exchange-balances', () => {
    const definition = distributionMetrics.find((d) => d.path === 'distribution/balance_exchanges')
    if (definition === undefined || definition.shape !== 'value') {
      throw new Error('distribution/balance_exchanges is missing')
    }
    const o: PerExchange = {}
    let start = 0
    for (const name of exchangeNames) {
      const series = definition.daily({ ...ctx, params: { e: name } })
      start = series.start
      o[name] = series.v
    }
    return { start, o }
  })
}

export interface ExchangeFlows {
  start: number
  inflow: PerExchange
  outflow: PerExchange
  deposits: PerExchange
  withdrawals: PerExchange
}

/** Typical size of one deposit in dollars (withdrawals are a bit larger: fewer, bulk moves). */
const depositUsd = 18_000
const withdrawalUsd = 26_000

/** Gross flows per exchange; the first day (no previous balance) starts one day after balances. */
export function exchangeFlows(ctx: MetricContext): ExchangeFlows {
  return memoFor(ctx, 'exchange-flows', () => {
    const balances = exchangeBalances(ctx)
    const start = balances.start + 1
    const close = alignTo(ctx, closes(ctx), start)
    const returns = alignTo(ctx, logReturns(ctx), start)
    const flows: ExchangeFlows = { start, inflow: {}, outflow: {}, deposits: {}, withdrawals: {} }
    for (const name of exchangeNames) {
      const balance = balances.o[name] ?? new Float64Array(0)
      const n = Math.max(0, balance.length - 1)
      const churnNoise = noiseOf(ctx, `flows/${name}`, fastOctaves)
      const inflow = (flows.inflow[name] = new Float64Array(n))
      const outflow = (flows.outflow[name] = new Float64Array(n))
      const deposits = (flows.deposits[name] = new Float64Array(n))
      const withdrawals = (flows.withdrawals[name] = new Float64Array(n))
      for (let i = 0; i < n; i++) {
        const before = balance[i] ?? 0
        const net = (balance[i + 1] ?? 0) - before
        // About 1.5% of the balance churns on a calm day, several times that on a 10% move.
        const turnover = 0.015 * (1 + 20 * Math.abs(returns[i] ?? 0))
        const churn = before * turnover * Math.exp(0.4 * churnNoise(start + i))
        const coinsIn = churn + Math.max(0, net)
        const coinsOut = coinsIn - net
        inflow[i] = coinsIn
        outflow[i] = coinsOut
        const price = close[i] ?? 1
        // Whole transfers; any coins moved at all took at least one.
        deposits[i] = Math.ceil((coinsIn * price) / depositUsd)
        withdrawals[i] = Math.ceil((coinsOut * price) / withdrawalUsd)
      }
    }
    return flows
  })
}

/**
 * Coins moved from one exchange to another: a slice of the sender's churn, split over the
 * receivers by their size. It never exceeds the sender's outflow nor the receiver's inflow,
 * since both include the churn; an exchange sends nothing to itself.
 */
export function interExchangeFlow(ctx: MetricContext, from: string, to: string): Float64Array {
  return memoFor(ctx, `inter-${from}-${to}`, () => {
    const flows = exchangeFlows(ctx)
    const sent = flows.outflow[from]
    const received = flows.inflow[to]
    if (sent === undefined || received === undefined) throw new Error('Unknown exchange')
    if (from === to) return new Float64Array(sent.length)
    const noise = noiseOf(ctx, `inter/${from}/${to}`, fastOctaves)
    const others = exchangeNames.length - 1
    return sent.map((out, i) => {
      const share = (0.12 / others) * (1 + 0.5 * noise(flows.start + i))
      return Math.min(out, received[i] ?? 0) * share
    })
  })
}
