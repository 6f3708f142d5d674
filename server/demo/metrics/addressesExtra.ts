import type { MetricTier } from '@/core/api/metrics'
import { addressFlows, lifecycleKeys } from '../addressModel'
import { addressTypeKeys, addressTypeSymbols, addressesByType } from '../addressTypes'
import { addressesBySize, atLeast, balanceThresholds } from '../balanceModel'
import { buyersAndSellers } from '../buyerSeller'
import { marketMood } from '../activity'
import { whole } from '../counts'
import { clamp } from '../series'
import { ageSymbols, allSymbols } from './assetLists'
import type { MetricContext, MetricDefinition } from './definition'
import { each, gridBreakdown, gridValue, studio } from './factories'

/*
 * More address metrics: the stock of addresses (ever used, holding coins, by balance, by script
 * type) and what the day's active ones did (sending, receiving, lifecycle cohorts, buyers and
 * sellers). All are whole counts from addressModel.ts and balanceModel.ts.
 */

const flowsOf = (ctx: MetricContext) => addressFlows(ctx.model, ctx.profile, ctx.now)
const bandsOf = (ctx: MetricContext) => addressesBySize(ctx.model, ctx.profile, ctx.now)
const counts = studio('timeSeries')

const thresholdTiers: Record<(typeof balanceThresholds)[number][0], MetricTier> = {
  '1': 2,
  '10': 2,
  '100': 2.1,
  '1k': 1,
  '10k': 2.1,
}

/** addresses/min_<x>_count: addresses holding at least x coins (never more than for less). */
const thresholdMetrics: MetricDefinition[] = balanceThresholds.map(([label, coins]) =>
  gridValue({
    path: `addresses/min_${label}_count`,
    name: `Addresses with Balance ≥ ${label}`,
    shortName: `Addresses ≥ ${label}`,
    categories: ['Addresses', 'Distribution'],
    tier: thresholdTiers[label],
    description: `The number of addresses holding at least ${label} coin${coins > 1 ? 's' : ''}.`,
    assets: allSymbols,
    unit: 'none',
    aggregation: 'last',
    studio: counts,
    values: (ctx) => atLeast(bandsOf(ctx), coins),
  }),
)

export const addressExtraMetrics: MetricDefinition[] = [
  gridValue({
    path: 'addresses/count',
    name: 'Total Addresses',
    categories: ['Addresses'],
    tier: 1,
    description: 'Every address that has ever held coins (a running total of new addresses).',
    assets: allSymbols,
    unit: 'none',
    aggregation: 'last',
    studio: counts,
    values: (ctx) => flowsOf(ctx).total,
  }),
  gridValue({
    path: 'addresses/non_zero_count',
    name: 'Non-Zero Addresses',
    categories: ['Addresses', 'Distribution'],
    tier: 1,
    description: 'Addresses holding coins at the end of the day.',
    assets: allSymbols,
    unit: 'none',
    aggregation: 'last',
    studio: counts,
    values: (ctx) => flowsOf(ctx).nonZero,
  }),
  gridValue({
    path: 'addresses/sending_count',
    name: 'Sending Addresses',
    shortName: 'Senders',
    categories: ['Addresses'],
    tier: 2,
    description:
      'Addresses that sent coins; weeks and months show the daily average. With the receiving ones they cover every active address.',
    assets: allSymbols,
    unit: 'none',
    // The same senders come back day after day, so their counts are averaged, not added.
    aggregation: 'mean',
    studio: counts,
    values: (ctx) => {
      const flows = flowsOf(ctx)
      return each(flows.sendOnly, (only, i) => only + (flows.both[i] ?? 0))
    },
  }),
  gridValue({
    path: 'addresses/receiving_count',
    name: 'Receiving Addresses',
    shortName: 'Receivers',
    categories: ['Addresses'],
    tier: 2,
    description: 'Addresses that received coins; weeks and months show the daily average.',
    assets: allSymbols,
    unit: 'none',
    aggregation: 'mean',
    studio: counts,
    values: (ctx) => {
      const flows = flowsOf(ctx)
      return each(flows.receiveOnly, (only, i) => only + (flows.both[i] ?? 0))
    },
  }),
  ...thresholdMetrics,
  gridBreakdown({
    path: 'addresses/count_by_wallet_size',
    name: 'Addresses by Wallet Size',
    shortName: 'Wallet Sizes',
    categories: ['Addresses', 'Distribution'],
    tier: 2.1,
    description:
      'Addresses holding coins per balance band (in coins); the bands add up to the non-zero addresses.',
    assets: allSymbols,
    unit: 'none',
    aggregation: 'last',
    studio: studio('timeSeriesStackedArea', { price: true }),
    parts: bandsOf,
  }),
  gridBreakdown({
    path: 'addresses/by_type',
    name: 'Addresses by Script Type',
    shortName: 'Address Types',
    categories: ['Addresses'],
    tier: 2.1,
    description:
      'Addresses holding coins per script type (P2PK, P2PKH, P2SH, SegWit P2WPKH and P2WSH, Taproot P2TR); they add up to the non-zero addresses.',
    assets: addressTypeSymbols,
    unit: 'none',
    aggregation: 'last',
    studio: studio('timeSeriesStackedArea'),
    parts: (ctx) => {
      const types = addressesByType(ctx.model, ctx.profile, ctx.now)
      return Object.fromEntries(addressTypeKeys.map((key) => [key, types[key]]))
    },
  }),
  gridBreakdown({
    path: 'addresses/cohort_lifecycle',
    name: 'Address Cohort Lifecycle',
    shortName: 'Lifecycle',
    categories: ['Addresses', 'Cohorts'],
    tier: 3,
    description:
      'The day’s active addresses by what they did: new, retained with a bigger, equal or smaller balance, resurrected after a long sleep, or emptied (churned), alone or on their first or waking day. The cohorts add up to the active addresses.',
    assets: allSymbols,
    unit: 'none',
    // Like active addresses, the cohorts of a week are a daily average.
    aggregation: 'mean',
    // Stacked, the cohorts add up to the active addresses above zero and the emptied ones
    // (churned, alone or on their first or waking day) stack below it (src/core/series/stack.ts).
    studio: studio('timeSeriesStackedArea'),
    parts: (ctx) => {
      const { lifecycle } = flowsOf(ctx)
      return Object.fromEntries(lifecycleKeys.map((key) => [key, lifecycle[key]]))
    },
  }),
  gridBreakdown({
    path: 'addresses/buyer_seller_behavior',
    name: 'Buyer and Seller Behavior',
    shortName: 'Buyers & Sellers',
    categories: ['Addresses', 'Cohorts'],
    tier: 3,
    description:
      'Active addresses whose balance changed, as first buyers, momentum buyers (after a run-up), conviction buyers (in a drawdown), profit takers and loss sellers.',
    assets: ageSymbols,
    unit: 'none',
    aggregation: 'mean',
    studio: studio('timeSeriesMultiLine'),
    parts: (ctx) => buyersAndSellers(ctx.model, ctx.profile, ctx.now),
  }),
  gridValue({
    path: 'addresses/accumulation_count',
    name: 'Accumulation Addresses',
    shortName: 'Accumulators',
    categories: ['Addresses', 'Cohorts'],
    tier: 2,
    description:
      'Addresses holding at least 10 coins that have received more than once and never spent: more of them in bear markets.',
    assets: allSymbols,
    unit: 'none',
    aggregation: 'last',
    studio: counts,
    values: (ctx) => {
      const mood = marketMood(ctx.model, ctx.profile, ctx.now, 365)
      return each(atLeast(bandsOf(ctx), 10), (holders, i) =>
        whole(holders * clamp(0.35 - 0.1 * (mood[i] ?? 0), 0.2, 0.5)),
      )
    },
  }),
]
