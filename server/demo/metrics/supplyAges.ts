import { ageBandKeys, ageBands, coinAges, type AgeBand, type CoinAges } from '../coinAges'
import type { MetricTier } from '@/core/api/metrics'
import { dailySupply } from '../valuation'
import { ageSymbols } from './assetLists'
import type { MetricContext, MetricDefinition } from './definition'
import { gridBreakdown, gridValue, ratio, total } from './factories'

/** The coin-age model of the context's asset. */
export const agesOf = (ctx: MetricContext): CoinAges => coinAges(ctx.model, ctx.profile, ctx.now)
const supplyOf = (ctx: MetricContext) => dailySupply(ctx.model, ctx.profile, ctx.now)
const lengthOf = (ctx: MetricContext) => ctx.model.grid(ctx.profile, ctx.now).n

/** Each band's share of the sum of `parts` (so the shares add up to exactly 1). */
function shares(parts: Record<AgeBand, Float64Array>, n: number): Record<string, Float64Array> {
  const sum = total(Object.values(parts), n)
  return Object.fromEntries(ageBandKeys.map((key) => [key, ratio(parts[key], sum)]))
}

/** Coins in the bands older than `years`. */
function olderThan(ages: CoinAges, years: number, n: number): Float64Array {
  const days = years * 365
  const keep = ageBands.filter((_, k) => k > 0 && (ageBands[k - 1]?.[1] ?? 0) >= days)
  return total(
    keep.map(([key]) => ages.bands[key]),
    n,
  )
}

const bandLabel = (key: AgeBand) =>
  key === '24h' ? 'Last 24h' : key === 'more_10y' ? 'More than 10y' : key.replace('_', '–')

/** supply/active_<band>: the coins last moved within one age band. */
const bandMetrics: MetricDefinition[] = ageBandKeys.map((key) =>
  gridValue({
    path: `supply/active_${key}`,
    name: `Supply Last Active ${bandLabel(key)}`,
    shortName: `Active ${bandLabel(key)}`,
    categories: ['Supply', 'HODL Waves'],
    tier: 2,
    description: `Coins whose last move is ${bandLabel(key)} old (an age band of the HODL waves).`,
    assets: ageSymbols,
    unit: 'native',
    aggregation: 'last',
    studio: { chartType: 'timeSeries', defaultScale: 'lin', price: true },
    values: (ctx) => agesOf(ctx).bands[key],
  }),
)

const olderTiers: [number, MetricTier][] = [
  [1, 1],
  [2, 2],
  [3, 2],
  [5, 2],
  [10, 2],
]

/** supply/active_more_<n>y_percent: the share of the supply unmoved for n years or more. */
const dormantShareMetrics: MetricDefinition[] = olderTiers.map(([years, tier]) =>
  gridValue({
    path: `supply/active_more_${years}y_percent`,
    name: `Supply Last Active ${years}+ Years Ago`,
    shortName: `${years}y+ HODL`,
    categories: ['Supply', 'HODL Waves'],
    tier,
    description: `The share of the supply that has not moved for at least ${years} year${years > 1 ? 's' : ''}.`,
    assets: ageSymbols,
    unit: 'none',
    aggregation: 'last',
    studio: { chartType: 'timeSeries', defaultScale: 'lin', price: true },
    values: (ctx) => ratio(olderThan(agesOf(ctx), years, lengthOf(ctx)), supplyOf(ctx)),
  }),
)

export const supplyAgeMetrics: MetricDefinition[] = [
  gridBreakdown({
    path: 'supply/hodl_waves',
    name: 'HODL Waves',
    categories: ['Supply', 'HODL Waves'],
    tier: 2,
    description:
      'The supply split by the time since each coin last moved; the bands add up to 1 (100%).',
    assets: ageSymbols,
    unit: 'none',
    aggregation: 'last',
    studio: { chartType: 'timeSeriesStackedArea', defaultScale: 'lin', price: true },
    parts: (ctx) => shares(agesOf(ctx).bands, lengthOf(ctx)),
  }),
  gridBreakdown({
    path: 'supply/rcap_hodl_waves',
    name: 'Realized Cap HODL Waves',
    shortName: 'RCap HODL Waves',
    categories: ['Supply', 'HODL Waves'],
    tier: 2.1,
    description:
      'HODL waves weighted by realized value (each coin at the price it last moved); bands add up to 1.',
    assets: ageSymbols,
    unit: 'none',
    aggregation: 'last',
    start: 'priced',
    studio: { chartType: 'timeSeriesStackedArea', defaultScale: 'lin', price: true },
    parts: (ctx) => shares(agesOf(ctx).bandValues, lengthOf(ctx)),
  }),
  ...bandMetrics,
  ...dormantShareMetrics,
  gridValue({
    path: 'supply/lth_sum',
    name: 'Long-Term Holder Supply',
    shortName: 'LTH Supply',
    categories: ['Supply', 'Holders'],
    tier: 2,
    description: 'Coins unmoved for at least 155 days, the long-term holders’ supply.',
    assets: ageSymbols,
    unit: 'native',
    aggregation: 'last',
    studio: { chartType: 'timeSeries', defaultScale: 'lin', price: true },
    values: (ctx) => agesOf(ctx).lthSupply,
  }),
  gridValue({
    path: 'supply/sth_sum',
    name: 'Short-Term Holder Supply',
    shortName: 'STH Supply',
    categories: ['Supply', 'Holders'],
    tier: 2,
    description: 'Coins moved within the last 155 days: the supply minus the long-term holders’.',
    assets: ageSymbols,
    unit: 'native',
    aggregation: 'last',
    studio: { chartType: 'timeSeries', defaultScale: 'lin', price: true },
    values: (ctx) => {
      const lth = agesOf(ctx).lthSupply
      return Float64Array.from(supplyOf(ctx), (supply, i) => supply - (lth[i] ?? 0))
    },
  }),
]
