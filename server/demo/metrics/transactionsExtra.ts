import { addressTypeSymbols, transactionsByType } from '../addressTypes'
import { parameter, sumOfKeys } from '../marketState'
import type { DemoModel } from '../model'
import type { AssetProfile } from '../profile'
import { stablecoinNetworkSymbols } from '../stablecoinModel'
import {
  medianToMean,
  transactionBytes,
  transferCounts,
  transferNetworks,
  transferVolumeByNetwork,
} from '../transferModel'
import { DAY } from '../time'
import { allSymbols } from './assetLists'
import type { MetricContext, MetricDefinition } from './definition'
import { derived, each, gridBreakdown, gridValue, ratio, studio, total } from './factories'
import { transactionCounts, transferVolume } from './transactions'

/*
 * More transaction metrics: sizes, transfers and their values, throughput, script types on the
 * UTXO chains and stablecoin transfer volume per network. Built on transferModel.ts.
 */

type Daily = (model: DemoModel, profile: AssetProfile, now: number) => Float64Array
const of = (f: Daily) => (ctx: MetricContext) => f(ctx.model, ctx.profile, ctx.now)
const txs = of(transactionCounts)
const transfers = of(transferCounts)
/** Script types spent through SegWit (Taproot is SegWit version 1). */
const segwitTypes = ['p2wpkh', 'p2wsh', 'p2tr'] as const
const segwitCounts = of((model, profile, now) => {
  const types = transactionsByType(model, profile, now)
  return total(
    segwitTypes.map((key) => types[key]),
    types.p2pk.length,
  )
})
const lines = studio('timeSeries')

const networkValues = ['all', ...transferNetworks]

export const transactionExtraMetrics: MetricDefinition[] = [
  gridValue({
    path: 'transactions/size_mean',
    name: 'Mean Transaction Size',
    shortName: 'Tx Size Mean',
    categories: ['Transactions'],
    tier: 2,
    description: 'The average size of a transaction in bytes.',
    assets: allSymbols,
    unit: 'none',
    aggregation: 'mean',
    studio: lines,
    values: (ctx) => ratio(of(transactionBytes)(ctx), txs(ctx)),
  }),
  gridValue({
    path: 'transactions/size_sum',
    name: 'Total Transaction Size',
    shortName: 'Tx Size Sum',
    categories: ['Transactions'],
    tier: 2.1,
    description: 'The size of all transactions of the period in bytes.',
    assets: allSymbols,
    unit: 'none',
    aggregation: 'sum',
    studio: lines,
    values: of(transactionBytes),
  }),
  gridValue({
    path: 'transactions/transfers_count',
    name: 'Transfer Count',
    categories: ['Transactions', 'Transfers'],
    tier: 1,
    description:
      'The number of transfers: several per transaction on UTXO chains, token moves included elsewhere.',
    assets: allSymbols,
    unit: 'none',
    aggregation: 'sum',
    studio: lines,
    values: transfers,
  }),
  gridValue({
    path: 'transactions/transfers_volume_mean',
    name: 'Mean Transfer Volume',
    shortName: 'Transfer Mean',
    categories: ['Transactions', 'Transfers'],
    tier: 2,
    description: 'The average value of a transfer.',
    assets: allSymbols,
    unit: 'native',
    aggregation: 'mean',
    studio: lines,
    values: (ctx) => ratio(of(transferVolume)(ctx), transfers(ctx)),
  }),
  gridValue({
    path: 'transactions/transfers_volume_median',
    name: 'Median Transfer Volume',
    shortName: 'Transfer Median',
    categories: ['Transactions', 'Transfers'],
    tier: 2,
    description:
      'The median value of a transfer: a small fraction of the mean, as a few large transfers carry most of the value.',
    assets: allSymbols,
    unit: 'native',
    aggregation: 'mean',
    studio: lines,
    values: (ctx) => {
      const start = ctx.model.grid(ctx.profile, ctx.now).start
      return each(ratio(of(transferVolume)(ctx), transfers(ctx)), (mean, i) => {
        return mean * medianToMean(ctx.model, ctx.profile, start + i)
      })
    },
  }),
  gridValue({
    path: 'transactions/rate',
    name: 'Transaction Rate',
    shortName: 'Tx Rate',
    categories: ['Transactions'],
    tier: 1,
    description: 'Transactions per second over the day.',
    assets: allSymbols,
    unit: 'none',
    aggregation: 'mean',
    studio: lines,
    values: (ctx) => each(txs(ctx), (count) => count / DAY),
  }),
  gridValue({
    path: 'transactions/transfers_rate',
    name: 'Transfer Rate',
    categories: ['Transactions', 'Transfers'],
    tier: 2.1,
    description: 'Transfers per second over the day.',
    assets: allSymbols,
    unit: 'none',
    aggregation: 'mean',
    studio: lines,
    values: (ctx) => each(transfers(ctx), (count) => count / DAY),
  }),
  gridBreakdown({
    path: 'transactions/count_by_type',
    name: 'Transactions by Script Type',
    shortName: 'Tx Types',
    categories: ['Transactions'],
    tier: 2.1,
    description:
      'Transactions by the script type they spend from (legacy, SegWit, Taproot); the types add up to the transaction count.',
    assets: addressTypeSymbols,
    unit: 'none',
    aggregation: 'sum',
    studio: studio('timeSeriesStackedArea'),
    parts: (ctx) => transactionsByType(ctx.model, ctx.profile, ctx.now),
  }),
  gridValue({
    path: 'transactions/segwit_adoption',
    name: 'SegWit Adoption',
    categories: ['Transactions'],
    tier: 2,
    description: 'The share of transactions spending SegWit outputs (Taproot included).',
    assets: addressTypeSymbols,
    unit: 'none',
    aggregation: 'mean',
    studio: lines,
    values: (ctx) => ratio(segwitCounts(ctx), txs(ctx)),
  }),
  gridValue({
    path: 'transactions/taproot_adoption',
    name: 'Taproot Adoption',
    categories: ['Transactions'],
    tier: 2.1,
    description: 'The share of transactions spending Taproot outputs.',
    assets: addressTypeSymbols,
    unit: 'none',
    aggregation: 'mean',
    studio: lines,
    values: (ctx) => ratio(transactionsByType(ctx.model, ctx.profile, ctx.now).p2tr, txs(ctx)),
  }),
  derived(
    {
      path: 'transactions/transfers_volume_by_network',
      name: 'Transfer Volume by Network',
      shortName: 'Volume by Network',
      categories: ['Transactions', 'Stablecoins'],
      tier: 3,
      description:
        'A stablecoin’s transfer volume on one network, or on all of them (`all`, the transfer volume). Networks it is not issued on show 0.',
      assets: stablecoinNetworkSymbols,
      resolutions: ['24h', '1w', '1month'],
      unit: 'native',
      parameters: { network: networkValues },
      studio: lines,
    },
    'sum',
    (ctx) => {
      const network = parameter(ctx, 'network', networkValues)
      const split = transferVolumeByNetwork(ctx)
      const n = Object.values(split.o)[0]?.length ?? 0
      const v =
        network === 'all' ? sumOfKeys(split.o, n) : (split.o[network] ?? new Float64Array(n))
      return { start: split.start, v }
    },
  ),
]
