import { dailyCandles, hourlyCandles, tenMinutePrices } from '../intraday'
import { dailyCloses, priceStartDay } from '../priceModel'
import { fromDay, mapArrays } from '../series'
import { marketCap, realizedCap } from '../valuation'
import { allSymbols, realizedSymbols } from './assetLists'
import type { MetricContext, MetricDefinition } from './definition'

/** A daily array of the context's asset, from its first traded day. */
function priced(ctx: MetricContext, values: Float64Array) {
  const grid = ctx.model.grid(ctx.profile, ctx.now)
  return fromDay(grid, values, priceStartDay(ctx.profile))
}

const closes = (ctx: MetricContext) => dailyCloses(ctx.model, ctx.profile, ctx.now)
const caps = (ctx: MetricContext) => marketCap(ctx.model, ctx.profile, ctx.now)
const realized = (ctx: MetricContext) => realizedCap(ctx.model, ctx.profile, ctx.now)

export const marketMetrics: MetricDefinition[] = [
  {
    path: 'market/price_usd_close',
    name: 'Price',
    tier: 1,
    description: 'The closing price in USD of each interval (the last 10-minute price in it).',
    assets: allSymbols,
    resolutions: ['10m', '1h', '24h', '1w', '1month'],
    unit: 'usd',
    shape: 'value',
    aggregation: 'last',
    daily: (ctx) => priced(ctx, closes(ctx)),
    intraday: (ctx, resolution) => {
      if (resolution === '10m') return tenMinutePrices(ctx.model, ctx.profile, ctx.now)
      const candles = hourlyCandles(ctx.model, ctx.profile, ctx.now)
      return { t: candles.t, v: candles.c }
    },
  },
  {
    path: 'market/price_usd_ohlc',
    name: 'Price OHLC',
    tier: 1,
    description: 'Open, high, low and close price in USD of each interval (candlesticks).',
    assets: allSymbols,
    resolutions: ['1h', '24h', '1w', '1month'],
    unit: 'usd',
    shape: 'object',
    kind: 'candles',
    candles: (ctx, resolution) =>
      resolution === '1h'
        ? hourlyCandles(ctx.model, ctx.profile, ctx.now)
        : dailyCandles(ctx.model, ctx.profile, ctx.now),
  },
  {
    path: 'market/marketcap_usd',
    name: 'Market Cap',
    tier: 1,
    description: 'Market capitalization: the price times the circulating supply.',
    assets: allSymbols,
    resolutions: ['24h', '1w', '1month'],
    unit: 'usd',
    shape: 'value',
    aggregation: 'last',
    daily: (ctx) => priced(ctx, caps(ctx)),
  },
  {
    path: 'market/marketcap_realized_usd',
    name: 'Realized Cap',
    tier: 2,
    description: 'Realized capitalization: every coin valued at the price when it last moved.',
    assets: realizedSymbols,
    resolutions: ['24h', '1w', '1month'],
    unit: 'usd',
    shape: 'value',
    aggregation: 'last',
    daily: (ctx) => priced(ctx, realized(ctx)),
  },
  {
    path: 'market/mvrv',
    name: 'MVRV Ratio',
    tier: 2,
    description: 'Market value to realized value: market cap divided by realized cap.',
    assets: realizedSymbols,
    resolutions: ['24h', '1w', '1month'],
    unit: 'none',
    shape: 'value',
    aggregation: 'last',
    daily: (ctx) => {
      const mc = caps(ctx)
      return priced(
        ctx,
        mapArrays(mc.length, [mc, realized(ctx)], ([m = NaN, r = NaN]) => m / r),
      )
    },
  },
  {
    path: 'market/mvrv_z_score',
    name: 'MVRV Z-Score',
    tier: 2,
    description:
      'Market cap minus realized cap, divided by the standard deviation of all market cap history.',
    assets: realizedSymbols,
    resolutions: ['24h', '1w', '1month'],
    unit: 'none',
    shape: 'value',
    aggregation: 'last',
    daily: (ctx) => {
      // The first priced day has no deviation yet (one value): the series starts the day after.
      const series = priced(ctx, zScores(caps(ctx), realized(ctx)))
      return { start: series.start + 1, v: series.v.subarray(1) }
    },
  },
  {
    path: 'market/price_drawdown_relative',
    name: 'Price Drawdown from ATH',
    tier: 1,
    description: 'How far the price is below its all-time high so far, from 0 down to -1 (-100%).',
    assets: allSymbols,
    resolutions: ['24h', '1w', '1month'],
    unit: 'none',
    shape: 'value',
    aggregation: 'last',
    daily: (ctx) => {
      const series = priced(ctx, closes(ctx))
      let high = 0
      const v = series.v.map((price) => {
        high = Math.max(high, price)
        return price / high - 1
      })
      return { start: series.start, v }
    },
  },
]

/**
 * MVRV Z-score: (market cap − realized cap) / standard deviation of market cap from the first
 * priced day up to each day (population deviation, kept with Welford's method, which stays
 * accurate where the naive sum of squares would cancel). NaN while the deviation is zero.
 */
export function zScores(caps: Float64Array, realized: Float64Array): Float64Array {
  const out = new Float64Array(caps.length).fill(NaN)
  let count = 0
  let mean = 0
  let squares = 0
  for (let i = 0; i < caps.length; i++) {
    const mc = caps[i] ?? NaN
    if (Number.isNaN(mc)) continue
    count++
    const delta = mc - mean
    mean += delta / count
    squares += delta * (mc - mean)
    const deviation = Math.sqrt(squares / count)
    if (deviation > 0) out[i] = (mc - (realized[i] ?? NaN)) / deviation
  }
  return out
}
