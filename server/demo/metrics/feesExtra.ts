import { chainNoise, marketMood } from '../activity'
import { keyCurve } from '../marketState'
import type { DemoModel } from '../model'
import type { AssetProfile } from '../profile'
import { minerRevenue } from '../miningModel'
import { feeSymbols, halvingSymbols } from './assetLists'
import type { MetricContext, MetricDefinition } from './definition'
import { gridBreakdown, gridValue, ratio, studio } from './factories'
import { dailyFees } from './fees'
import { transactionCounts } from './transactions'

/*
 * Fee statistics built on fees/volume_sum (fees.ts): per transaction, their split by transaction
 * type, Ethereum's gas, the share paid by exchanges and the fee ratio multiple.
 */

const feesOf = (ctx: MetricContext) => dailyFees(ctx.model, ctx.profile, ctx.now)
const countsOf = (ctx: MetricContext) => transactionCounts(ctx.model, ctx.profile, ctx.now)
const meanFee = (ctx: MetricContext) => ratio(feesOf(ctx), countsOf(ctx))

/** Ethereum gas per transaction at key dates: contracts, tokens and DeFi made them heavier. */
const gasPerTransaction = keyCurve(
  '2015-07-30=25000 2017-06-01=45000 2020-09-01=75000 2022-01-01=95000 2025-10-06=110000',
)

/** Gas used per day (whole units). */
function gasUsed(model: DemoModel, profile: AssetProfile, now: number): Float64Array {
  const grid = model.grid(profile, now)
  return transactionCounts(model, profile, now).map((count, i) =>
    Math.round(count * gasPerTransaction(grid.start + i)),
  )
}

/**
 * Fee shares by transaction type at key dates (held flat outside them), normalised per day:
 * Bitcoin by output type (SegWit from 2017, Taproot from 2021, inscriptions in 2023–24),
 * Ethereum by what the transaction does.
 */
const feeTypes: Record<string, Record<string, string>> = {
  BTC: {
    legacy: '2017-08-24=1 2020-01-01=0.5 2025-10-06=0.2',
    segwit: '2017-08-24=0 2019-01-01=0.45 2023-01-01=0.65 2025-10-06=0.6',
    taproot: '2021-11-14=0 2023-01-01=0.05 2025-10-06=0.15',
    inscriptions: '2023-01-20=0 2023-05-08=0.45 2024-04-20=0.35 2025-10-06=0.05',
  },
  ETH: {
    transfers: '2015-07-30=0.9 2017-06-01=0.4 2021-01-01=0.2 2025-10-06=0.2',
    tokens: '2015-07-30=0.05 2017-12-01=0.4 2021-01-01=0.25 2025-10-06=0.3',
    defi: '2019-01-01=0.01 2020-09-01=0.35 2022-01-01=0.3 2025-10-06=0.3',
    nfts: '2020-09-01=0 2021-08-01=0.15 2023-01-01=0.05 2025-10-06=0.03',
    other: '2015-07-30=0.05 2025-10-06=0.17',
  },
}
const typeCurves = Object.fromEntries(
  Object.entries(feeTypes).map(([symbol, types]) => [
    symbol,
    Object.entries(types).map(([key, points]) => [key, keyCurve(points)] as const),
  ]),
)

/** Fees per transaction type (they add up to fees/volume_sum). */
function feesByType(ctx: MetricContext): Record<string, Float64Array> {
  const curves = typeCurves[ctx.profile.symbol] ?? []
  const grid = ctx.model.grid(ctx.profile, ctx.now)
  const fees = feesOf(ctx)
  const out = Object.fromEntries(curves.map(([key]) => [key, new Float64Array(grid.n)]))
  for (let i = 0; i < grid.n; i++) {
    const day = grid.start + i
    const weights = curves.map(([key, curve]) => {
      const jitter = Math.exp(0.15 * chainNoise(ctx.model, ctx.profile, `fee-type/${key}`, day))
      return Math.max(0, curve(day)) * jitter
    })
    const sum = weights.reduce((a, b) => a + b, 0)
    curves.forEach(([key], k) => {
      const column = out[key]
      if (column !== undefined)
        column[i] = sum === 0 ? 0 : ((fees[i] ?? 0) * (weights[k] ?? 0)) / sum
    })
  }
  return out
}

export const feeExtraMetrics: MetricDefinition[] = [
  gridValue({
    path: 'fees/volume_mean',
    name: 'Mean Transaction Fee',
    shortName: 'Mean Fee',
    tier: 1,
    description: 'The average fee per transaction.',
    assets: feeSymbols,
    unit: 'native',
    aggregation: 'mean',
    categories: ['Fees'],
    studio: studio('timeSeries', { defaultCurrency: 'usd', defaultScale: 'log' }),
    values: meanFee,
  }),
  gridValue({
    path: 'fees/volume_median',
    name: 'Median Transaction Fee',
    shortName: 'Median Fee',
    tier: 2,
    description: 'The median fee per transaction: below the mean, which a few large fees lift.',
    assets: feeSymbols,
    unit: 'native',
    aggregation: 'mean',
    categories: ['Fees'],
    studio: studio('timeSeries', { defaultCurrency: 'usd', defaultScale: 'log' }),
    values: (ctx) => {
      // The tail of urgent, expensive transactions is heavier when the market runs hot.
      const mood = marketMood(ctx.model, ctx.profile, ctx.now, 90)
      return meanFee(ctx).map((mean, i) => (mean * 0.55) / (1 + 0.4 * Math.max(0, mood[i] ?? 0)))
    },
  }),
  gridValue({
    path: 'fees/fee_ratio_multiple',
    name: 'Fee Ratio Multiple (FRM)',
    shortName: 'FRM',
    tier: 2.1,
    description:
      'Miner revenue divided by fees: how far security still relies on new coins (1 = fees only).',
    assets: halvingSymbols,
    unit: 'none',
    aggregation: 'mean',
    start: 'priced',
    categories: ['Fees', 'Mining'],
    studio: studio('timeSeries', { defaultScale: 'log' }),
    values: (ctx) => ratio(minerRevenue(ctx.model, ctx.profile, ctx.now), feesOf(ctx)),
  }),
  gridValue({
    path: 'fees/gas_used_sum',
    name: 'Gas Used',
    tier: 2,
    description: 'The total gas used by transactions.',
    assets: ['ETH'],
    unit: 'none',
    aggregation: 'sum',
    categories: ['Fees'],
    studio: studio('column'),
    values: (ctx) => gasUsed(ctx.model, ctx.profile, ctx.now),
  }),
  gridValue({
    path: 'fees/gas_price_mean',
    name: 'Mean Gas Price',
    tier: 2,
    description: 'The average gas price in Gwei: fees divided by the gas used.',
    assets: ['ETH'],
    unit: 'none',
    aggregation: 'mean',
    categories: ['Fees'],
    studio: studio('timeSeries', { defaultScale: 'log' }),
    values: (ctx) =>
      ratio(feesOf(ctx), gasUsed(ctx.model, ctx.profile, ctx.now)).map((eth) => eth * 1e9),
  }),
  gridValue({
    path: 'fees/exchanges_sum',
    name: 'Fees Paid by Exchanges',
    shortName: 'Exchange Fees',
    tier: 2.1,
    description: 'Fees paid by transactions sent from exchange wallets (withdrawals, transfers).',
    assets: feeSymbols,
    unit: 'native',
    aggregation: 'sum',
    start: 'priced',
    categories: ['Fees', 'Exchanges'],
    studio: studio('column'),
    values: (ctx) => {
      const grid = ctx.model.grid(ctx.profile, ctx.now)
      // Exchanges batch withdrawals: about a sixth of the fees, varying with their traffic.
      return feesOf(ctx).map(
        (fees, i) =>
          fees *
          0.16 *
          Math.exp(0.25 * chainNoise(ctx.model, ctx.profile, 'fees-exchanges', grid.start + i)),
      )
    },
  }),
  gridBreakdown({
    path: 'fees/volume_by_type',
    name: 'Fees by Transaction Type',
    shortName: 'Fees by Type',
    tier: 3,
    description:
      'Fees split by transaction type (Bitcoin: output type; Ethereum: what the transaction does); the types add up to the fees.',
    assets: Object.keys(feeTypes),
    unit: 'native',
    aggregation: 'sum',
    categories: ['Fees'],
    studio: studio('timeSeriesMultiLine', { defaultCurrency: 'usd', defaultScale: 'log' }),
    parts: feesByType,
  }),
]
