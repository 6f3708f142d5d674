import { dailyCloses, priceStartDay } from '../priceModel'
import { fractalNoise, type Octave } from '../random'
import { fromDay, mapArrays, momentum } from '../series'
import { dateToDay } from '../time'
import { marketCap, realizedCap } from '../valuation'
import { realizedSymbols } from './assetLists'
import type { MetricContext, MetricDefinition } from './definition'

/** The fear and greed index starts in February 2018, as the public one does. */
const fearGreedStart = dateToDay('2018-02-01')
/** Day-to-day jitter in profit taking. */
const soprOctaves: readonly Octave[] = [
  [3, 0.5],
  [1, 0.5],
]
/** Sentiment swings over a week or so beyond what the price alone explains. */
const sentimentOctaves: readonly Octave[] = [
  [8, 0.6],
  [2, 0.4],
]

/** ln(close / its `span`-day average) on the asset's grid, from the first traded day. */
function priceMomentum(ctx: MetricContext, span: number): Float64Array {
  const grid = ctx.model.grid(ctx.profile, ctx.now)
  const first = Math.max(0, priceStartDay(ctx.profile) - grid.start)
  return momentum(dailyCloses(ctx.model, ctx.profile, ctx.now), first, span)
}

export const indicatorMetrics: MetricDefinition[] = [
  {
    path: 'indicators/sopr',
    name: 'SOPR',
    tier: 2,
    description:
      'Spent Output Profit Ratio: the price coins were sold at over the price they were bought at.',
    assets: ['BTC', 'ETH', 'LTC'],
    resolutions: ['24h', '1w', '1month'],
    unit: 'none',
    shape: 'value',
    aggregation: 'mean',
    daily: (ctx) => {
      const grid = ctx.model.grid(ctx.profile, ctx.now)
      const key = ctx.model.key(ctx.profile.symbol, 'sopr')
      // Coins spent today were mostly bought in the last weeks: their profit is the price's run
      // over its one-month average. tanh keeps the ratio within 0.8..1.2.
      const v = priceMomentum(ctx, 30).map((run, i) => {
        const noise = 0.03 * fractalNoise(key, grid.start + i, soprOctaves)
        return 1 + 0.2 * Math.tanh(run + noise)
      })
      return fromDay(grid, v, priceStartDay(ctx.profile))
    },
  },
  {
    path: 'indicators/net_unrealized_profit_loss',
    name: 'Net Unrealized Profit/Loss (NUPL)',
    tier: 2,
    description:
      'The share of market cap that is unrealized profit: 1 − realized cap / market cap.',
    assets: realizedSymbols,
    resolutions: ['24h', '1w', '1month'],
    unit: 'none',
    shape: 'value',
    aggregation: 'last',
    daily: ({ model, profile, now }) => {
      const mc = marketCap(model, profile, now)
      const rc = realizedCap(model, profile, now)
      const v = mapArrays(mc.length, [mc, rc], ([m = NaN, r = NaN]) => 1 - r / m)
      return fromDay(model.grid(profile, now), v, priceStartDay(profile))
    },
  },
  {
    path: 'indicators/fear_greed',
    code: 'FearGreedIndex',
    name: 'Fear & Greed Index',
    tier: 1,
    description:
      'Market sentiment from 0 (extreme fear) to 100 (extreme greed), from price momentum and volatility.',
    assets: ['BTC'],
    resolutions: ['24h', '1w', '1month'],
    unit: 'none',
    shape: 'value',
    aggregation: 'mean',
    daily: (ctx) => {
      const grid = ctx.model.grid(ctx.profile, ctx.now)
      const month = priceMomentum(ctx, 30)
      const quarter = priceMomentum(ctx, 90)
      const key = ctx.model.key(ctx.profile.symbol, 'feargreed')
      const v = month.map((run, i) => {
        const mood = 2.2 * run + 1.2 * (quarter[i] ?? 0)
        const noise = 0.35 * fractalNoise(key, grid.start + i, sentimentOctaves)
        // Whole numbers, as the published index; tanh keeps it strictly inside 0..100.
        return Math.round(50 + 50 * Math.tanh(mood + noise))
      })
      return fromDay(grid, v, fearGreedStart)
    },
  },
]
