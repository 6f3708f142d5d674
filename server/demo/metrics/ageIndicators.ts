import type { MetricTier } from '@/core/api/metrics'
import { realizedFromAges } from '../coinAges'
import { dailyCloses } from '../priceModel'
import { dailySupply, realizedCap } from '../valuation'
import { ageSymbols } from './assetLists'
import type { MetricContext, MetricDefinition } from './definition'
import { cumulative, each, gridValue, ratio } from './factories'
import { agesOf } from './supplyAges'

const closesOf = (ctx: MetricContext) => dailyCloses(ctx.model, ctx.profile, ctx.now)
const supplyOf = (ctx: MetricContext) => dailySupply(ctx.model, ctx.profile, ctx.now)

/** Sale value over cost of the coins spent by a cohort: SOPR. */
function sopr(ctx: MetricContext, coins: Float64Array, cost: Float64Array): Float64Array {
  const close = closesOf(ctx)
  // A day without spending (the first days of a chain) counts as break-even.
  return each(coins, (amount, i) =>
    amount > 0 ? (amount * (close[i] ?? NaN)) / (cost[i] ?? NaN) : 1,
  )
}

/** A cohort's realized value, scaled so that the cohorts add up to the realized cap. */
function cohortRealized(ctx: MetricContext, lth: boolean): Float64Array {
  const ages = agesOf(ctx)
  const implied = realizedFromAges(ages, ages.spent.length)
  const rc = realizedCap(ctx.model, ctx.profile, ctx.now)
  return each(rc, (cap, i) => {
    const lthValue = ages.lthValue[i] ?? 0
    const share = lthValue > 0 ? lthValue / (implied[i] ?? NaN) : 0
    return cap * (lth ? share : 1 - share)
  })
}

/** NUPL of a cohort: 1 − its realized value / its market value. */
function cohortNupl(ctx: MetricContext, lth: boolean): Float64Array {
  const ages = agesOf(ctx)
  const supply = supplyOf(ctx)
  const close = closesOf(ctx)
  const realized = cohortRealized(ctx, lth)
  return each(realized, (value, i) => {
    const lthCoins = ages.lthSupply[i] ?? 0
    const coins = lth ? lthCoins : (supply[i] ?? 0) - lthCoins
    // A cohort that holds nothing yet (no coin is 155 days old) has no unrealized profit.
    return coins > 0 ? 1 - value / (coins * (close[i] ?? NaN)) : 0
  })
}

interface Spec {
  path: string
  name: string
  shortName?: string
  code?: string
  tier: MetricTier
  description: string
  unit: 'native' | 'usd' | 'none'
  aggregation: 'last' | 'sum' | 'mean'
  priced?: boolean
  scale?: 'lin' | 'log'
  values: (ctx: MetricContext) => Float64Array
}

/** Indicators of the coin-age model, all on the same assets and charted against the price. */
const ageIndicator = ({ priced = false, scale = 'lin', ...spec }: Spec) =>
  gridValue({
    ...spec,
    categories: ['Indicators', 'Coin Age'],
    assets: ageSymbols,
    start: priced ? 'priced' : 'genesis',
    studio: { chartType: 'timeSeries', defaultScale: scale, price: true },
  })

export const ageIndicatorMetrics: MetricDefinition[] = [
  ageIndicator({
    path: 'indicators/cdd',
    name: 'Coin Days Destroyed (CDD)',
    shortName: 'CDD',
    tier: 2,
    description: 'Coins spent times the days since they last moved: old coins moving weigh more.',
    unit: 'none',
    aggregation: 'sum',
    scale: 'log',
    values: (ctx) => agesOf(ctx).cdd,
  }),
  ageIndicator({
    path: 'indicators/cdd_supply_adjusted',
    name: 'Supply-Adjusted CDD',
    tier: 2.1,
    description: 'Coin days destroyed divided by the circulating supply, comparable across eras.',
    unit: 'none',
    aggregation: 'sum',
    values: (ctx) => ratio(agesOf(ctx).cdd, supplyOf(ctx)),
  }),
  ageIndicator({
    path: 'indicators/asol',
    name: 'Average Spent Output Lifespan (ASOL)',
    shortName: 'ASOL',
    tier: 2.1,
    description: 'The average age in days of the coins spent.',
    unit: 'none',
    aggregation: 'mean',
    values: (ctx) => ratio(agesOf(ctx).cdd, agesOf(ctx).spent),
  }),
  ageIndicator({
    path: 'indicators/average_dormancy',
    name: 'Average Dormancy',
    tier: 2.1,
    description: 'Coin days destroyed per coin moved, leaving out coins re-spent within the day.',
    unit: 'none',
    aggregation: 'mean',
    values: (ctx) => ratio(agesOf(ctx).cdd, agesOf(ctx).spentAdjusted),
  }),
  ageIndicator({
    path: 'indicators/liveliness',
    name: 'Liveliness',
    tier: 2,
    description:
      'All coin days destroyed so far over all coin days created: rises when old coins move.',
    unit: 'none',
    aggregation: 'last',
    values: (ctx) => ratio(cumulative(agesOf(ctx).cdd), cumulative(supplyOf(ctx))),
  }),
  ageIndicator({
    path: 'indicators/sopr_adjusted',
    name: 'Adjusted SOPR (aSOPR)',
    shortName: 'aSOPR',
    tier: 2,
    description: 'SOPR of the coins spent, leaving out those re-spent within the day (noise).',
    unit: 'none',
    aggregation: 'mean',
    priced: true,
    values: (ctx) => sopr(ctx, agesOf(ctx).spentAdjusted, agesOf(ctx).spentAdjustedCost),
  }),
  ageIndicator({
    path: 'indicators/sopr_less_155',
    name: 'Short-Term Holder SOPR',
    shortName: 'STH-SOPR',
    tier: 2.1,
    description: 'SOPR of the coins spent within 155 days of their previous move.',
    unit: 'none',
    aggregation: 'mean',
    priced: true,
    values: (ctx) => sopr(ctx, agesOf(ctx).spentSth, agesOf(ctx).spentSthCost),
  }),
  ageIndicator({
    path: 'indicators/sopr_more_155',
    name: 'Long-Term Holder SOPR',
    shortName: 'LTH-SOPR',
    tier: 2.1,
    description: 'SOPR of the coins spent after at least 155 days unmoved.',
    unit: 'none',
    aggregation: 'mean',
    priced: true,
    values: (ctx) => sopr(ctx, agesOf(ctx).spentLth, agesOf(ctx).spentLthCost),
  }),
  ageIndicator({
    path: 'indicators/sopr_unadjusted',
    code: 'SoprUnadjustedDeprecated',
    name: 'SOPR (unadjusted, deprecated)',
    tier: 2,
    description:
      'Superseded by Adjusted SOPR: SOPR over every coin spent, including those re-spent within the day.',
    unit: 'none',
    aggregation: 'mean',
    priced: true,
    values: (ctx) => {
      const ages = agesOf(ctx)
      const cost = each(ages.spentSthCost, (value, i) => value + (ages.spentLthCost[i] ?? 0))
      return sopr(ctx, ages.spent, cost)
    },
  }),
  ageIndicator({
    path: 'indicators/nupl_less_155',
    name: 'Short-Term Holder NUPL',
    shortName: 'STH-NUPL',
    tier: 2.1,
    description:
      'Unrealized profit of coins moved within 155 days, relative to their market value.',
    unit: 'none',
    aggregation: 'last',
    priced: true,
    values: (ctx) => cohortNupl(ctx, false),
  }),
  ageIndicator({
    path: 'indicators/nupl_more_155',
    name: 'Long-Term Holder NUPL',
    shortName: 'LTH-NUPL',
    tier: 2.1,
    description: 'Unrealized profit of coins unmoved for 155 days, relative to their market value.',
    unit: 'none',
    aggregation: 'last',
    priced: true,
    values: (ctx) => cohortNupl(ctx, true),
  }),
  ageIndicator({
    path: 'indicators/hodler_net_position_change',
    name: 'Long-Term Holder Net Position Change',
    shortName: 'LTH Net Position Change',
    tier: 2.1,
    description: 'The 30-day change of the long-term holders’ supply (negative when they sell).',
    unit: 'native',
    aggregation: 'last',
    values: (ctx) => {
      const lth = agesOf(ctx).lthSupply
      return each(lth, (value, i) => value - (lth[Math.max(0, i - 30)] ?? 0))
    },
  }),
  ageIndicator({
    path: 'indicators/rhodl_ratio',
    name: 'RHODL Ratio',
    tier: 2,
    description:
      'Realized value of the 1-week band over the 1–2-year band, times the market’s age in days: high at cycle tops.',
    unit: 'none',
    aggregation: 'last',
    priced: true,
    scale: 'log',
    values: (ctx) => {
      const bands = agesOf(ctx).bandValues
      const week = each(bands['24h'], (value, i) => value + (bands['1d_1w'][i] ?? 0))
      return each(ratio(week, bands['1y_2y']), (value, i) => value * (i + 1))
    },
  }),
  ageIndicator({
    path: 'indicators/reserve_risk',
    name: 'Reserve Risk',
    tier: 2.1,
    description:
      'Price over the “HODL bank” (the running sum of what holders forgo by not selling): low when confidence is high and the price low.',
    unit: 'none',
    aggregation: 'last',
    priced: true,
    scale: 'log',
    values: (ctx) => {
      const close = closesOf(ctx)
      const adjusted = ratio(agesOf(ctx).cdd, supplyOf(ctx))
      // Each quiet day adds its price to the bank; days of heavy old-coin spending add less.
      const bank = cumulative(each(close, (price, i) => price / (1 + (adjusted[i] ?? 0))))
      return ratio(close, bank)
    },
  }),
  ageIndicator({
    path: 'indicators/realized_profit',
    name: 'Realized Profit',
    tier: 2,
    description: 'USD gained by the coins spent that moved at a higher price than they last had.',
    unit: 'usd',
    aggregation: 'sum',
    priced: true,
    scale: 'log',
    values: (ctx) => agesOf(ctx).realizedProfit,
  }),
  ageIndicator({
    path: 'indicators/realized_loss',
    name: 'Realized Loss',
    tier: 2,
    description: 'USD lost by the coins spent that moved at a lower price than they last had.',
    unit: 'usd',
    aggregation: 'sum',
    priced: true,
    scale: 'log',
    values: (ctx) => agesOf(ctx).realizedLoss,
  }),
  ageIndicator({
    path: 'indicators/net_realized_profit_loss',
    name: 'Net Realized Profit/Loss',
    tier: 2,
    description: 'Realized profit minus realized loss, in USD.',
    unit: 'usd',
    aggregation: 'sum',
    priced: true,
    values: (ctx) => {
      const ages = agesOf(ctx)
      return each(ages.realizedProfit, (profit, i) => profit - (ages.realizedLoss[i] ?? 0))
    },
  }),
]
