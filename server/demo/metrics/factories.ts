import type { StudioMetricConfig } from '@/core/api/catalog'
import type { Resolution } from '@/core/resolution'
import type { Aggregation } from '../aggregate'
import { keyOrTotal, parameter } from '../marketState'
import { priceStartDay } from '../priceModel'
import { fromDay } from '../series'
import type { BreakdownMetric, DailyBreakdown, MetricContext, ValueMetric } from './definition'

/*
 * Small factories, so that a definition only says what differs. Market side: many metrics are one
 * view of one model (a breakdown served whole, one of its keys picked by a parameter or their
 * sum, a value derived from it). On-chain: most are "an array on the asset's daily grid, from
 * genesis or from the first traded day" (gridValue, gridBreakdown).
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

type Described = Omit<ValueMetric, 'shape' | 'daily' | 'resolutions'> & {
  resolutions?: readonly Resolution[]
}

/** Where a series starts: the asset's genesis, or its first traded day for priced values. */
export type Start = 'genesis' | 'priced'

function startDay(ctx: MetricContext, start: Start): number {
  return start === 'priced'
    ? priceStartDay(ctx.profile)
    : ctx.model.grid(ctx.profile, ctx.now).start
}

/** A value metric whose generator returns an array on the asset's grid. */
export function gridValue(
  spec: Described & { start?: Start; values: (ctx: MetricContext) => Float64Array },
): ValueMetric {
  const { values, start = 'genesis', resolutions = dailyResolutions, ...rest } = spec
  return {
    ...rest,
    resolutions,
    shape: 'value',
    daily: (ctx) =>
      fromDay(ctx.model.grid(ctx.profile, ctx.now), values(ctx), startDay(ctx, start)),
  }
}

/** A breakdown whose generator returns named arrays on the asset's grid. */
export function gridBreakdown(
  spec: Omit<BreakdownMetric, 'shape' | 'kind' | 'daily' | 'resolutions'> & {
    resolutions?: readonly Resolution[]
    start?: Start
    parts: (ctx: MetricContext) => Record<string, Float64Array>
  },
): BreakdownMetric {
  const { parts, start = 'genesis', resolutions = dailyResolutions, ...rest } = spec
  return {
    ...rest,
    resolutions,
    shape: 'object',
    kind: 'breakdown',
    daily: (ctx) => {
      const grid = ctx.model.grid(ctx.profile, ctx.now)
      const day = startDay(ctx, start)
      const o: Record<string, Float64Array> = {}
      let first = grid.start
      for (const [key, values] of Object.entries(parts(ctx))) {
        const series = fromDay(grid, values, day)
        first = series.start
        o[key] = series.v
      }
      return { start: first, o }
    },
  }
}

/** Element-wise map of one grid array. */
export function each(values: Float64Array, f: (value: number, i: number) => number): Float64Array {
  return Float64Array.from(values, (value, i) => f(value, i))
}

/** Element-wise sum of grid arrays. */
export function total(parts: readonly Float64Array[], n: number): Float64Array {
  const out = new Float64Array(n)
  for (const part of parts) for (let i = 0; i < n; i++) out[i] = (out[i] ?? 0) + (part[i] ?? 0)
  return out
}

/** Running sum from the start of the grid (cumulative coin days, thermocap, …). */
export function cumulative(values: Float64Array): Float64Array {
  let sum = 0
  return Float64Array.from(values, (value) => (sum += Number.isFinite(value) ? value : 0))
}

/** Trailing simple average over `span` days (shorter at the start of the grid). */
export function trailingMean(values: Float64Array, span: number): Float64Array {
  let sum = 0
  return Float64Array.from(values, (value, i) => {
    sum += value
    if (i >= span) sum -= values[i - span] ?? 0
    return sum / Math.min(i + 1, span)
  })
}
