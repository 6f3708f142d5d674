import {
  exchangeBalances,
  exchangeFlows,
  exchangeNames,
  interExchangeFlow,
  type ExchangeFlows,
} from '../exchangeFlows'
import { keyOrTotal, parameter, type PerExchange } from '../marketState'
import type { DailyBreakdown, MetricContext, MetricDefinition } from './definition'
import {
  breakdownOf,
  dailyResolutions,
  derived,
  keyOf,
  ratio,
  studio,
  type Meta,
} from './factories'
import { exchangeFlowSymbols } from './marketAssetLists'

/*
 * Exchange flows (exchangeFlows.ts): deposits into and withdrawals from exchange wallets, per
 * exchange (`e`) or summed, whose net is the change of distribution/balance_exchanges.
 */

const e = { e: ['aggregated', ...exchangeNames] }

const flowsMeta = (meta: Omit<Meta, 'assets' | 'resolutions' | 'unit'> & Partial<Meta>) =>
  ({
    assets: exchangeFlowSymbols,
    resolutions: dailyResolutions,
    unit: 'native',
    categories: ['Exchanges'],
    parameters: e,
    ...meta,
    studio: { exchangeOption: true, defaultExchange: 'aggregated', ...meta.studio },
  }) as Meta & { parameters: Record<string, string[]> }

const flows =
  (pick: (flows: ExchangeFlows) => PerExchange) =>
  (ctx: MetricContext): DailyBreakdown => {
    const f = exchangeFlows(ctx)
    return { start: f.start, o: pick(f) }
  }
const inflow = flows((f) => f.inflow)
const outflow = flows((f) => f.outflow)
const netflow = (ctx: MetricContext): DailyBreakdown => {
  const f = exchangeFlows(ctx)
  const o: PerExchange = {}
  for (const name of exchangeNames) {
    const out = f.outflow[name]
    o[name] = (f.inflow[name] ?? new Float64Array(0)).map((v, i) => v - (out?.[i] ?? 0))
  }
  return { start: f.start, o }
}

export const exchangeMetrics: MetricDefinition[] = [
  breakdownOf(
    {
      ...flowsMeta({
        path: 'exchanges/balance_by_exchange',
        name: 'Exchange Balance per Exchange',
        shortName: 'Balance by Exchange',
        tier: 2,
        description:
          'Coins held in the wallets of each exchange (the parts of distribution/balance_exchanges).',
        studio: studio('timeSeriesStackedArea', { price: true }),
      }),
      parameters: {},
    },
    'last',
    exchangeBalances,
  ),
  keyOf(
    flowsMeta({
      path: 'exchanges/inflow_sum',
      name: 'Exchange Inflow Volume',
      shortName: 'Exchange Inflow',
      tier: 1,
      description: 'Coins deposited into exchange wallets.',
      studio: studio('column', { defaultChartStyle: 'column' }),
    }),
    'e',
    'sum',
    inflow,
  ),
  keyOf(
    flowsMeta({
      path: 'exchanges/outflow_sum',
      name: 'Exchange Outflow Volume',
      shortName: 'Exchange Outflow',
      tier: 1,
      description: 'Coins withdrawn from exchange wallets.',
      studio: studio('column', { defaultChartStyle: 'column' }),
    }),
    'e',
    'sum',
    outflow,
  ),
  keyOf(
    flowsMeta({
      path: 'exchanges/netflow_sum',
      name: 'Exchange Net Flow Volume',
      shortName: 'Exchange Netflow',
      tier: 1,
      description: 'Inflow minus outflow: the daily change of exchange balances.',
      studio: studio('column', { defaultChartStyle: 'column', price: true }),
    }),
    'e',
    'sum',
    netflow,
  ),
  breakdownOf(
    {
      ...flowsMeta({
        path: 'exchanges/netflow_by_exchange',
        name: 'Exchange Net Flow per Exchange',
        tier: 2,
        description: 'Net flow into each exchange.',
        studio: studio('timeSeriesMultiLine'),
      }),
      parameters: {},
    },
    'sum',
    netflow,
  ),
  derived(
    {
      ...flowsMeta({
        path: 'exchanges/inter_exchange_flows',
        name: 'Inter-Exchange Flows',
        tier: 3,
        description: 'Coins sent from one exchange’s wallets directly to another’s.',
        studio: studio('column', {
          defaultChartStyle: 'column',
          exchangeOption: false,
          interExchangeOption: true,
          defaultExchangeFrom: exchangeNames[0] ?? null,
          defaultExchangeTo: exchangeNames[1] ?? null,
        }),
      }),
      // Default pair: the two largest exchanges, each other's first counterparty.
      parameters: {
        from_exchange: [...exchangeNames],
        to_exchange: [...exchangeNames.slice(1), ...exchangeNames.slice(0, 1)],
      },
    },
    'sum',
    (ctx) => {
      const from = parameter(ctx, 'from_exchange', exchangeNames)
      const to = parameter(ctx, 'to_exchange', [
        ...exchangeNames.slice(1),
        ...exchangeNames.slice(0, 1),
      ])
      return { start: exchangeFlows(ctx).start, v: interExchangeFlow(ctx, from, to) }
    },
  ),
  keyOf(
    flowsMeta({
      path: 'exchanges/deposits_count',
      name: 'Exchange Deposits',
      tier: 2,
      description: 'Number of deposit transfers into exchange wallets.',
      unit: 'none',
    }),
    'e',
    'sum',
    flows((f) => f.deposits),
  ),
  keyOf(
    flowsMeta({
      path: 'exchanges/withdrawals_count',
      name: 'Exchange Withdrawals',
      tier: 2,
      description: 'Number of withdrawal transfers out of exchange wallets.',
      unit: 'none',
    }),
    'e',
    'sum',
    flows((f) => f.withdrawals),
  ),
  derived(
    flowsMeta({
      path: 'exchanges/inflow_mean',
      name: 'Exchange Inflow Mean Size',
      tier: 2.1,
      description: 'Average coins per deposit: inflow divided by the number of deposits.',
    }),
    'mean',
    (ctx) => {
      const key = parameter(ctx, 'e', e.e)
      const coins = keyOrTotal(inflow(ctx), key)
      const count = keyOrTotal(flows((f) => f.deposits)(ctx), key)
      return { start: coins.start, v: ratio(coins.v, count.v) }
    },
  ),
]
