import type { StudioMetricConfig } from '@/core/api/catalog'
import type { Resolution } from '@/core/resolution'
import type { Aggregation } from '../aggregate'
import { keyOrTotal, parameter } from '../marketState'
import type { BreakdownMetric, DailyBreakdown, MetricContext, ValueMetric } from './definition'

/*
 * Small factories for the market-side families, where many metrics are one view of one model:
 * a breakdown served whole, one of its keys picked by a parameter (or their sum), or a value
 * derived from it.
 */

/** The fields every definition spells out; shape and generator come from the factory. */
export type Meta = Omit<ValueMetric, 'shape' | 'aggregation' | 'daily' | 'intraday'>

export const dailyResolutions: readonly Resolution[] = ['24h', '1w', '1month']

/** Presentation overrides: a chart type plus whatever else the metric needs. */
export function studio(
  chartType: StudioMetricConfig['chartType'],
  extra: Partial<StudioMetricConfig> = {},
): Partial<StudioMetricConfig> {
  return { chartType, ...extra }
}

/** Every key of a breakdown model as named sub-series. */
export function breakdownOf(
  meta: Meta,
  aggregation: Aggregation,
  model: (ctx: MetricContext) => DailyBreakdown,
): BreakdownMetric {
  return { ...meta, shape: 'object', kind: 'breakdown', aggregation, daily: model }
}

/**
 * One key of a breakdown chosen by parameter `name` (its first allowed value is `aggregated`:
 * the sum of the keys, or `combine` when a sum makes no sense, e.g. a weighted mean of rates).
 */
export function keyOf(
  meta: Meta & { parameters: Record<string, string[]> },
  name: string,
  aggregation: Aggregation,
  model: (ctx: MetricContext) => DailyBreakdown,
  combine?: (ctx: MetricContext, breakdown: DailyBreakdown) => Float64Array,
): ValueMetric {
  const allowed = meta.parameters[name] ?? []
  return {
    ...meta,
    shape: 'value',
    aggregation,
    daily: (ctx) => {
      const key = parameter(ctx, name, allowed)
      const breakdown = model(ctx)
      if (key === 'aggregated' && combine !== undefined) {
        return { start: breakdown.start, v: combine(ctx, breakdown) }
      }
      return keyOrTotal(breakdown, key)
    },
  }
}

/** A value computed from a model's breakdown (a ratio, a total, …). */
export function derived(
  meta: Meta,
  aggregation: Aggregation,
  compute: (ctx: MetricContext) => { start: number; v: Float64Array },
): ValueMetric {
  return { ...meta, shape: 'value', aggregation, daily: compute }
}

/** Element-wise a / b over two arrays of one length (0 where b is 0). */
export function ratio(a: Float64Array, b: Float64Array): Float64Array {
  return a.map((x, i) => {
    const d = b[i] ?? 0
    return d === 0 ? 0 : x / d
  })
}
