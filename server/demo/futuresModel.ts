import type { Curve } from './curve'
import {
  alignTo,
  capsUsd,
  closes,
  daysFrom,
  fastOctaves,
  keyCurve,
  logReturns,
  memoFor,
  mood,
  noiseOf,
  ramp,
  type PerExchange,
  slowOctaves,
} from './marketState'
import type { MetricContext } from './metrics/definition'
import { priceStartDay } from './priceModel'
import { clamp } from './series'
import { dateToDay } from './time'

/*
 * Futures markets per exchange: open interest, volume, funding and liquidations. Open interest is
 * a share of market cap that grew with the market's maturity and swells in bull phases; volume
 * turns it over faster on big moves; funding is positive while the mood is bullish; longs are
 * liquidated on down days and shorts on up days. Values are in coins (funding is a rate).
 */

interface FuturesExchange {
  name: string
  opened: string
  /** Usual weight in the market (relative), or its history as key points. */
  weight: number | string
  /** Assets it lists with the listing dates, when it lists only a few. */
  only?: Record<string, string>
  /** Whether it offers perpetual swaps (CME lists dated contracts only). */
  perpetuals: boolean
  /** Daily volume over open interest in a calm market. */
  turnover: number
}

const exchanges: readonly FuturesExchange[] = [
  { name: 'binance', opened: '2019-09-13', weight: 0.34, perpetuals: true, turnover: 2.2 },
  { name: 'bybit', opened: '2018-12-01', weight: 0.19, perpetuals: true, turnover: 1.8 },
  { name: 'okx', opened: '2017-06-01', weight: 0.13, perpetuals: true, turnover: 1.6 },
  {
    name: 'cme',
    opened: '2017-12-17',
    weight: '2017-12-17=0.03 2021-01-01=0.1 2024-03-01=0.2 2026-11-01=0.17',
    only: { BTC: '2017-12-17', ETH: '2021-02-08', SOL: '2025-03-17', XRP: '2025-05-19' },
    perpetuals: false,
    turnover: 0.35,
  },
  { name: 'bitget', opened: '2020-06-01', weight: 0.1, perpetuals: true, turnover: 1.7 },
  {
    name: 'deribit',
    opened: '2016-06-01',
    weight: 0.04,
    only: { BTC: '2016-06-01', ETH: '2019-03-01', SOL: '2022-03-15', XRP: '2024-02-01' },
    perpetuals: true,
    turnover: 1.2,
  },
  {
    name: 'bitmex',
    opened: '2016-05-13',
    // The market's leader until 2019, a niche venue since.
    weight: '2016-05-13=0.9 2018-06-01=0.7 2019-09-01=0.25 2021-01-01=0.05 2024-01-01=0.02',
    perpetuals: true,
    turnover: 1.4,
  },
  { name: 'kraken', opened: '2019-01-01', weight: 0.02, perpetuals: true, turnover: 1 },
]

export const futuresExchangeNames = exchanges.map((exchange) => exchange.name)
export const perpetualExchangeNames = exchanges.filter((e) => e.perpetuals).map((e) => e.name)

/** Open interest as a share of market cap for Bitcoin; other coins scale it by `oiScale`. */
const btcOpenInterestShare = keyCurve(
  '2016-05-13=0.002 2018-01-01=0.006 2019-06-01=0.014 2021-04-01=0.025 2024-03-01=0.03 ' +
    '2026-11-01=0.034',
)
/** Altcoins carry more leverage relative to their size; meme coins most. */
const oiScale: Readonly<Record<string, number>> = {
  BTC: 1,
  ETH: 1.25,
  SOL: 1.3,
  XRP: 0.8,
  BNB: 0.35,
  DOGE: 1.8,
  ADA: 1,
  AVAX: 1.4,
  LINK: 1.2,
  LTC: 1,
}
/** Share of open interest margined in the coin itself (the rest in stablecoins or dollars). */
const cryptoMarginShare = keyCurve(
  '2016-05-13=0.95 2019-01-01=0.85 2021-01-01=0.6 2022-06-01=0.4 2024-01-01=0.3 2026-11-01=0.25',
)
const listingDelayDays = 60
const rampDays = 120

function listingDay(exchange: FuturesExchange, symbol: string, priceStart: number): number {
  if (exchange.only !== undefined) {
    const date = exchange.only[symbol]
    return date === undefined ? Infinity : Math.max(dateToDay(date), priceStart + listingDelayDays)
  }
  return Math.max(dateToDay(exchange.opened), priceStart + listingDelayDays)
}

const weightCurves = new Map<string, Curve>()
function weightOf(exchange: FuturesExchange): Curve {
  const { weight } = exchange
  if (typeof weight === 'number') return () => weight
  let curve = weightCurves.get(exchange.name)
  if (curve === undefined) weightCurves.set(exchange.name, (curve = keyCurve(weight)))
  return curve
}

export interface FuturesBook {
  start: number
  /** Open interest, coins. */
  oi: PerExchange
  perpetualOi: PerExchange
  cryptoMarginOi: PerExchange
  /** Daily traded volume, coins. */
  volume: PerExchange
  perpetualVolume: PerExchange
  /** Perpetual funding per 8 hours (0.0001 = 0.01%); 0 where the exchange lists no perpetual. */
  funding: PerExchange
  longLiquidations: PerExchange
  shortLiquidations: PerExchange
}

/** The first day any exchange lists futures on the asset. */
export function futuresStart(symbol: string, priceStart: number): number {
  return Math.min(...exchanges.map((exchange) => listingDay(exchange, symbol, priceStart)))
}

/** The whole futures book of the context's asset, memoised per step. */
export function futuresBook(ctx: MetricContext): FuturesBook {
  return memoFor(ctx, 'futures', () => {
    const symbol = ctx.profile.symbol
    const priceStart = priceStartDay(ctx.profile)
    const start = futuresStart(symbol, priceStart)
    const n = daysFrom(ctx, start)
    const close = alignTo(ctx, closes(ctx), start)
    const cap = alignTo(ctx, capsUsd(ctx), start)
    const returns = alignTo(ctx, logReturns(ctx), start)
    const moods = alignTo(ctx, mood(ctx), start)
    const common = noiseOf(ctx, 'futures/common', slowOctaves)
    const fundingNoise = noiseOf(ctx, 'futures/funding', fastOctaves)
    const scale = oiScale[symbol] ?? 1.2
    const book: FuturesBook = {
      start,
      oi: {},
      perpetualOi: {},
      cryptoMarginOi: {},
      volume: {},
      perpetualVolume: {},
      funding: {},
      longLiquidations: {},
      shortLiquidations: {},
    }
    const listed = exchanges.map((exchange) => listingDay(exchange, symbol, priceStart))
    // Each exchange's share of the market: its weight over the weights of those listing.
    const listedWeights = Float64Array.from({ length: n }, (_, i) =>
      exchanges.reduce(
        (total, other, j) =>
          (listed[j] ?? Infinity) <= start + i ? total + weightOf(other)(start + i) : total,
        0,
      ),
    )
    for (const [k, exchange] of exchanges.entries()) {
      const listing = listed[k] ?? Infinity
      const weight = weightOf(exchange)
      const own = noiseOf(ctx, `futures/${exchange.name}`, slowOctaves)
      const daily = noiseOf(ctx, `futures/${exchange.name}/daily`, fastOctaves)
      const column = (field: PerExchange) => (field[exchange.name] = new Float64Array(n))
      const oi = column(book.oi)
      const perp = column(book.perpetualOi)
      const crypto = column(book.cryptoMarginOi)
      const volume = column(book.volume)
      const perpVolume = column(book.perpetualVolume)
      const funding = column(book.funding)
      const longs = column(book.longLiquidations)
      const shorts = column(book.shortLiquidations)
      for (let i = 0; i < n; i++) {
        const day = start + i
        const share = ramp(day, listing - 1, rampDays)
        if (share === 0) continue
        const m = moods[i] ?? 0
        const listedWeight = listedWeights[i] ?? 1
        const level = btcOpenInterestShare(day) * scale * Math.exp(0.35 * m + 0.15 * common(day))
        const usd = (cap[i] ?? 0) * level * (weight(day) / listedWeight) * share
        const coins = (usd / (close[i] ?? 1)) * Math.exp(0.12 * own(day))
        oi[i] = coins
        const perpShare = exchange.perpetuals ? clamp(0.85 + 0.06 * own(day + 500), 0, 1) : 0
        perp[i] = coins * perpShare
        crypto[i] = exchange.perpetuals ? coins * cryptoMarginShare(day) : 0
        const move = Math.abs(returns[i] ?? 0)
        const turnover = 0.7 * exchange.turnover * (1 + 18 * move) * Math.exp(0.25 * daily(day))
        volume[i] = coins * turnover
        perpVolume[i] = exchange.perpetuals ? coins * turnover * 0.92 : 0
        if (exchange.perpetuals) {
          const rate = 0.0001 * (1 + 2.4 * m) + 0.00012 * fundingNoise(day) + 0.00003 * daily(day)
          funding[i] = clamp(rate, -0.0015, 0.003)
        }
        const r = returns[i] ?? 0
        const leverage = Math.exp(0.5 * m + 0.3 * daily(day + 1000))
        longs[i] = coins * liquidationRate(Math.max(0, -r)) * leverage
        shorts[i] = coins * liquidationRate(Math.max(0, r)) * 0.8 * leverage
      }
    }
    return book
  })
}

/**
 * Share of open interest liquidated on a day that moved `move` (log return) against the side:
 * a small background, then quadratically more as stops cascade (about 3.5% on a 10% day).
 */
function liquidationRate(move: number): number {
  return 0.0004 + 0.05 * move + 3 * move * move
}
