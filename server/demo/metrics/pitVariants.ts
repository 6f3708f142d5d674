import { DAY } from '../time'
import { indicatorMetrics } from './indicators'
import { marketMetrics } from './market'
import type { BreakdownMetric, MetricDefinition, ValueMetric } from './definition'

/** Daily indicators that get a point-in-time variant (docs/api.md, "Point-in-time metrics"). */
const pitBases = ['indicators/sopr', 'indicators/net_unrealized_profit_loss', 'market/mvrv']

/**
 * The point-in-time variant of a daily value metric, at `{path}_pit`: each day's value as it was
 * first computed, when the day closed, with that moment in `computed_at` (unix seconds). The base
 * series also answers today's open day, whose value moves every 10 minutes until midnight; the
 * variant answers a day only once it has closed, and never changes it afterwards. Past days of
 * the demo models are never revised (they are causal: a day depends on that day and earlier
 * ones), so a closed day's value is the one computed at its close; pitVariants.test.ts checks
 * this against the model run at each day's close. Served as an object series with the keys `v`
 * and `computed_at`, so every format (JSON, CSV, columns, binary) carries both.
 */
export function pitVariant(base: ValueMetric): BreakdownMetric {
  return {
    path: `${base.path}_pit`,
    name: `${base.name} (Point-in-Time)`,
    shortName: `${base.shortName ?? base.name} (PiT)`,
    tier: base.tier,
    description:
      `The point-in-time variant of ${base.name}: each day's value as first computed at the ` +
      'close of the day (computed_at), never revised afterwards.',
    assets: base.assets,
    resolutions: ['24h'],
    unit: 'none',
    shape: 'object',
    kind: 'breakdown',
    aggregation: 'last',
    daily(ctx) {
      const series = base.daily(ctx)
      // Days whose interval has ended by now; today's open day has no computed value yet.
      const closed = Math.max(
        0,
        Math.min(series.v.length, Math.floor(ctx.now / DAY) - series.start),
      )
      return {
        start: series.start,
        o: {
          v: series.v.slice(0, closed),
          computed_at: Float64Array.from(
            { length: closed },
            (_, i) => (series.start + i + 1) * DAY,
          ),
        },
      }
    },
  }
}

function valueMetric(path: string): ValueMetric {
  const all: readonly MetricDefinition[] = [...indicatorMetrics, ...marketMetrics]
  const found = all.find((definition) => definition.path === path)
  if (found?.shape !== 'value' || found.unit !== 'none') {
    throw new Error(`${path} is not a unitless daily value metric`)
  }
  return found
}

export const pitMetrics: MetricDefinition[] = pitBases.map((path) => pitVariant(valueMetric(path)))
