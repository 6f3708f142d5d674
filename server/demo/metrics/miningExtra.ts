import { halvingSymbols } from './assetLists'
import type { MetricContext, MetricDefinition } from './definition'
import {
  breakdownOf,
  cumulative,
  derived,
  gridValue,
  keyOf,
  ratio,
  studio,
  trailingMean,
  type Meta,
} from './factories'
import { dailyCloses } from '../priceModel'
import { marketCap } from '../valuation'
import { hashRateByPool, minedUsd, minerBalances, minerKeys, minerRevenue } from '../miningModel'
import { hashRates } from './mining'
import { dailyFees } from './fees'
import { dailyIssuance } from './supply'

/*
 * Miner revenue, thermocap, pools and miner balances (model: miningModel.ts). Revenue-based
 * metrics cover the coins whose issuance is exact (halving schedules); pools are Bitcoin's.
 */

const revenueOf = (ctx: MetricContext) => minerRevenue(ctx.model, ctx.profile, ctx.now)
const closesOf = (ctx: MetricContext) => dailyCloses(ctx.model, ctx.profile, ctx.now)

/** Cumulative miner revenue in USD from genesis (never decreasing). */
function thermocap(ctx: MetricContext): Float64Array {
  const close = closesOf(ctx)
  return cumulative(revenueOf(ctx).map((coins, i) => coins * (close[i] ?? NaN)))
}

const miningMeta = <M extends Omit<Meta, 'resolutions'>>(meta: M): M & Meta => ({
  ...meta,
  resolutions: ['24h', '1w', '1month'],
  categories: ['Mining', ...(meta.categories ?? [])],
})

const balancesOf = (ctx: MetricContext) => {
  const { start, balances } = minerBalances(ctx)
  return { start, o: balances }
}

/** Bitcoin's difficulty: the hashes a block takes on average (600 s × hash rate / 2³²). */
const difficulty = (rate: number) => (rate * 600) / 2 ** 32

export const miningExtraMetrics: MetricDefinition[] = [
  gridValue({
    path: 'mining/difficulty_latest',
    name: 'Difficulty',
    tier: 1,
    description: 'The mining difficulty: how many hashes a block takes on average, over 2³².',
    assets: ['BTC'],
    unit: 'none',
    aggregation: 'last',
    categories: ['Mining'],
    studio: studio('timeSeries', { defaultScale: 'log' }),
    values: (ctx) => hashRates(ctx.model, ctx.profile, ctx.now).map(difficulty),
  }),
  gridValue({
    path: 'mining/volume_mined_sum',
    name: 'Coins Mined',
    tier: 1,
    description: 'New coins paid to miners as block subsidy.',
    assets: halvingSymbols,
    unit: 'native',
    aggregation: 'sum',
    categories: ['Mining'],
    studio: studio('column'),
    values: (ctx) => dailyIssuance(ctx.model, ctx.profile, ctx.now),
  }),
  gridValue({
    path: 'mining/revenue_sum',
    name: 'Miner Revenue',
    tier: 2,
    description: 'What miners earn: the block subsidy plus the fees.',
    assets: halvingSymbols,
    unit: 'native',
    aggregation: 'sum',
    categories: ['Mining'],
    studio: studio('column', { defaultCurrency: 'usd' }),
    values: revenueOf,
  }),
  gridValue({
    path: 'mining/revenue_from_fees',
    name: 'Miner Revenue from Fees',
    shortName: 'Fee Share of Revenue',
    tier: 2,
    description: 'The share of miner revenue that comes from fees rather than new coins.',
    assets: halvingSymbols,
    unit: 'none',
    aggregation: 'mean',
    categories: ['Mining', 'Fees'],
    studio: studio('timeSeries', { price: true }),
    values: (ctx) => ratio(dailyFees(ctx.model, ctx.profile, ctx.now), revenueOf(ctx)),
  }),
  gridValue({
    path: 'mining/thermocap',
    name: 'Thermocap',
    tier: 2.1,
    description:
      'The cumulative miner revenue in USD: what has been paid to secure the chain since genesis.',
    assets: halvingSymbols,
    unit: 'usd',
    aggregation: 'last',
    start: 'priced',
    categories: ['Mining', 'Valuation'],
    studio: studio('timeSeries', { defaultScale: 'log', price: true }),
    values: thermocap,
  }),
  gridValue({
    path: 'mining/marketcap_thermocap_ratio',
    name: 'Market Cap to Thermocap Ratio',
    shortName: 'MC/Thermocap',
    tier: 3,
    description: 'Market cap divided by thermocap: a premium over the security ever paid for.',
    assets: halvingSymbols,
    unit: 'none',
    aggregation: 'last',
    start: 'priced',
    categories: ['Mining', 'Valuation'],
    studio: studio('timeSeries', { defaultScale: 'log', price: true }),
    values: (ctx) => ratio(marketCap(ctx.model, ctx.profile, ctx.now), thermocap(ctx)),
  }),
  gridValue({
    path: 'indicators/puell_multiple',
    name: 'Puell Multiple',
    tier: 2,
    description: 'The USD value of the coins mined each day divided by its 365-day average.',
    assets: halvingSymbols,
    unit: 'none',
    aggregation: 'mean',
    start: 'priced',
    categories: ['Mining', 'Indicators'],
    studio: studio('timeSeries', { price: true }),
    values: (ctx) => {
      const mined = minedUsd(ctx.model, ctx.profile, ctx.now)
      return ratio(mined, trailingMean(mined, 365))
    },
  }),
  derived(
    miningMeta({
      path: 'mining/miners_outflow_multiple',
      name: 'Miners’ Outflow Multiple',
      tier: 2.1,
      description: 'Coins leaving miners’ wallets each day divided by their 365-day average.',
      assets: ['BTC'],
      unit: 'none',
      studio: studio('column', { price: true }),
    }),
    'mean',
    (ctx) => {
      const { start, outflow } = minerBalances(ctx)
      return { start, v: ratio(outflow, trailingMean(outflow, 365)) }
    },
  ),
  keyOf(
    miningMeta({
      path: 'mining/balance_miners',
      name: 'Miner Balance',
      tier: 2,
      description:
        'Coins held by miners’ wallets, per mining pool; aggregated is the sum over all miners.',
      assets: ['BTC'],
      unit: 'native',
      parameters: { miner: ['aggregated', ...minerKeys] },
      studio: studio('timeSeries', { defaultMiner: 'aggregated', price: true }),
    }),
    'miner',
    'last',
    balancesOf,
  ),
  breakdownOf(
    miningMeta({
      path: 'mining/hash_rate_by_pool',
      name: 'Hash Rate by Pool',
      tier: 3,
      description: 'The hash rate (H/s) of each mining pool; the pools add up to the hash rate.',
      assets: ['BTC'],
      unit: 'none',
      studio: studio('timeSeriesMultiLine', { defaultScale: 'log' }),
    }),
    'mean',
    hashRateByPool,
  ),
]
