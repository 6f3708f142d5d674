import { btcSkeleton } from './btcPrice'
import { monotoneCurve, parsePoints } from './curve'
import { closeTime, type DayGrid, type DemoModel } from './model'
import type { AssetProfile } from './profile'
import { fractalNoise, type Octave } from './random'
import { DAY, TEN_MINUTES, YEAR_DAYS, dateToDay } from './time'

/*
 * Prices: a smooth skeleton per asset (btcPrice.ts for Bitcoin, key prices for the others, one
 * dollar for stablecoins) plus noise. The log price at each UTC midnight (a "knot") is skeleton
 * plus day-scale noise; between knots it is interpolated, and intraday noise is added on top.
 * Any 10-minute step can therefore be computed on its own, in a few hash calls.
 */

/** Day-scale noise: swings of about two months down to day-to-day moves (weights sum to 1). */
const dailyOctaves: readonly Octave[] = [
  [64, 0.5],
  [16, 0.26],
  [4, 0.15],
  [1, 0.09],
]
/** Intraday noise, in 10-minute steps: four-hour swings, hourly moves, 10-minute jitter. */
const intradayOctaves: readonly Octave[] = [
  [24, 0.6],
  [6, 0.28],
  [1, 0.12],
]
/** Natural-log amplitude of Bitcoin's noise in a mature market; others scale it by `vol`. */
const dailyAmplitude = 0.3
const intradayAmplitude = 0.012
/** How much of an altcoin's day-scale noise it shares with Bitcoin. */
const btcCorrelation = 0.6
const early2010 = dateToDay('2010-07-17')

export interface PriceKnots {
  /** Day index of `ln[0]`. */
  start: number
  /** Natural log of the price at each UTC midnight. */
  ln: Float64Array
  /** Intraday noise amplitude of each day. */
  amp: Float64Array
  intradayKey: number
}

const startDays = new WeakMap<AssetProfile, number>()

/** First day with a public price (earlier days have an internal price for on-chain models). */
export function priceStartDay(profile: AssetProfile): number {
  let day = startDays.get(profile)
  if (day === undefined) {
    const { price } = profile
    day =
      price.kind === 'anchors'
        ? (parsePoints(price.points)[0]?.[0] ?? dateToDay(profile.genesis))
        : dateToDay(price.start)
    startDays.set(profile, day)
  }
  return day
}

const skeletons = new WeakMap<AssetProfile, (day: number) => number>()

/** Natural-log skeleton price of an asset on a day, before noise. */
export function skeleton(profile: AssetProfile): (day: number) => number {
  const cached = skeletons.get(profile)
  if (cached !== undefined) return cached
  const { price } = profile
  let curve: (day: number) => number
  if (price.kind === 'btc') curve = btcSkeleton
  else if (price.kind === 'stable') curve = () => 0
  else {
    const points = parsePoints(price.points).map(([day, usd]) => [day, Math.log(usd)] as const)
    const known = monotoneCurve(points)
    const [lastDay, lastLn] = points[points.length - 1] ?? [0, 0]
    const btcAtLast = btcSkeleton(lastDay)
    // After its last key price an altcoin rides Bitcoin's cycle, amplified by its beta.
    curve = (day) =>
      day <= lastDay ? known(day) : lastLn + price.beta * (btcSkeleton(day) - btcAtLast)
  }
  skeletons.set(profile, curve)
  return curve
}

/** Relative noise level on a day: early markets were wilder, young assets too. */
function volatility(profile: AssetProfile, day: number): number {
  const { price } = profile
  if (price.kind === 'stable') return 0.01
  if (price.kind === 'btc') return 1 + 1.5 * Math.exp(-(day - early2010) / (3 * YEAR_DAYS))
  const age = Math.max(0, day - priceStartDay(profile)) / YEAR_DAYS
  return price.vol * (1 + 0.6 * Math.exp(-age / 1.5))
}

function computeKnots(model: DemoModel, profile: AssetProfile, start: number, end: number) {
  const n = end - start + 1
  const ln = new Float64Array(n)
  const amp = new Float64Array(n)
  const base = skeleton(profile)
  const own = model.key(profile.symbol, 'price/daily')
  const btc = model.key('BTC', 'price/daily')
  const shared = profile.price.kind === 'anchors' ? btcCorrelation : 0
  const ownShare = Math.sqrt(1 - shared * shared)
  for (let i = 0; i < n; i++) {
    const day = start + i
    const vol = volatility(profile, day)
    const noise =
      ownShare * fractalNoise(own, day, dailyOctaves) +
      (shared === 0 ? 0 : shared * fractalNoise(btc, day, dailyOctaves))
    ln[i] = base(day) + dailyAmplitude * vol * noise
    amp[i] = intradayAmplitude * vol
  }
  return { start, ln, amp, intradayKey: model.key(profile.symbol, 'price/intraday') }
}

const knotCache = new WeakMap<DemoModel, Map<string, PriceKnots>>()

/** Knots from the asset's genesis through `endDay`, memoised (they never change once made). */
export function priceKnots(model: DemoModel, profile: AssetProfile, endDay: number): PriceKnots {
  let perModel = knotCache.get(model)
  if (perModel === undefined) knotCache.set(model, (perModel = new Map()))
  const cached = perModel.get(profile.symbol)
  if (cached !== undefined && cached.start + cached.ln.length > endDay) return cached
  // Room for a year of new days, so a long-running server rarely recomputes.
  const start = Math.min(dateToDay(profile.genesis), priceStartDay(profile)) - 1
  const knots = computeKnots(model, profile, start, endDay + 366)
  perModel.set(profile.symbol, knots)
  return knots
}

/** Natural log of the price at a 10-minute step `t` (knots must cover the day after `t`). */
export function lnPriceAt(knots: PriceKnots, t: number): number {
  const x = t / DAY
  const day = Math.floor(x)
  const i = day - knots.start
  const a = knots.ln[i] ?? NaN
  const b = knots.ln[i + 1] ?? NaN
  const intraday = fractalNoise(knots.intradayKey, t / TEN_MINUTES, intradayOctaves)
  return a + (b - a) * (x - day) + (knots.amp[i] ?? 0) * intraday
}

/**
 * Daily closes on the asset's grid (from genesis, so on-chain models can value coins before the
 * first traded day; the public price metrics start at `priceStartDay`).
 */
export function dailyCloses(model: DemoModel, profile: AssetProfile, now: number): Float64Array {
  return model.daily(profile, 'close', now, (grid: DayGrid) => {
    const knots = priceKnots(model, profile, grid.start + grid.n)
    const out = new Float64Array(grid.n)
    for (let i = 0; i < grid.n; i++) {
      out[i] = Math.exp(lnPriceAt(knots, closeTime(grid, i)))
    }
    return out
  })
}
