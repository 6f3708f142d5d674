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
    // Open to guests, but the rest of its valuation family (realized cap, MVRV, Z-score) is tier
    // 2: the chart points guests to the Advanced plan.
    studio: { upgradeOption: true },
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

/** Days of the market-cap average whose deviation scales the Z-score (see zScores). */
const zSmoothingDays = 120
/** The smoothed deviation never falls below this share of the raw one. */
const zDeviationFloor = 0.7

/** Running population deviation (Welford's method) of the finite values up to each index. */
function runningDeviation(values: Float64Array): Float64Array {
  let count = 0
  let mean = 0
  let squares = 0
  return Float64Array.from(values, (value) => {
    if (!Number.isNaN(value)) {
      count++
      const delta = value - mean
      mean += delta / count
      squares += delta * (value - mean)
    }
    return count === 0 ? 0 : Math.sqrt(squares / count)
  })
}

/** Trailing mean over `span` finite values (NaN until the first one). */
function trailingFiniteMean(values: Float64Array, span: number): Float64Array {
  const out = new Float64Array(values.length).fill(NaN)
  let sum = 0
  let count = 0
  for (let i = 0; i < values.length; i++) {
    const value = values[i] ?? NaN
    if (Number.isNaN(value)) continue
    sum += value
    if (count === span) sum -= values[i - span] ?? 0
    else count++
    out[i] = sum / count
  }
  return out
}

/**
 * MVRV Z-score: (market cap − realized cap) / the deviation of market cap over all history up to
 * each day (causal). The deviation is that of the market cap's 120-day average: a cycle top is
 * measured against the market it grew out of, not against its own last weeks (real tops are
 * spikes of a few weeks that barely move the all-history deviation; the model's tops are broader,
 * and the raw deviation would cap them near 6). It never drops below 70% of the raw deviation,
 * which keeps the first year (a history made mostly of the 2011 bubble) from exploding.
 * Bitcoin’s tops come out at about 8.8 (2011), 8.7 (2013), 8.2 (2017) and 7.2 (2021), its bottoms at
 * −0.5..0. NaN while the deviation is zero.
 */
export function zScores(caps: Float64Array, realized: Float64Array): Float64Array {
  const raw = runningDeviation(caps)
  const smooth = runningDeviation(trailingFiniteMean(caps, zSmoothingDays))
  return caps.map((mc, i) => {
    const deviation = Math.max(smooth[i] ?? 0, zDeviationFloor * (raw[i] ?? 0))
    return deviation > 0 ? (mc - (realized[i] ?? NaN)) / deviation : NaN
  })
}
