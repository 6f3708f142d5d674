import { exchangeBalances } from '../exchangeFlows'
import { keyCurve, noiseOf, slowOctaves, sumOfKeys } from '../marketState'
import { minerBalances } from '../miningModel'
import { dailySupply } from '../valuation'
import { concentration, walletBands, walletBandSymbols, walletShares } from '../walletBands'
import { allSymbols } from './assetLists'
import type { MetricContext, MetricDefinition } from './definition'
import { derived, gridBreakdown, gridValue, studio } from './factories'

/*
 * Who holds the supply: wallet-size bands and the concentration measures derived from them
 * (walletBands.ts), OTC desks, miners and the exchanges' 30-day net position change.
 */

/** OTC desks' share of Bitcoin's supply at key dates (desks grew with institutional demand). */
const otcShare = keyCurve('2013-12-31=0 2016-01-01=0.006 2020-06-01=0.012 2025-10-06=0.02')
/** Days of the exchange net position change (the public metric's window). */
const positionDays = 30

const distributionCategories = ['Distribution']
const bandStudio = studio('timeSeriesStackedArea', { defaultScale: 'lin', price: true })

export const distributionExtraMetrics: MetricDefinition[] = [
  gridBreakdown({
    path: 'distribution/supply_by_wallet_size',
    name: 'Supply by Wallet Size',
    tier: 2,
    description:
      'Coins held per wallet-size band (shrimp < 1 BTC … humpback ≥ 5k BTC, scaled for larger supplies); the bands add up to the supply.',
    assets: walletBandSymbols,
    unit: 'native',
    aggregation: 'last',
    categories: distributionCategories,
    studio: bandStudio,
    parts: walletBands,
  }),
  gridBreakdown({
    path: 'distribution/supply_distribution_relative',
    name: 'Relative Supply Distribution',
    shortName: 'Supply Distribution',
    tier: 2.1,
    description: 'Each wallet-size band’s share of the supply; the shares add up to 1.',
    assets: walletBandSymbols,
    unit: 'none',
    aggregation: 'last',
    categories: distributionCategories,
    studio: bandStudio,
    parts: walletShares,
  }),
  gridValue({
    path: 'distribution/balance_1pct_holders',
    name: 'Supply Held by the Top 1% Addresses',
    shortName: 'Top 1% Supply',
    tier: 2,
    description: 'The share of the supply held by the richest 1% of funded addresses.',
    assets: walletBandSymbols,
    unit: 'none',
    aggregation: 'last',
    categories: distributionCategories,
    studio: studio('timeSeries', { price: true }),
    values: (ctx) => concentration(ctx).top1pct,
  }),
  gridValue({
    path: 'distribution/gini',
    name: 'Gini Coefficient',
    tier: 3,
    description: 'Inequality of balances across funded addresses, from 0 (equal) to 1.',
    assets: walletBandSymbols,
    unit: 'none',
    aggregation: 'last',
    categories: distributionCategories,
    studio: studio('timeSeries'),
    values: (ctx) => concentration(ctx).gini,
  }),
  gridValue({
    path: 'distribution/herfindahl',
    name: 'Herfindahl Index',
    tier: 3,
    description: 'Concentration of the supply: the sum of every address’s squared supply share.',
    assets: walletBandSymbols,
    unit: 'none',
    aggregation: 'last',
    categories: distributionCategories,
    studio: studio('timeSeries', { defaultScale: 'log' }),
    values: (ctx) => concentration(ctx).herfindahl,
  }),
  gridValue({
    path: 'distribution/balance_otc_desks',
    name: 'Balance of OTC Desks',
    shortName: 'OTC Balance',
    tier: 2.1,
    description: 'Coins held in the wallets of known over-the-counter trading desks.',
    assets: ['BTC'],
    unit: 'native',
    aggregation: 'last',
    categories: distributionCategories,
    studio: studio('timeSeries', { price: true }),
    values: (ctx) => {
      const grid = ctx.model.grid(ctx.profile, ctx.now)
      const noise = noiseOf(ctx, 'otc', slowOctaves)
      return dailySupply(ctx.model, ctx.profile, ctx.now).map((supply, i) => {
        const day = grid.start + i
        return supply * Math.max(0, otcShare(day)) * Math.exp(0.2 * noise(day))
      })
    },
  }),
  derived(
    {
      path: 'distribution/balance_miners_sum',
      name: 'Miner Balance (Total)',
      shortName: 'Miner Balance',
      tier: 1,
      description: 'Coins held by all miners’ wallets (mining/balance_miners, aggregated).',
      assets: ['BTC'],
      resolutions: ['24h', '1w', '1month'],
      unit: 'native',
      categories: [...distributionCategories, 'Mining'],
      studio: studio('timeSeries', { price: true }),
    },
    'last',
    (ctx: MetricContext) => {
      const { start, balances } = minerBalances(ctx)
      return { start, v: sumOfKeys(balances, ctx.model.grid(ctx.profile, ctx.now).n) }
    },
  ),
  derived(
    {
      path: 'distribution/exchange_net_position_change',
      name: 'Exchange Net Position Change',
      shortName: 'Exchange Net Position',
      tier: 2,
      description: 'The 30-day change of the coins held on exchanges (negative: coins leaving).',
      assets: allSymbols,
      resolutions: ['24h', '1w', '1month'],
      unit: 'native',
      categories: [...distributionCategories, 'Exchanges'],
      studio: studio('column', { price: true }),
    },
    'last',
    (ctx) => {
      const balances = exchangeBalances(ctx)
      const n = Object.values(balances.o)[0]?.length ?? 0
      const held = sumOfKeys(balances.o, n)
      const v = held.subarray(positionDays).map((now, i) => now - (held[i] ?? 0))
      return { start: balances.start + positionDays, v }
    },
  ),
]
