import { demoProfiles } from '../assets'
import { realizedFromAges } from '../coinAges'
import { closes, gridOffset, logReturns, memoFor, mood } from '../marketState'
import type { DailySeries } from '../model'
import { dailyCloses, priceStartDay } from '../priceModel'
import { fromDay, sigmoid } from '../series'
import { marketCap, realizedCap } from '../valuation'
import { ageSymbols, realizedSymbols, symbolsWhere } from './assetLists'
import type { MetricContext, MetricDefinition } from './definition'
import { dailyResolutions, derived, each, gridValue, studio, trailingMean } from './factories'
import { isStablecoin } from './homeData'
import { agesOf } from './supplyAges'

/*
 * Cycle signals: the metrics the chart studio draws over zones and threshold lines
 * (src/core/charts/annotations.ts). Each is read off models the dataset already has (prices,
 * MVRV, the market mood, coin ages), so it turns with the same cycles as the rest of the data
 * and crosses its lines at the tops and bottoms of those cycles.
 */

/** Days over which the alt season index compares returns (the public index's 90 days). */
const altSeasonDays = 90
/** The index starts once this many altcoins have that much price history. */
const altSeasonMinimumAlts = 5

/**
 * Alt season index on the context asset's grid (Bitcoin's): the share, in whole percent, of the
 * altcoins (every demo asset but Bitcoin and the stablecoins) whose 90-day return beat
 * Bitcoin's. Altcoins ride Bitcoin's cycle amplified by their beta (priceModel.ts), so they
 * beat it in bull runs and trail it in bear markets.
 */
function altSeasonIndex(ctx: MetricContext): DailySeries {
  return memoFor(ctx, 'altseason', () => {
    const grid = ctx.model.grid(ctx.profile, ctx.now)
    const bench = closes(ctx)
    const benchFirst = priceStartDay(ctx.profile) - grid.start
    const alts = demoProfiles
      .filter((profile) => profile.symbol !== ctx.profile.symbol && !isStablecoin(profile))
      .map((profile) => {
        const altStart = ctx.model.grid(profile, ctx.now).start
        return {
          close: dailyCloses(ctx.model, profile, ctx.now),
          // Index in the altcoin's own grid = index in this grid + shift.
          shift: grid.start - altStart,
          first: Math.max(priceStartDay(profile), altStart) - grid.start,
        }
      })
    const v = new Float64Array(grid.n)
    let start = grid.n
    for (let i = Math.max(0, benchFirst) + altSeasonDays; i < grid.n; i++) {
      const benchReturn = Math.log((bench[i] ?? NaN) / (bench[i - altSeasonDays] ?? NaN))
      let compared = 0
      let beat = 0
      for (const alt of alts) {
        if (i - altSeasonDays < alt.first) continue
        const latest = alt.close[i + alt.shift] ?? NaN
        const earlier = alt.close[i - altSeasonDays + alt.shift] ?? NaN
        compared++
        if (Math.log(latest / earlier) > benchReturn) beat++
      }
      // Altcoins are never delisted here, so once there are enough there always are.
      if (compared < altSeasonMinimumAlts) continue
      start = Math.min(start, i)
      v[i] = Math.round((100 * beat) / compared)
    }
    return { start: grid.start + start, v: v.subarray(start) }
  })
}

/** Days of daily returns in the Sharpe ratio of the Sharpe signal. */
const sharpeDays = 365

/**
 * Annualised Sharpe ratio of the last 365 daily log returns (no risk-free rate), mapped onto 0..1
 * by the logistic of half the ratio: 0.5 at zero, 0.73 at +2, 0.27 at −2. Starts on the first
 * day with a full year of returns.
 */
function sharpeSignal(ctx: MetricContext): DailySeries {
  return memoFor(ctx, 'sharpesignal', () => {
    const returns = logReturns(ctx)
    const grid = ctx.model.grid(ctx.profile, ctx.now)
    // logReturns is 0 on the first traded day: the first real return is the day after.
    const first = gridOffset(ctx, priceStartDay(ctx.profile)) + 1
    const start = first + sharpeDays - 1
    const v = new Float64Array(Math.max(0, grid.n - start))
    let sum = 0
    let squares = 0
    for (let i = first; i < grid.n; i++) {
      const r = returns[i] ?? 0
      sum += r
      squares += r * r
      if (i - sharpeDays >= first) {
        const old = returns[i - sharpeDays] ?? 0
        sum -= old
        squares -= old * old
      }
      if (i < start) continue
      const mean = sum / sharpeDays
      const deviation = Math.sqrt(Math.max(0, squares / sharpeDays - mean * mean))
      const sharpe = deviation > 0 ? (mean / deviation) * Math.sqrt(365) : 0
      v[i - start] = sigmoid(sharpe / 2)
    }
    return { start: grid.start + start, v }
  })
}

/** MVRV at which the risk index sits at 50 before the mood moves it (ln 1.65 ≈ 0.5). */
const riskMvrvCentre = 0.5
/** How steeply the risk index rises with ln MVRV. */
const riskSlope = 2.5

/** Days of spending averaged in the STH/LTH ratio (daily spending swings with the noise). */
const sthSpendingDays = 7
/** The ratio starts a year after genesis, once long-term holders hold a settled stock. */
const sthLthSettleDays = 365

export const cycleSignalMetrics: MetricDefinition[] = [
  derived(
    {
      path: 'market/alt_season_index',
      name: 'Altcoin Season Index',
      shortName: 'Alt Season',
      tier: 1,
      description:
        'The share of altcoins (every listed coin but Bitcoin and the stablecoins) whose 90-day return beat Bitcoin’s, from 0 to 100: above 50, altcoins lead.',
      // Market-wide, like the home page's totals: asked for with BTC, its benchmark.
      assets: ['BTC'],
      resolutions: dailyResolutions,
      unit: 'none',
      categories: ['Market', 'Cycle'],
      studio: studio('timeSeries', { price: true }),
    },
    'mean',
    altSeasonIndex,
  ),
  gridValue({
    path: 'indicators/risk_index',
    name: 'Risk Index',
    tier: 2,
    description:
      'How stretched the market is, from 0 to 100: MVRV on a log scale (50 at an MVRV of about 1.65) moved by the price’s run over its two- and seven-month averages. Under 25 after capitulations.',
    assets: realizedSymbols,
    unit: 'none',
    aggregation: 'mean',
    start: 'priced',
    categories: ['Indicators', 'Cycle'],
    studio: studio('timeSeries', { price: true }),
    values: (ctx) => {
      const mc = marketCap(ctx.model, ctx.profile, ctx.now)
      const rc = realizedCap(ctx.model, ctx.profile, ctx.now)
      const moods = mood(ctx)
      return each(mc, (cap, i) => {
        const lnMvrv = Math.log(cap / (rc[i] ?? NaN))
        return 100 * sigmoid(riskSlope * (lnMvrv - riskMvrvCentre) + (moods[i] ?? 0))
      })
    },
  }),
  derived(
    {
      path: 'indicators/sharpe_signal',
      name: 'Sharpe Signal',
      tier: 1,
      description:
        'The Sharpe ratio of the last year of daily returns, annualised and mapped onto 0–1: 0.5 at a ratio of zero, higher while returns outrun their volatility.',
      assets: symbolsWhere((profile) => !isStablecoin(profile)),
      resolutions: dailyResolutions,
      unit: 'none',
      categories: ['Indicators', 'Technical'],
      studio: studio('timeSeries', { price: true }),
    },
    'last',
    sharpeSignal,
  ),
  gridValue({
    path: 'indicators/bss',
    name: 'Buyer Share Score (BSS)',
    shortName: 'BSS',
    tier: 2,
    description:
      'The share of realized value held by the buyers of the last 155 days (coins that moved since), from 0 to 1: high when new money dominates, as near cycle tops; low after capitulations.',
    assets: ageSymbols,
    unit: 'none',
    aggregation: 'last',
    start: 'priced',
    categories: ['Indicators', 'Coin Age'],
    studio: studio('timeSeries', { price: true }),
    values: (ctx) => {
      const ages = agesOf(ctx)
      const realized = realizedFromAges(ages, ages.lthValue.length)
      return each(realized, (total, i) => 1 - (ages.lthValue[i] ?? 0) / total)
    },
  }),
  derived(
    {
      path: 'supply/sth_lth_ratio',
      name: 'STH Spending to LTH Supply Ratio',
      shortName: 'STH/LTH Ratio',
      tier: 2,
      description:
        'Coins short-term holders move in a day (7-day average) per coin long-term holders hold: high in bull markets, when new buyers trade actively and long-term holders sell into them.',
      assets: ageSymbols,
      resolutions: dailyResolutions,
      unit: 'none',
      categories: ['Supply', 'Holders'],
      // From a few thousandths in quiet years to tenths in the early chain: a log scale shows both.
      studio: studio('timeSeries', { price: true, defaultScale: 'log' }),
    },
    'mean',
    (ctx) => {
      const ages = agesOf(ctx)
      const spending = trailingMean(ages.spentSth, sthSpendingDays)
      const ratio = each(spending, (coins, i) => coins / (ages.lthSupply[i] ?? NaN))
      const grid = ctx.model.grid(ctx.profile, ctx.now)
      const settled = grid.start + sthLthSettleDays
      return fromDay(grid, ratio, Math.max(priceStartDay(ctx.profile), settled))
    },
  ),
]
