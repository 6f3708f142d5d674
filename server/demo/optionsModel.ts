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
  realizedVolatility,
  slowOctaves,
  type PerExchange,
} from './marketState'
import type { MetricContext } from './metrics/definition'
import { clamp, sigmoid } from './series'
import { dateToDay } from './time'

/*
 * Options markets (Bitcoin and Ether): open interest and volume per exchange, at-the-money
 * implied volatility and 25-delta skew per maturity, moneyness and the bull/bear index.
 * Implied volatility tracks realized volatility, pulled toward a long-run level the further out
 * the maturity is (so the term structure inverts in stress); skew goes negative (calls bid) in
 * bull phases and positive (puts bid) in sell-offs.
 */

const optionStarts: Readonly<Record<string, string>> = { BTC: '2019-01-01', ETH: '2019-03-14' }

interface OptionExchange {
  name: string
  weight: number | string
  listed: Readonly<Record<string, string>>
}

const optionExchanges: readonly OptionExchange[] = [
  {
    name: 'deribit',
    weight: '2019-01-01=0.95 2022-01-01=0.85 2024-01-01=0.8 2026-11-01=0.72',
    listed: { BTC: '2019-01-01', ETH: '2019-03-14' },
  },
  { name: 'okx', weight: 0.06, listed: { BTC: '2020-01-07', ETH: '2020-03-01' } },
  { name: 'bybit', weight: 0.04, listed: { BTC: '2022-03-01', ETH: '2022-03-01' } },
  { name: 'binance', weight: 0.03, listed: { BTC: '2023-01-16', ETH: '2023-01-16' } },
  { name: 'cme', weight: 0.07, listed: { BTC: '2020-01-13', ETH: '2022-09-12' } },
]
export const optionExchangeNames = optionExchanges.map((exchange) => exchange.name)

/** The maturities of the implied-volatility and skew metrics, in days. */
export const maturities = [
  { key: '1w', path: '1_week', days: 7, realizedWeight: 0.85, skewScale: 1.2 },
  { key: '1m', path: '1_month', days: 30, realizedWeight: 0.65, skewScale: 1 },
  { key: '3m', path: '3_months', days: 91, realizedWeight: 0.4, skewScale: 0.8 },
  { key: '6m', path: '6_months', days: 182, realizedWeight: 0.25, skewScale: 0.7 },
] as const

/** The bull/bear index's maturity buckets, in the spec's order, with the maturity each reads. */
export const indexMaturities = ['aggregated', 'weekly', 'short', 'mid', 'long'] as const
/** How the aggregated index weighs the buckets (their usual share of open interest). */
const bucketWeights = [0.15, 0.35, 0.3, 0.2]

export const moneynessBands = ['deep_itm', 'itm', 'atm', 'otm', 'deep_otm'] as const
const moneynessShares = [0.08, 0.17, 0.2, 0.32, 0.23]

/** Options open interest as a share of market cap (Ether's is 80% of this). */
const openInterestShare = keyCurve(
  '2019-01-01=0.001 2020-06-01=0.005 2021-03-01=0.012 2022-06-01=0.015 2024-03-01=0.025 ' +
    '2026-11-01=0.03',
)
/** The level implied volatility reverts to, drifting down as the market matures. */
const longRunVolatility = keyCurve('2019-01-01=0.8 2022-01-01=0.7 2024-01-01=0.55 2026-11-01=0.48')

export interface OptionsBook {
  start: number
  oi: PerExchange
  volume: PerExchange
  /** Share of open interest (and of volume) in puts. */
  putShareOi: Float64Array
  putShareVolume: Float64Array
  atmIv: Record<string, Float64Array>
  skew: Record<string, Float64Array>
  bullBear: Record<string, Float64Array>
  moneyness: Record<string, Float64Array>
}

export function optionsStart(symbol: string): number {
  const date = optionStarts[symbol]
  if (date === undefined) throw new Error(`No options on ${symbol}`)
  return dateToDay(date)
}

const weightOf = (exchange: OptionExchange) =>
  typeof exchange.weight === 'number' ? () => exchange.weight as number : keyCurve(exchange.weight)

export function optionsBook(ctx: MetricContext): OptionsBook {
  return memoFor(ctx, 'options', () => {
    const symbol = ctx.profile.symbol
    const start = optionsStart(symbol)
    const n = daysFrom(ctx, start)
    const close = alignTo(ctx, closes(ctx), start)
    const cap = alignTo(ctx, capsUsd(ctx), start)
    const returns = alignTo(ctx, logReturns(ctx), start)
    const moods = alignTo(ctx, mood(ctx), start)
    const realized = alignTo(ctx, realizedVolatility(ctx, 30), start)
    const slow = noiseOf(ctx, 'options/level', slowOctaves)
    const fast = noiseOf(ctx, 'options/daily', fastOctaves)
    const sizeScale = symbol === 'BTC' ? 1 : 0.8
    const volScale = symbol === 'BTC' ? 1 : 1.25
    const arrays = (keys: readonly string[]) =>
      Object.fromEntries(keys.map((key) => [key, new Float64Array(n)]))
    const book: OptionsBook = {
      start,
      oi: arrays(optionExchangeNames),
      volume: arrays(optionExchangeNames),
      putShareOi: new Float64Array(n),
      putShareVolume: new Float64Array(n),
      atmIv: arrays(maturities.map((m) => m.key)),
      skew: arrays(maturities.map((m) => m.key)),
      bullBear: arrays(indexMaturities),
      moneyness: arrays(moneynessBands),
    }
    const weights = optionExchanges.map(weightOf)
    const listings = optionExchanges.map((e) => dateToDay(e.listed[symbol] ?? '2100-01-01'))
    for (let i = 0; i < n; i++) {
      const day = start + i
      const m = moods[i] ?? 0
      const usd =
        (cap[i] ?? 0) * openInterestShare(day) * sizeScale * Math.exp(0.25 * m + 0.15 * slow(day))
      const coins = usd / (close[i] ?? 1)
      const shares = optionExchanges.map(
        (_, k) => (weights[k]?.(day) ?? 0) * ramp(day, (listings[k] ?? Infinity) - 1, 90),
      )
      const shareSum = shares.reduce((a, b) => a + b, 0)
      const turnover = 0.07 * (1 + 10 * Math.abs(returns[i] ?? 0)) * Math.exp(0.3 * fast(day))
      for (const [k, name] of optionExchangeNames.entries()) {
        const part = (coins * (shares[k] ?? 0)) / shareSum
        set(book.oi, name, i, part)
        set(book.volume, name, i, part * turnover)
      }
      const putCall = 0.5 + 0.18 * (1 - m) + 0.06 * slow(day + 700)
      book.putShareOi[i] = putCall / (1 + putCall)
      const putCallVolume = putCall * (1 + 0.15 * fast(day + 300))
      book.putShareVolume[i] = putCallVolume / (1 + putCallVolume)
      const longRun = longRunVolatility(day) * volScale
      const rv = realized[i] ?? longRun
      const stress = clamp(rv / longRun - 1, 0, 2)
      let aggregated = 0
      for (const [k, maturity] of maturities.entries()) {
        const w = maturity.realizedWeight
        const premium = 1.05 + 0.04 * fast(day + 31 * k)
        set(
          book.atmIv,
          maturity.key,
          i,
          Math.sqrt(w * rv * rv + (1 - w) * longRun * longRun) * premium,
        )
        const skew = (-0.06 * m + 0.05 * stress + 0.015 * fast(day + 97 * k)) * maturity.skewScale
        set(book.skew, maturity.key, i, skew)
        // Calls bid (negative skew) and a bullish mood read as bullish positioning.
        const index = sigmoid(-18 * skew + 1.2 * m)
        set(book.bullBear, indexMaturities[k + 1] ?? 'long', i, index)
        aggregated += (bucketWeights[k] ?? 0) * index
      }
      set(book.bullBear, 'aggregated', i, aggregated)
      const raw = moneynessShares.map((s, k) => s * Math.exp(0.2 * fast(day + 53 * k)))
      const rawSum = raw.reduce((a, b) => a + b, 0)
      for (const [k, band] of moneynessBands.entries()) {
        set(book.moneyness, band, i, (coins * (raw[k] ?? 0)) / rawSum)
      }
    }
    return book
  })
}

function set(record: Record<string, Float64Array>, key: string, i: number, value: number) {
  const array = record[key]
  if (array === undefined) throw new Error(`No sub-series ${key}`)
  array[i] = value
}
