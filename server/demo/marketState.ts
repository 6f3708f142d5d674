import { monotoneCurve, parsePoints, type Curve } from './curve'
import type { DailyBreakdown, MetricContext } from './metrics/definition'
import type { DailySeries } from './model'
import { dailyCloses, priceStartDay } from './priceModel'
import { fractalNoise, type Octave } from './random'
import { momentum } from './series'
import { dayOf } from './time'
import { marketCap } from './valuation'

/*
 * The market state the derivatives, options, ETF, exchange-flow and DeFi models share: prices,
 * returns, mood (bull or bear) and realized volatility on the asset's daily grid, plus small
 * helpers for series that start on a given day. Every array here is causal.
 */

/** Daily arrays per key (exchange, issuer, protocol, …), all from one start day. */
export type PerExchange = Record<string, Float64Array>

/** A value memoised per (asset, name, now), like the model's daily arrays. */
export function memoFor<T>(ctx: MetricContext, name: string, compute: () => T): T {
  return ctx.model.memo.get(`${ctx.profile.symbol}|${name}|${ctx.now}`, compute)
}

/** Number of days from `first` through today (0 when `first` is still to come). */
export function daysFrom(ctx: MetricContext, first: number): number {
  return Math.max(0, dayOf(ctx.now) - first + 1)
}

/** Offset of day `first` in the asset's grid arrays (grid arrays start at genesis). */
export function gridOffset(ctx: MetricContext, first: number): number {
  const start = ctx.model.grid(ctx.profile, ctx.now).start
  if (first < start) throw new Error(`${ctx.profile.symbol}: day ${first} is before genesis`)
  return first - start
}

/** A grid array (closes, caps, …) seen from day `first` on. */
export function alignTo(ctx: MetricContext, values: Float64Array, first: number): Float64Array {
  return values.subarray(Math.min(values.length, gridOffset(ctx, first)))
}

export const closes = (ctx: MetricContext) => dailyCloses(ctx.model, ctx.profile, ctx.now)
export const capsUsd = (ctx: MetricContext) => marketCap(ctx.model, ctx.profile, ctx.now)

/** Daily log returns on the grid (0 on the first traded day and before). */
export function logReturns(ctx: MetricContext): Float64Array {
  return memoFor(ctx, 'logreturns', () => {
    const close = closes(ctx)
    const first = gridOffset(ctx, priceStartDay(ctx.profile))
    return close.map((c, i) => (i <= first ? 0 : Math.log(c / (close[i - 1] ?? c))))
  })
}

/**
 * Market mood on the grid, from −1 (deep bear) to 1 (euphoria): the price's run over its two-month
 * and seven-month averages. Funding, leverage, ETF flows and option skew all follow it.
 */
export function mood(ctx: MetricContext): Float64Array {
  return memoFor(ctx, 'mood', () => {
    const close = closes(ctx)
    const first = gridOffset(ctx, priceStartDay(ctx.profile))
    const fast = momentum(close, first, 60)
    const slow = momentum(close, first, 200)
    return fast.map((m, i) => (i < first ? 0 : Math.tanh(2.5 * (0.6 * m + 0.4 * (slow[i] ?? 0)))))
  })
}

/** Shortest history a volatility is computed from (a week of returns). */
export const minVolatilityDays = 7

/**
 * Annualised realized volatility: the standard deviation of the last `window` daily log returns
 * × √365, on the grid. While fewer returns exist (a young asset) the window is what there is, from
 * seven returns on; NaN before.
 */
export function realizedVolatility(ctx: MetricContext, window: number): Float64Array {
  return memoFor(ctx, `rv${window}`, () => {
    const r = logReturns(ctx)
    const first = gridOffset(ctx, priceStartDay(ctx.profile)) + 1
    const out = new Float64Array(r.length).fill(NaN)
    let sum = 0
    let squares = 0
    for (let i = first; i < r.length; i++) {
      const x = r[i] ?? 0
      sum += x
      squares += x * x
      const leaving = i - window
      if (leaving >= first) {
        const old = r[leaving] ?? 0
        sum -= old
        squares -= old * old
      }
      const count = Math.min(window, i - first + 1)
      if (count < minVolatilityDays) continue
      const mean = sum / count
      out[i] = Math.sqrt(Math.max(0, squares / count - mean * mean) * 365)
    }
    return out
  })
}

/** A seeded noise function of the day for one (asset, stream), within [-1, 1]. */
export function noiseOf(
  ctx: MetricContext,
  stream: string,
  octaves: readonly Octave[],
): (day: number) => number {
  const key = ctx.model.key(ctx.profile.symbol, stream)
  return (day) => fractalNoise(key, day, octaves)
}

/** Slow swings (months) with weekly detail: the texture of balances and market shares. */
export const slowOctaves: readonly Octave[] = [
  [60, 0.6],
  [15, 0.3],
  [4, 0.1],
]
/** Day-to-day texture: flows, volumes, funding. */
export const fastOctaves: readonly Octave[] = [
  [7, 0.4],
  [2, 0.35],
  [1, 0.25],
]

/** 0 before `from`, then an S-shaped ramp to 1 over `days`. */
export function ramp(day: number, from: number, days: number): number {
  const x = (day - from) / days
  if (x <= 0) return 0
  return x >= 1 ? 1 : x * x * (3 - 2 * x)
}

/** A curve through `'YYYY-MM-DD=value …'` key points, held flat outside them. */
export function keyCurve(points: string): Curve {
  return monotoneCurve(parsePoints(points))
}

/** The sum of the keys of a breakdown, added in the keys' order (so subsets add up to it). */
export function sumOfKeys(o: Readonly<Record<string, Float64Array>>, n: number): Float64Array {
  const total = new Float64Array(n)
  for (const values of Object.values(o)) {
    for (let i = 0; i < n; i++) total[i] = (total[i] ?? 0) + (values[i] ?? 0)
  }
  return total
}

/** One key of a breakdown, or the sum of its keys for `aggregated`. */
export function keyOrTotal(breakdown: DailyBreakdown, key: string): DailySeries {
  const n = Object.values(breakdown.o)[0]?.length ?? 0
  if (key === 'aggregated') return { start: breakdown.start, v: sumOfKeys(breakdown.o, n) }
  const values = breakdown.o[key]
  if (values === undefined) throw new Error(`Unknown sub-series: ${key}`)
  return { start: breakdown.start, v: values }
}

/** The value of parameter `name`, the first allowed one when absent; throws on others. */
export function parameter(ctx: MetricContext, name: string, allowed: readonly string[]): string {
  const value = ctx.params[name] ?? allowed[0]
  if (value === undefined || !allowed.includes(value)) {
    throw new Error(`Unknown ${name}: ${String(value)}`)
  }
  return value
}
