import {
  alignTo,
  capsUsd,
  closes,
  daysFrom,
  fastOctaves,
  gridOffset,
  logReturns,
  memoFor,
  minVolatilityDays,
  mood,
  noiseOf,
  realizedVolatility,
} from '../marketState'
import { priceStartDay } from '../priceModel'
import { fromDay, momentum, sigmoid } from '../series'
import { dailySupply, realizedCap } from '../valuation'
import { realizedSymbols } from './assetLists'
import type { DailyBreakdown, MetricContext, MetricDefinition } from './definition'
import { breakdownOf, dailyResolutions, derived, studio } from './factories'
import { spotSymbols } from './marketAssetLists'

/** The realized-volatility windows of the spec, in days, with the public API's path names. */
export const volatilityWindows = [
  { key: '1w', path: '1_week', name: '1 Week', days: 7 },
  { key: '2w', path: '2_weeks', name: '2 Weeks', days: 14 },
  { key: '1m', path: '1_month', name: '1 Month', days: 30 },
  { key: '3m', path: '3_months', name: '3 Months', days: 91 },
  { key: '6m', path: '6_months', name: '6 Months', days: 182 },
  { key: '1y', path: '1_year', name: '1 Year', days: 365 },
] as const

/** Volatility starts a week after the first traded day (see realizedVolatility). */
const volatilityStart = (ctx: MetricContext) => priceStartDay(ctx.profile) + minVolatilityDays
const fromVolatilityStart = (ctx: MetricContext, values: Float64Array) =>
  fromDay(ctx.model.grid(ctx.profile, ctx.now), values, volatilityStart(ctx))

const bollingerDays = 20
const trendDays = 20

/** 20-day simple moving average ± 2 standard deviations of the close (from day 20 on). */
function bollinger(ctx: MetricContext): DailyBreakdown {
  return memoFor(ctx, 'bollinger', () => {
    const start = priceStartDay(ctx.profile) + bollingerDays - 1
    const n = daysFrom(ctx, start)
    const close = alignTo(ctx, closes(ctx), start - bollingerDays + 1)
    const o = { v: new Float64Array(n), l: new Float64Array(n), h: new Float64Array(n) }
    for (let i = 0; i < n; i++) {
      let sum = 0
      let squares = 0
      for (let k = i; k < i + bollingerDays; k++) {
        const c = close[k] ?? 0
        sum += c
        squares += c * c
      }
      const mean = sum / bollingerDays
      const deviation = Math.sqrt(Math.max(0, squares / bollingerDays - mean * mean))
      o.v[i] = mean
      o.l[i] = mean - 2 * deviation
      o.h[i] = mean + 2 * deviation
    }
    return { start, o }
  })
}

/**
 * Trend score in 0..1: how firmly the price trends up, from its runs over the 20- and 50-day
 * averages and the market mood, squashed by the logistic curve. Served with the price.
 */
function trendScore(ctx: MetricContext): DailyBreakdown {
  return memoFor(ctx, 'trendscore', () => {
    const start = priceStartDay(ctx.profile) + trendDays
    const close = closes(ctx)
    const from = gridOffset(ctx, priceStartDay(ctx.profile))
    const fast = alignTo(ctx, momentum(close, from, trendDays), start)
    const slow = alignTo(ctx, momentum(close, from, 50), start)
    const moods = alignTo(ctx, mood(ctx), start)
    const price = alignTo(ctx, close, start).slice()
    const score = price.map((_, i) =>
      sigmoid(6 * (fast[i] ?? 0) + 4 * (slow[i] ?? 0) + 1.5 * (moods[i] ?? 0)),
    )
    return { start, o: { price, score } }
  })
}

/** Spot volume (USD): a turnover of market cap, higher on big moves and in manias. */
function spotVolume(ctx: MetricContext) {
  return memoFor(ctx, 'spotvolume', () => {
    const start = priceStartDay(ctx.profile)
    const cap = alignTo(ctx, capsUsd(ctx), start)
    const returns = alignTo(ctx, logReturns(ctx), start)
    const moods = alignTo(ctx, mood(ctx), start)
    const noise = noiseOf(ctx, 'spot/volume', fastOctaves)
    const stable = ctx.profile.category === 'stablecoin'
    const v = cap.map((c, i) => {
      const turnover = (stable ? 0.12 : 0.025) * (1 + 15 * Math.abs(returns[i] ?? 0))
      return c * turnover * Math.exp(0.3 * (moods[i] ?? 0) + 0.3 * noise(start + i))
    })
    return { start, v }
  })
}

const volatilityMetric = (window: (typeof volatilityWindows)[number]): MetricDefinition =>
  derived(
    {
      path: `market/realized_volatility_${window.path}`,
      name: `Realized Volatility (${window.name})`,
      shortName: `RV ${window.key}`,
      tier: window.days <= 30 ? 2 : 2.1,
      description: `Annualised standard deviation of daily log returns over the last ${window.days} days.`,
      assets: spotSymbols,
      resolutions: dailyResolutions,
      unit: 'none',
      categories: ['Volatility'],
      studio: studio('timeSeries', { price: true }),
    },
    'last',
    (ctx) => fromVolatilityStart(ctx, realizedVolatility(ctx, window.days)),
  )

export const marketExtraMetrics: MetricDefinition[] = [
  ...volatilityWindows.map(volatilityMetric),
  breakdownOf(
    {
      path: 'market/realized_volatility_all',
      name: 'Realized Volatility (All Windows)',
      shortName: 'RV',
      tier: 2,
      description: 'Realized volatility over 1 week, 2 weeks, 1, 3 and 6 months and 1 year.',
      assets: spotSymbols,
      resolutions: dailyResolutions,
      unit: 'none',
      categories: ['Volatility'],
      studio: studio('timeSeriesMultiLine'),
    },
    'last',
    (ctx) => {
      const o: Record<string, Float64Array> = {}
      let start = volatilityStart(ctx)
      for (const window of volatilityWindows) {
        const series = fromVolatilityStart(ctx, realizedVolatility(ctx, window.days))
        start = series.start
        o[window.key] = series.v
      }
      return { start, o }
    },
  ),
  breakdownOf(
    {
      path: 'market/price_bollinger_bands',
      name: 'Bollinger Bands',
      shortName: 'Bollinger',
      tier: 1,
      description:
        'The 20-day simple moving average of the price (v) with bands two standard deviations below (l) and above (h).',
      assets: spotSymbols,
      resolutions: dailyResolutions,
      unit: 'usd',
      categories: ['Price', 'Technical'],
      studio: studio('timeSeriesMultiLine', { defaultScale: 'log', scales: ['log', 'lin'] }),
    },
    'last',
    bollinger,
  ),
  breakdownOf(
    {
      path: 'market/price_trend_score',
      name: 'Trend Score',
      tier: 2.1,
      description:
        'How firmly the price is trending up, from 0 (downtrend) to 1 (strong uptrend), with the price.',
      assets: spotSymbols,
      resolutions: dailyResolutions,
      unit: 'none',
      categories: ['Technical'],
      studio: studio('timeSeriesMultiLine', { price: true }),
    },
    'last',
    trendScore,
  ),
  derived(
    {
      path: 'market/price_realized_usd',
      name: 'Realized Price',
      tier: 2,
      description:
        'Realized cap divided by the circulating supply: the average cost basis of coins.',
      assets: realizedSymbols,
      resolutions: dailyResolutions,
      unit: 'usd',
      categories: ['Valuation'],
      studio: studio('timeSeries', { price: true, defaultScale: 'log', scales: ['log', 'lin'] }),
    },
    'last',
    (ctx) => {
      const start = priceStartDay(ctx.profile)
      const realized = alignTo(ctx, realizedCap(ctx.model, ctx.profile, ctx.now), start)
      const supply = alignTo(ctx, dailySupply(ctx.model, ctx.profile, ctx.now), start)
      return { start, v: realized.map((r, i) => r / (supply[i] ?? NaN)) }
    },
  ),
  derived(
    {
      path: 'market/spot_volume_daily_sum',
      name: 'Spot Trading Volume',
      shortName: 'Spot Volume',
      tier: 1,
      description: 'Traded volume on spot exchanges in USD.',
      assets: spotSymbols,
      resolutions: dailyResolutions,
      unit: 'usd',
      categories: ['Volume'],
      studio: studio('column', { defaultChartStyle: 'column', price: true }),
    },
    'sum',
    spotVolume,
  ),
]
