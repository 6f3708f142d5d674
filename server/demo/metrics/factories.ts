import type { Resolution } from '@/core/resolution'
import { priceStartDay } from '../priceModel'
import { fromDay } from '../series'
import type { BreakdownMetric, MetricContext, ValueMetric } from './definition'

/*
 * Small builders for the on-chain families: most metrics are "an array on the asset's daily grid,
 * from genesis or from the first traded day", so a definition only says what differs.
 */

export const dailyResolutions: readonly Resolution[] = ['24h', '1w', '1month']

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

/** Element-wise ratio of two grid arrays; 0 where the denominator is 0 (nothing spent yet). */
export function ratio(a: Float64Array, b: Float64Array): Float64Array {
  return Float64Array.from(a, (value, i) => {
    const divisor = b[i] ?? NaN
    return divisor === 0 ? 0 : value / divisor
  })
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
