import { memoFor, parameter } from '../marketState'
import { contractExpirations, optionChains } from '../optionsChain'
import {
  indexMaturities,
  maturities,
  optionExchangeNames,
  optionsBook,
  type OptionsBook,
} from '../optionsModel'
import type { DailyBreakdown, MetricContext, MetricDefinition } from './definition'
import { breakdownOf, dailyResolutions, derived, keyOf, studio, type Meta } from './factories'
import { optionSymbols } from './marketAssetLists'

/*
 * Options metrics (paths `derivatives/options_*`, as in the public API): views of the options
 * book (optionsModel.ts) and the daily chain by strike (optionsChain.ts).
 */

const e = { e: ['aggregated', ...optionExchangeNames] }

const options = (meta: Omit<Meta, 'assets' | 'resolutions'>): Meta => ({
  assets: optionSymbols,
  resolutions: dailyResolutions,
  categories: ['Options'],
  ...meta,
})

const book =
  (pick: (book: OptionsBook) => Record<string, Float64Array>) =>
  (ctx: MetricContext): DailyBreakdown => {
    const b = optionsBook(ctx)
    return { start: b.start, o: pick(b) }
  }
const openInterest = book((b) => b.oi)
const volume = book((b) => b.volume)

/** Puts over calls from the put share p: p / (1 − p). */
const putCallRatio = (pick: (book: OptionsBook) => Float64Array) => (ctx: MetricContext) => {
  const b = optionsBook(ctx)
  return { start: b.start, v: pick(b).map((p) => p / (1 - p)) }
}

const byMaturity = (maturity: (typeof maturities)[number], kind: 'iv' | 'skew'): MetricDefinition =>
  derived(
    options({
      path:
        kind === 'iv'
          ? `derivatives/options_atm_implied_volatility_${maturity.path}`
          : `derivatives/options_25delta_skew_${maturity.path}`,
      name:
        kind === 'iv'
          ? `Options ATM Implied Volatility (${maturity.key})`
          : `Options 25 Delta Skew (${maturity.key})`,
      shortName: kind === 'iv' ? `ATM IV ${maturity.key}` : `25D Skew ${maturity.key}`,
      tier: maturity.days <= 30 ? 2 : 2.1,
      description:
        kind === 'iv'
          ? `Implied volatility of at-the-money options expiring in ${maturity.days} days.`
          : `Implied volatility of 25-delta puts minus 25-delta calls, ${maturity.days} days out; positive when puts are bid.`,
      unit: 'none',
      studio: studio('timeSeries', { price: true }),
    }),
    'last',
    (ctx) => {
      const b = optionsBook(ctx)
      const values = (kind === 'iv' ? b.atmIv : b.skew)[maturity.key]
      return { start: b.start, v: values ?? new Float64Array(0) }
    },
  )

export const optionMetrics: MetricDefinition[] = [
  keyOf(
    options({
      path: 'derivatives/options_open_interest_sum',
      name: 'Options Open Interest',
      shortName: 'Options OI',
      tier: 1,
      description: 'Open option contracts (calls and puts), on one exchange or all of them.',
      unit: 'native',
      parameters: e,
      studio: studio('timeSeries', {
        exchangeOption: true,
        defaultExchange: 'aggregated',
        price: true,
      }),
    }) as Meta & { parameters: Record<string, string[]> },
    'e',
    'last',
    openInterest,
  ),
  breakdownOf(
    options({
      path: 'derivatives/options_open_interest_sum_all',
      name: 'Options Open Interest per Exchange',
      tier: 2,
      description: 'Open interest of options on each exchange.',
      unit: 'native',
      studio: studio('timeSeriesStackedArea'),
    }),
    'last',
    openInterest,
  ),
  derived(
    options({
      path: 'derivatives/options_open_interest_put_call_ratio',
      name: 'Options Open Interest Put/Call Ratio',
      shortName: 'OI Put/Call',
      tier: 2,
      description: 'Open interest in puts divided by open interest in calls.',
      unit: 'none',
      studio: studio('timeSeries', { price: true }),
    }),
    'last',
    putCallRatio((b) => b.putShareOi),
  ),
  keyOf(
    options({
      path: 'derivatives/options_volume_daily_sum',
      name: 'Options Volume',
      tier: 1,
      description: 'Traded volume of options.',
      unit: 'native',
      parameters: e,
      studio: studio('column', { defaultChartStyle: 'column', exchangeOption: true }),
    }) as Meta & { parameters: Record<string, string[]> },
    'e',
    'sum',
    volume,
  ),
  derived(
    options({
      path: 'derivatives/options_volume_put_call_ratio',
      name: 'Options Volume Put/Call Ratio',
      shortName: 'Volume Put/Call',
      tier: 2,
      description: 'Traded volume of puts divided by traded volume of calls.',
      unit: 'none',
      studio: studio('timeSeries', { price: true }),
    }),
    'mean',
    putCallRatio((b) => b.putShareVolume),
  ),
  ...maturities.map((maturity) => byMaturity(maturity, 'iv')),
  ...maturities.map((maturity) => byMaturity(maturity, 'skew')),
  breakdownOf(
    options({
      path: 'derivatives/options_atm_implied_volatility_all',
      name: 'Options ATM Implied Volatility (All Maturities)',
      shortName: 'ATM IV Term Structure',
      tier: 2,
      description: 'At-the-money implied volatility at 1 week, 1, 3 and 6 months.',
      unit: 'none',
      studio: studio('timeSeriesMultiLine'),
    }),
    'last',
    book((b) => b.atmIv),
  ),
  breakdownOf(
    options({
      path: 'derivatives/options_open_interest_moneyness',
      name: 'Options Open Interest by Moneyness',
      tier: 2.1,
      description: 'Open interest split by how far strikes are in or out of the money.',
      unit: 'native',
      studio: studio('timeSeriesStackedArea'),
    }),
    'last',
    book((b) => b.moneyness),
  ),
  derived(
    options({
      path: 'derivatives/options_bull_bear_index',
      name: 'Options Bull/Bear Index',
      tier: 3,
      description:
        'Positioning of option traders from 0 (bearish) to 1 (bullish), for one maturity bucket.',
      unit: 'none',
      parameters: { maturity: [...indexMaturities] },
      studio: studio('timeSeries', {
        price: true,
        maturityOption: true,
        defaultMaturity: 'aggregated',
      }),
    }),
    'mean',
    (ctx) => {
      const key = parameter(ctx, 'maturity', indexMaturities)
      const b = optionsBook(ctx)
      return { start: b.start, v: b.bullBear[key] ?? new Float64Array(0) }
    },
  ),
  breakdownOf(
    options({
      path: 'derivatives/options_bull_bear_index_all',
      name: 'Options Bull/Bear Index (All Maturities)',
      tier: 3,
      description: 'The bull/bear index aggregated and per maturity: weekly, short, mid and long.',
      unit: 'none',
      studio: studio('timeSeriesMultiLine'),
    }),
    'mean',
    book((b) => b.bullBear),
  ),
  {
    ...options({
      path: 'derivatives/options_open_interest_distribution',
      name: 'Options Open Interest and Implied Volatility by Strike',
      shortName: 'Options by Strike',
      tier: 3,
      description:
        'Daily options chain: call and put open interest and implied volatility per strike, for all expiries or the next weekly, monthly or quarterly one.',
      unit: 'native',
      parameters: { contract_expiration: [...contractExpirations] },
      studio: studio('heatmap', { contractExpirationOption: true, studioOnly: true }),
    }),
    resolutions: ['24h'],
    shape: 'document',
    documents: (ctx) => {
      const kind = parameter(ctx, 'contract_expiration', contractExpirations)
      return memoFor(ctx, `chains-${kind}`, () => optionChains(ctx, kind))
    },
  },
]
