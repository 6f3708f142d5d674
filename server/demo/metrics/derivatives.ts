import { exchangeBalances } from '../exchangeFlows'
import {
  futuresBook,
  futuresExchangeNames,
  perpetualExchangeNames,
  type FuturesBook,
} from '../futuresModel'
import { alignTo, closes, keyOrTotal, memoFor, parameter, type PerExchange } from '../marketState'
import { clamp } from '../series'
import { DAY, dayOf } from '../time'
import type { DailyBreakdown, DocumentValue, MetricContext, MetricDefinition } from './definition'
import {
  breakdownOf,
  dailyResolutions,
  derived,
  keyOf,
  ratio,
  studio,
  type Meta,
} from './factories'
import { basisSymbols, derivativeSymbols } from './marketAssetLists'

/*
 * Futures metrics: views of the futures book (futuresModel.ts) per exchange (`e`, aggregated by
 * default) or as breakdowns over exchanges.
 */

const e = { e: ['aggregated', ...futuresExchangeNames] }
const perpetualE = { e: ['aggregated', ...perpetualExchangeNames] }

const field =
  (pick: (book: FuturesBook) => PerExchange) =>
  (ctx: MetricContext): DailyBreakdown => {
    const book = futuresBook(ctx)
    return { start: book.start, o: pick(book) }
  }

const cashMargin = (ctx: MetricContext): DailyBreakdown =>
  memoFor(ctx, 'futures-cash', () => {
    const book = futuresBook(ctx)
    const o: PerExchange = {}
    for (const [name, oi] of Object.entries(book.oi)) {
      const crypto = book.cryptoMarginOi[name] ?? new Float64Array(oi.length)
      o[name] = oi.map((v, i) => v - (crypto[i] ?? 0))
    }
    return { start: book.start, o }
  })

/** Funding of all exchanges weighted by their perpetual open interest. */
function weightedFunding(ctx: MetricContext): Float64Array {
  const book = futuresBook(ctx)
  const total = keyOrTotal({ start: book.start, o: book.perpetualOi }, 'aggregated').v
  const out = new Float64Array(total.length)
  for (const name of perpetualExchangeNames) {
    const rate = book.funding[name]
    const weight = book.perpetualOi[name]
    if (rate === undefined || weight === undefined) continue
    for (let i = 0; i < out.length; i++) {
      out[i] = (out[i] ?? 0) + ((rate[i] ?? 0) * (weight[i] ?? 0)) / ((total[i] ?? 0) || 1)
    }
  }
  return out
}

const futures = (meta: Omit<Meta, 'assets' | 'resolutions'>): Meta => ({
  assets: derivativeSymbols,
  resolutions: dailyResolutions,
  categories: ['Futures'],
  ...meta,
})
const withExchange = (meta: Omit<Meta, 'assets' | 'resolutions'>, chart = studio('timeSeries')) =>
  futures({
    ...meta,
    parameters: e,
    studio: { ...chart, exchangeOption: true, defaultExchange: 'aggregated', price: true },
  }) as Meta & { parameters: Record<string, string[]> }

/** A ratio of two keyed quantities for the asked exchange (or all of them). */
const keyedRatio =
  (
    numerator: (ctx: MetricContext) => DailyBreakdown,
    denominator: (ctx: MetricContext) => DailyBreakdown,
  ) =>
  (ctx: MetricContext) => {
    const key = parameter(ctx, 'e', e.e)
    const a = keyOrTotal(numerator(ctx), key)
    return { start: a.start, v: ratio(a.v, keyOrTotal(denominator(ctx), key).v) }
  }

const openInterest = field((book) => book.oi)
const perpetualOi = field((book) => book.perpetualOi)
const cryptoMargin = field((book) => book.cryptoMarginOi)
const volume = field((book) => book.volume)
const longs = field((book) => book.longLiquidations)
const shorts = field((book) => book.shortLiquidations)
const allLiquidations = (ctx: MetricContext): DailyBreakdown =>
  memoFor(ctx, 'liquidations-all', () => {
    const a = longs(ctx)
    const b = shorts(ctx)
    const o: PerExchange = {}
    for (const [name, values] of Object.entries(a.o)) {
      o[name] = values.map((v, i) => v + (b.o[name]?.[i] ?? 0))
    }
    return { start: a.start, o }
  })

/** Days of per-exchange open interest snapshots kept. */
const snapshotDays = 90

/** `{open_interest, daily_volume, changes}` per exchange, in USD, for the last 90 days. */
function openInterestSnapshots(ctx: MetricContext) {
  const book = futuresBook(ctx)
  const close = alignTo(ctx, closes(ctx), book.start)
  const today = dayOf(ctx.now)
  const first = Math.max(book.start + 1, today - snapshotDays + 1)
  const days = Array.from({ length: Math.max(0, today - first + 1) }, (_, k) => first + k)
  const d = days.map((day): DocumentValue => {
    const i = day - book.start
    const price = close[i] ?? NaN
    const listed = futuresExchangeNames.filter((name) => (book.oi[name]?.[i] ?? 0) > 0)
    const per = (f: (name: string) => number) => Object.fromEntries(listed.map((n) => [n, f(n)]))
    return {
      open_interest: per((n) => (book.oi[n]?.[i] ?? 0) * price),
      daily_volume: per((n) => (book.volume[n]?.[i] ?? 0) * price),
      changes: per((n) => {
        const before = (book.oi[n]?.[i - 1] ?? 0) * (close[i - 1] ?? NaN)
        return before > 0 ? ((book.oi[n]?.[i] ?? 0) * price) / before - 1 : 0
      }),
    }
  })
  return { t: Float64Array.from(days, (day) => day * DAY), d }
}

export const derivativeMetrics: MetricDefinition[] = [
  keyOf(
    withExchange({
      path: 'derivatives/futures_open_interest_sum',
      name: 'Futures Open Interest',
      shortName: 'Futures OI',
      tier: 1,
      description: 'Open futures contracts, in coins or USD, on one exchange or all of them.',
      unit: 'native',
    }),
    'e',
    'last',
    openInterest,
  ),
  breakdownOf(
    futures({
      path: 'derivatives/futures_open_interest_sum_all',
      name: 'Futures Open Interest per Exchange',
      shortName: 'Futures OI by Exchange',
      tier: 2,
      description: 'Open interest of futures contracts on each exchange.',
      unit: 'native',
      studio: studio('timeSeriesStackedArea', { price: true }),
    }),
    'last',
    openInterest,
  ),
  keyOf(
    withExchange({
      path: 'derivatives/futures_open_interest_perpetual_sum',
      name: 'Futures Open Interest (Perpetual)',
      tier: 2,
      description: 'Open interest of perpetual swaps only.',
      unit: 'native',
    }),
    'e',
    'last',
    perpetualOi,
  ),
  breakdownOf(
    futures({
      path: 'derivatives/futures_open_interest_perpetual_sum_all',
      name: 'Futures Open Interest (Perpetual) per Exchange',
      tier: 2,
      description: 'Open interest of perpetual swaps on each exchange.',
      unit: 'native',
      studio: studio('heatmap'),
    }),
    'last',
    perpetualOi,
  ),
  keyOf(
    withExchange({
      path: 'derivatives/futures_open_interest_crypto_margin_sum',
      name: 'Futures Open Interest (Crypto-Margined)',
      tier: 2.1,
      description: 'Open interest of contracts margined in the coin itself.',
      unit: 'native',
    }),
    'e',
    'last',
    cryptoMargin,
  ),
  keyOf(
    withExchange({
      path: 'derivatives/futures_open_interest_cash_margin_sum',
      name: 'Futures Open Interest (Cash-Margined)',
      tier: 2.1,
      description: 'Open interest of contracts margined in stablecoins or dollars.',
      unit: 'native',
    }),
    'e',
    'last',
    cashMargin,
  ),
  derived(
    withExchange({
      path: 'derivatives/futures_open_interest_crypto_margin_relative',
      name: 'Futures Open Interest Crypto-Margin Share',
      tier: 2.1,
      description: 'The share of open interest margined in the coin itself.',
      unit: 'none',
    }),
    'last',
    keyedRatio(cryptoMargin, openInterest),
  ),
  {
    ...futures({
      path: 'derivatives/futures_open_interest_latest',
      name: 'Futures Open Interest, Volume and Change per Exchange',
      shortName: 'Futures by Exchange',
      tier: 2,
      description:
        'Daily snapshots of open interest, daily volume and 24h open-interest change per exchange (USD).',
      unit: 'usd',
      studio: studio('heatmap', { studioOnly: true }),
    }),
    resolutions: ['24h'],
    shape: 'document',
    documents: openInterestSnapshots,
  },
  keyOf(
    withExchange(
      {
        path: 'derivatives/futures_volume_daily_sum',
        name: 'Futures Volume',
        tier: 1,
        description: 'Traded volume of futures contracts.',
        unit: 'native',
      },
      studio('column', { defaultChartStyle: 'column' }),
    ),
    'e',
    'sum',
    volume,
  ),
  breakdownOf(
    futures({
      path: 'derivatives/futures_volume_daily_sum_all',
      name: 'Futures Volume per Exchange',
      tier: 2,
      description: 'Traded volume of futures contracts on each exchange.',
      unit: 'native',
      studio: studio('timeSeriesStackedArea'),
    }),
    'sum',
    volume,
  ),
  keyOf(
    withExchange({
      path: 'derivatives/futures_volume_daily_perpetual_sum',
      name: 'Futures Volume (Perpetual)',
      tier: 2,
      description: 'Traded volume of perpetual swaps.',
      unit: 'native',
    }),
    'e',
    'sum',
    field((book) => book.perpetualVolume),
  ),
  keyOf(
    {
      ...withExchange({
        path: 'derivatives/futures_funding_rate_perpetual',
        name: 'Futures Perpetual Funding Rate',
        shortName: 'Funding Rate',
        tier: 1,
        description:
          'Funding paid by longs to shorts per 8 hours; aggregated weighs exchanges by open interest.',
        unit: 'none',
      }),
      parameters: perpetualE,
    },
    'e',
    'mean',
    field((book) => book.funding),
    weightedFunding,
  ),
  breakdownOf(
    futures({
      path: 'derivatives/futures_funding_rate_perpetual_all',
      name: 'Futures Perpetual Funding Rate per Exchange',
      tier: 2,
      description: 'Funding rate of perpetual swaps on each exchange that lists them.',
      unit: 'none',
      studio: studio('heatmap'),
    }),
    'mean',
    (ctx) => {
      const book = futuresBook(ctx)
      const o = Object.fromEntries(perpetualExchangeNames.map((n) => [n, book.funding[n]]))
      return { start: book.start, o: o as PerExchange }
    },
  ),
  keyOf(
    withExchange(
      {
        path: 'derivatives/futures_liquidated_volume_long_sum',
        name: 'Futures Long Liquidations',
        shortName: 'Long Liquidations',
        tier: 1,
        description: 'Long positions closed by force (margin exhausted).',
        unit: 'native',
      },
      studio('column', { defaultChartStyle: 'column' }),
    ),
    'e',
    'sum',
    longs,
  ),
  keyOf(
    withExchange(
      {
        path: 'derivatives/futures_liquidated_volume_short_sum',
        name: 'Futures Short Liquidations',
        shortName: 'Short Liquidations',
        tier: 1,
        description: 'Short positions closed by force (margin exhausted).',
        unit: 'native',
      },
      studio('column', { defaultChartStyle: 'column' }),
    ),
    'e',
    'sum',
    shorts,
  ),
  derived(
    withExchange({
      path: 'derivatives/futures_liquidated_volume_long_relative',
      name: 'Futures Long Liquidations Dominance',
      tier: 2,
      description: 'Long liquidations as a share of all liquidations.',
      unit: 'none',
    }),
    'mean',
    keyedRatio(longs, allLiquidations),
  ),
  derived(
    futures({
      path: 'derivatives/futures_estimated_leverage_ratio',
      name: 'Futures Estimated Leverage Ratio',
      shortName: 'Leverage Ratio',
      tier: 2.1,
      description: 'Futures open interest divided by the coins held on exchanges.',
      unit: 'none',
      studio: studio('timeSeries', { price: true }),
    }),
    'last',
    (ctx) => {
      const oi = keyOrTotal(openInterest(ctx), 'aggregated')
      const balances = exchangeBalances(ctx)
      const balance = keyOrTotal(balances, 'aggregated').v.subarray(oi.start - balances.start)
      return { start: oi.start, v: ratio(oi.v, balance) }
    },
  ),
  derived(
    {
      ...futures({
        path: 'derivatives/futures_annualized_basis_3m',
        name: 'Futures Annualized Basis (3M)',
        shortName: '3M Basis',
        tier: 3,
        description:
          'The premium of three-month futures over spot, annualised; it tracks perpetual funding.',
        unit: 'none',
        studio: studio('timeSeries', { price: true }),
      }),
      assets: basisSymbols,
    },
    'last',
    (ctx) => {
      const book = futuresBook(ctx)
      const funding = weightedFunding(ctx)
      // Three fundings a day for a year, a bit below (basis is less levered), plus carry.
      return {
        start: book.start,
        v: funding.map((f) => clamp(f * 3 * 365 * 0.9 + 0.02, -0.1, 0.6)),
      }
    },
  ),
]
