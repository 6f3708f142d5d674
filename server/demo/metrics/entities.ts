import type { MetricTier } from '@/core/api/metrics'
import { balanceThresholds, coinsBySize, entitySpread } from '../balanceModel'
import { entitiesAtLeast, entityFlows, type EntityFlows } from '../entityModel'
import { entitySymbols } from './assetLists'
import type { MetricContext, MetricDefinition } from './definition'
import { gridBreakdown, gridValue, studio, type Meta } from './factories'

/*
 * Entity-adjusted metrics (entityModel.ts): addresses clustered by owner, so each count is below
 * its address counterpart. Counts of active owners are daily averages over weeks; new entities
 * and net growth add up.
 */

const flowsOf = (ctx: MetricContext) => entityFlows(ctx.model, ctx.profile, ctx.now)

type Common = Pick<Meta, 'path' | 'name' | 'tier' | 'description'> & { shortName?: string }

/** An entity count read from the flows. */
function entityCount(
  meta: Common,
  field: keyof EntityFlows,
  aggregation: 'mean' | 'sum' | 'last',
  chart: 'timeSeries' | 'column' = 'timeSeries',
): MetricDefinition {
  return gridValue({
    ...meta,
    categories: ['Entities'],
    assets: entitySymbols,
    unit: 'none',
    aggregation,
    studio: studio(chart),
    values: (ctx) => flowsOf(ctx)[field],
  })
}

const whaleTiers: Record<(typeof balanceThresholds)[number][0], MetricTier> = {
  '1': 2.1,
  '10': 2.1,
  '100': 2.1,
  '1k': 2,
  '10k': 3,
}

/** entities/min_<x>_count: owners holding at least x coins across their addresses. */
const thresholdMetrics: MetricDefinition[] = balanceThresholds.map(([label, coins]) =>
  gridValue({
    path: `entities/min_${label}_count`,
    name: `Entities with Balance ≥ ${label}`,
    shortName: `Entities ≥ ${label}`,
    categories: ['Entities', 'Distribution'],
    tier: whaleTiers[label],
    description: `Entities holding at least ${label} coin${coins > 1 ? 's' : ''} over all their addresses.`,
    assets: entitySymbols,
    unit: 'none',
    aggregation: 'last',
    studio: studio('timeSeries'),
    values: (ctx) => entitiesAtLeast(ctx.model, ctx.profile, ctx.now, coins),
  }),
)

export const entityMetrics: MetricDefinition[] = [
  entityCount(
    {
      path: 'entities/active_count',
      name: 'Active Entities',
      tier: 1,
      description:
        'Entities (clusters of addresses of one owner) that sent or received coins; weeks and months show the daily average.',
    },
    'active',
    'mean',
  ),
  entityCount(
    {
      path: 'entities/new_count',
      name: 'New Entities',
      tier: 2,
      description: 'Entities seen for the first time.',
    },
    'newEntities',
    'sum',
    'column',
  ),
  entityCount(
    {
      path: 'entities/sending_count',
      name: 'Sending Entities',
      shortName: 'Sending Entities',
      tier: 2,
      description: 'Entities that sent coins; weeks and months show the daily average.',
    },
    'sending',
    'mean',
  ),
  entityCount(
    {
      path: 'entities/receiving_count',
      name: 'Receiving Entities',
      tier: 2,
      description: 'Entities that received coins; weeks and months show the daily average.',
    },
    'receiving',
    'mean',
  ),
  entityCount(
    {
      path: 'entities/net_growth_count',
      name: 'Net Entity Growth',
      shortName: 'Entity Growth',
      tier: 2.1,
      description:
        'The change in the number of entities holding coins: new owners minus those who emptied all their addresses.',
    },
    'netGrowth',
    'sum',
    'column',
  ),
  entityCount(
    {
      path: 'entities/non_zero_count',
      name: 'Entities with Non-Zero Balance',
      shortName: 'Non-Zero Entities',
      tier: 2,
      description: 'Entities holding coins at the end of the day.',
    },
    'holders',
    'last',
  ),
  ...thresholdMetrics,
  gridBreakdown({
    path: 'entities/supply_balance_by_size',
    name: 'Supply Held by Entity Size',
    shortName: 'Entity Supply Bands',
    categories: ['Entities', 'Distribution'],
    tier: 3,
    description:
      'Coins held by entities per balance band (in coins); the bands add up to the circulating supply.',
    assets: entitySymbols,
    unit: 'native',
    aggregation: 'last',
    studio: studio('timeSeriesStackedArea', { price: true }),
    parts: (ctx) =>
      coinsBySize(ctx.model, ctx.profile, ctx.now, flowsOf(ctx).holders, entitySpread),
  }),
]
