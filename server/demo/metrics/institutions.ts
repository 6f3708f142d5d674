import { etfFlows, etfHoldings, etfStart, purposeHoldings, withTotal } from '../etfModel'
import { alignTo, keyOrTotal, memoFor } from '../marketState'
import { dailySupply } from '../valuation'
import type { MetricContext, MetricDefinition } from './definition'
import { breakdownOf, dailyResolutions, derived, studio, type Meta } from './factories'
import { purposeEtfSymbols, usEtfSymbols } from './marketAssetLists'

/*
 * Spot ETF metrics: holdings and flows per issuer (ten issuers and their `total`), from each
 * fund's launch (US Bitcoin ETFs 2024-01-11, Ether ETFs 2024-07-23, Purpose 2021-02-18).
 */

const etf = (meta: Omit<Meta, 'assets' | 'resolutions' | 'unit'> & Partial<Meta>): Meta => ({
  assets: usEtfSymbols,
  resolutions: dailyResolutions,
  unit: 'native',
  categories: ['ETFs'],
  ...meta,
})

const total = (ctx: MetricContext, flows: boolean) =>
  keyOrTotal(flows ? etfFlows(ctx) : etfHoldings(ctx), 'aggregated')

/** Purpose ETF flows: the daily change of its holdings (day one: its seed coins). */
const purposeFlows = (ctx: MetricContext) =>
  memoFor(ctx, 'purpose-flows', () => {
    const holdings = purposeHoldings(ctx)
    return {
      start: holdings.start,
      v: holdings.v.map((h, i) => h - (i === 0 ? 0 : (holdings.v[i - 1] ?? 0))),
    }
  })

export const institutionMetrics: MetricDefinition[] = [
  breakdownOf(
    etf({
      path: 'institutions/us_spot_etf_balances_all',
      name: 'US Spot ETF Balances per Issuer',
      shortName: 'ETF Balances',
      tier: 2,
      description: 'Coins held by each US spot ETF issuer, and their total.',
      studio: studio('timeSeriesStackedArea', { price: true }),
    }),
    'last',
    (ctx) => withTotal(etfHoldings(ctx)),
  ),
  derived(
    etf({
      path: 'institutions/us_spot_etf_balances_sum',
      name: 'US Spot ETF Balances',
      tier: 1,
      description: 'Coins held by all US spot ETFs together.',
      studio: studio('timeSeries', { price: true }),
    }),
    'last',
    (ctx) => total(ctx, false),
  ),
  breakdownOf(
    etf({
      path: 'institutions/us_spot_etf_flows_all',
      name: 'US Spot ETF Flows per Issuer',
      shortName: 'ETF Flows by Issuer',
      tier: 2,
      description:
        'Net creations (inflows) minus redemptions (outflows) per issuer, and their total.',
      studio: studio('column', { defaultChartStyle: 'column' }),
    }),
    'sum',
    (ctx) => withTotal(etfFlows(ctx)),
  ),
  derived(
    etf({
      path: 'institutions/us_spot_etf_flows_net',
      name: 'US Spot ETF Net Flows',
      shortName: 'ETF Net Flows',
      tier: 1,
      description: 'Net coins flowing into (positive) or out of (negative) all US spot ETFs.',
      studio: studio('column', { defaultChartStyle: 'column', price: true }),
    }),
    'sum',
    (ctx) => total(ctx, true),
  ),
  derived(
    etf({
      path: 'institutions/us_spot_etf_balances_relative',
      name: 'US Spot ETF Share of Supply',
      tier: 2.1,
      description: 'The share of the circulating supply held by US spot ETFs.',
      unit: 'none',
      studio: studio('timeSeries', { price: true }),
    }),
    'last',
    (ctx) => {
      const held = total(ctx, false)
      const supply = alignTo(
        ctx,
        dailySupply(ctx.model, ctx.profile, ctx.now),
        etfStart(ctx.profile.symbol),
      )
      return { start: held.start, v: held.v.map((h, i) => h / (supply[i] ?? NaN)) }
    },
  ),
  derived(
    {
      ...etf({
        path: 'institutions/purpose_etf_holdings_sum',
        name: 'Purpose ETF Holdings',
        tier: 2,
        description: 'Coins held by the Purpose Bitcoin ETF (Toronto Stock Exchange).',
        studio: studio('timeSeries', { price: true }),
      }),
      assets: purposeEtfSymbols,
    },
    'last',
    purposeHoldings,
  ),
  derived(
    {
      ...etf({
        path: 'institutions/purpose_etf_flows_sum',
        name: 'Purpose ETF Flows',
        tier: 2,
        description: 'Daily change of the Purpose Bitcoin ETF holdings.',
        studio: studio('column', { defaultChartStyle: 'column' }),
      }),
      assets: purposeEtfSymbols,
    },
    'sum',
    purposeFlows,
  ),
]
