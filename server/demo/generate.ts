import type { MetricQuery, SeriesColumns } from '../metrics/metricSource'
import { aggregate, aggregateOhlc, bucketStart, type OhlcColumns } from './aggregate'
import { findProfile } from './assets'
import type { DailySeries, DemoModel } from './model'
import type { BreakdownMetric, MetricContext, MetricDefinition } from './metrics/definition'
import { dailyCloses, priceStartDay } from './priceModel'
import { DAY, TEN_MINUTES } from './time'

/**
 * One metric's whole history for a query: the generator's daily values, converted to USD when
 * asked, then aggregated to weeks or months; or the generator's own 10m/1h points. Arrays are
 * copied on the way out because the generators' arrays are memoised and shared.
 */
export function generateSeries(
  model: DemoModel,
  definition: MetricDefinition,
  query: MetricQuery,
  now: number,
): SeriesColumns {
  const profile = findProfile(query.asset)
  if (profile === undefined || !definition.assets.includes(profile.symbol)) {
    throw new Error(`${definition.path} has no data for asset ${query.asset}`)
  }
  const { interval } = query
  if (!definition.resolutions.includes(interval)) {
    throw new Error(`${definition.path} has no ${interval} resolution`)
  }
  const step = Math.floor(now / TEN_MINUTES) * TEN_MINUTES
  const ctx: MetricContext = { model, profile, now: step, params: query.params }

  if (definition.shape === 'document') {
    const points = definition.documents(ctx, interval)
    return { t: points.t.slice(), d: points.d.slice() }
  }

  if (definition.shape === 'object' && definition.kind === 'candles') {
    if (interval === '1h') return candleColumns(definition.candles(ctx, '1h'))
    const daily = definition.candles(ctx, '24h')
    return candleColumns(interval === '24h' ? daily : aggregateOhlc(daily, bucketStart(interval)))
  }

  if (definition.shape === 'object') {
    return breakdownColumns(ctx, definition, query)
  }

  if (interval === '10m' || interval === '1h') {
    if (definition.intraday === undefined) {
      throw new Error(`${definition.path} has no intraday data`)
    }
    const points = definition.intraday(ctx, interval)
    return { t: points.t.slice(), v: points.v.slice() }
  }

  let daily = definition.daily(ctx)
  if (definition.unit === 'native' && query.currency === 'usd') daily = inUsd(ctx, daily)
  const t = Float64Array.from(daily.v, (_, i) => (daily.start + i) * DAY)
  if (interval === '24h') return { t, v: daily.v.slice() }
  return aggregate({ t, v: daily.v }, bucketStart(interval), definition.aggregation)
}

/**
 * Coins to dollars at each day's close. Closes exist from genesis (on-chain models value coins
 * before anyone traded them), but a USD series starts on the first traded day.
 */
function inUsd(ctx: MetricContext, daily: DailySeries): DailySeries {
  const grid = ctx.model.grid(ctx.profile, ctx.now)
  const close = dailyCloses(ctx.model, ctx.profile, ctx.now)
  const skip = Math.min(daily.v.length, Math.max(0, priceStartDay(ctx.profile) - daily.start))
  const v = daily.v
    .subarray(skip)
    .map((coins, i) => coins * (close[daily.start + skip + i - grid.start] ?? NaN))
  return { start: daily.start + skip, v }
}

/** Each key like a value metric: to USD when asked, then aggregated to the interval. */
function breakdownColumns(
  ctx: MetricContext,
  definition: BreakdownMetric,
  query: MetricQuery,
): SeriesColumns {
  if (query.interval === '10m' || query.interval === '1h') {
    throw new Error(`${definition.path} has no intraday data`)
  }
  const daily = definition.daily(ctx)
  const o: Record<string, Float64Array> = {}
  let t: Float64Array | undefined
  for (const [key, values] of Object.entries(daily.o)) {
    let series: DailySeries = { start: daily.start, v: values }
    if (definition.unit === 'native' && query.currency === 'usd') series = inUsd(ctx, series)
    const times = Float64Array.from(series.v, (_, i) => (series.start + i) * DAY)
    const columns =
      query.interval === '24h'
        ? { t: times, v: series.v.slice() }
        : aggregate({ t: times, v: series.v }, bucketStart(query.interval), definition.aggregation)
    t ??= columns.t
    o[key] = columns.v
  }
  return { t: t ?? new Float64Array(0), o }
}

function candleColumns(candles: OhlcColumns): SeriesColumns {
  return {
    t: candles.t.slice(),
    o: { o: candles.o.slice(), h: candles.h.slice(), l: candles.l.slice(), c: candles.c.slice() },
  }
}
