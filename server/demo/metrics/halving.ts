import { halvingCycle } from '../halvingModel'
import { halvingSymbols } from './assetLists'
import type { MetricContext, MetricDefinition } from './definition'
import { gridBreakdown, gridValue, studio } from './factories'

/*
 * Halving cycles (halvingModel.ts) of the coins with a halving schedule. `ratio` is the close over
 * the close on the day of the last halving (1 on a halving day; before the first halving, over
 * the first traded day's close), so cycles can be laid over each other from their halving.
 */

const cycleOf = (ctx: MetricContext) => halvingCycle(ctx.model, ctx.profile, ctx.now)

export const halvingMetrics: MetricDefinition[] = [
  gridBreakdown({
    path: 'indicators/halving',
    name: 'Halving Cycles',
    tier: 1,
    description:
      'Price since the last halving: ratio (close / close on the last halving day), daysTillHalving (0 on a halving day) and price.',
    assets: halvingSymbols,
    unit: 'none',
    aggregation: 'last',
    start: 'priced',
    categories: ['Indicators', 'Supply'],
    studio: studio('timeSeriesMultiLine', { defaultScale: 'log' }),
    parts: (ctx) => {
      const { ratio, daysTillHalving, price } = cycleOf(ctx)
      return { ratio, daysTillHalving, price }
    },
  }),
  gridValue({
    path: 'supply/days_till_halving',
    name: 'Days Until the Halving',
    shortName: 'Halving Countdown',
    tier: 1,
    description: 'Days left until the next halving of the block subsidy (0 on the halving day).',
    assets: halvingSymbols,
    unit: 'none',
    aggregation: 'last',
    start: 'priced',
    categories: ['Supply'],
    studio: studio('column', { price: true }),
    values: (ctx) => cycleOf(ctx).daysTillHalving,
  }),
]
