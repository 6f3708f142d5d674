import {
  dexProtocols,
  dexVolume,
  feeTiers,
  lending,
  lendingProtocols,
  protocolShare,
  protocolTvl,
  scaled,
  tokenProtocols,
} from '../defiModel'
import { keyOrTotal, memoFor } from '../marketState'
import { ethereumStablecoinSupply, supplyByNetwork } from '../stablecoinModel'
import type { DailyBreakdown, MetricContext, MetricDefinition } from './definition'
import { breakdownOf, dailyResolutions, derived, ratio, studio, type Meta } from './factories'
import {
  defiSymbols,
  dexSymbols,
  ethereumOnly,
  lendingSymbols,
  stablecoinSymbols,
} from './marketAssetLists'

/*
 * DeFi metrics (defiModel.ts, stablecoinModel.ts). For ETH they cover all of Ethereum's DeFi;
 * for a protocol token (AAVE, UNI, MKR, LDO) its own protocol, as a share of the same totals.
 */

const defi = (meta: Omit<Meta, 'resolutions' | 'unit' | 'assets'> & Partial<Meta>): Meta => ({
  assets: defiSymbols,
  resolutions: dailyResolutions,
  unit: 'usd',
  categories: ['DeFi'],
  ...meta,
})

const lendingOf =
  (side: 'deposits' | 'borrows') =>
  (ctx: MetricContext): DailyBreakdown =>
    memoFor(ctx, `lending-${side}`, () =>
      scaled(lending(ctx)[side], protocolShare(ctx, lendingProtocols)),
    )
const deposits = lendingOf('deposits')
const borrows = lendingOf('borrows')
const dex = (ctx: MetricContext) =>
  memoFor(ctx, 'dex', () => scaled(dexVolume(ctx), protocolShare(ctx, dexProtocols)))
const total = (breakdown: DailyBreakdown) => keyOrTotal(breakdown, 'aggregated')

const lendingMetrics = (side: 'deposits' | 'borrows'): MetricDefinition[] => {
  const title = side === 'deposits' ? 'Deposits' : 'Borrows'
  const what = side === 'deposits' ? 'supplied to' : 'borrowed from'
  return [
    derived(
      defi({
        path: `defi/lending_${side}_sum`,
        name: `Lending ${title}`,
        tier: 2,
        description: `Value ${what} Ethereum lending markets (Aave, Compound, Maker), in USD.`,
        assets: lendingSymbols,
        studio: studio('timeSeries', { price: true }),
      }),
      'last',
      (ctx) => total(lendingOf(side)(ctx)),
    ),
    breakdownOf(
      defi({
        path: `defi/lending_${side}_by_token`,
        name: `Lending ${title} by Token`,
        tier: 2.1,
        description: `Value ${what} lending markets per token: ETH, WBTC, USDC, USDT, DAI and others.`,
        assets: lendingSymbols,
        studio: studio('timeSeriesStackedArea', { defaults: { subset: 'ETH,WBTC,USDC,USDT,DAI' } }),
      }),
      'last',
      lendingOf(side),
    ),
  ]
}

export const defiMetrics: MetricDefinition[] = [
  derived(
    defi({
      path: 'defi/total_value_locked',
      name: 'Total Value Locked',
      shortName: 'TVL',
      tier: 1,
      description:
        'Value deposited in DeFi protocols on Ethereum in USD (for a protocol token, its protocol’s).',
      studio: studio('timeSeries', { price: true }),
    }),
    'last',
    (ctx) => {
      const tvl = protocolTvl(ctx)
      const own = tokenProtocols[ctx.profile.symbol]
      return keyOrTotal(tvl, own ?? 'aggregated')
    },
  ),
  breakdownOf(
    defi({
      path: 'defi/total_value_locked_by_protocol',
      name: 'Total Value Locked by Protocol',
      shortName: 'TVL by Protocol',
      tier: 2,
      description: 'Value locked in each of Ethereum’s largest DeFi protocols, and the rest.',
      assets: ethereumOnly,
      studio: studio('timeSeriesStackedArea'),
    }),
    'last',
    protocolTvl,
  ),
  ...lendingMetrics('deposits'),
  ...lendingMetrics('borrows'),
  derived(
    defi({
      path: 'defi/lending_utilization',
      name: 'Lending Utilization',
      tier: 2.1,
      description: 'Borrows divided by deposits across lending markets.',
      unit: 'none',
      assets: lendingSymbols,
      studio: studio('timeSeries'),
    }),
    'last',
    (ctx) => {
      const supplied = total(deposits(ctx))
      return { start: supplied.start, v: ratio(total(borrows(ctx)).v, supplied.v) }
    },
  ),
  derived(
    defi({
      path: 'defi/dex_volume_sum',
      name: 'DEX Volume',
      tier: 1,
      description: 'Value swapped on decentralised exchanges (Uniswap, Curve) in USD.',
      assets: dexSymbols,
      studio: studio('column', { defaultChartStyle: 'column' }),
    }),
    'sum',
    (ctx) => total(dex(ctx)),
  ),
  breakdownOf(
    defi({
      path: 'defi/dex_volume_by_fee_tier',
      name: 'DEX Volume by Fee Tier',
      tier: 2.1,
      description: 'DEX volume per pool fee tier: 0.01%, 0.05%, 0.3% and 1%.',
      assets: dexSymbols,
      studio: studio('timeSeriesStackedArea'),
    }),
    'sum',
    dex,
  ),
  derived(
    defi({
      path: 'defi/dex_fees_sum',
      name: 'DEX Fees',
      tier: 2,
      description: 'Fees paid to liquidity providers: each tier’s volume times its fee.',
      assets: dexSymbols,
      studio: studio('column', { defaultChartStyle: 'column' }),
    }),
    'sum',
    (ctx) => {
      const volume = dex(ctx)
      const n = Object.values(volume.o)[0]?.length ?? 0
      const v = new Float64Array(n)
      for (const tier of feeTiers) {
        const values = volume.o[tier.key]
        for (let i = 0; i < n; i++) v[i] = (v[i] ?? 0) + (values?.[i] ?? 0) * tier.rate
      }
      return { start: volume.start, v }
    },
  ),
  breakdownOf(
    defi({
      path: 'defi/stablecoin_supply_by_network',
      name: 'Stablecoin Supply by Network',
      tier: 2,
      description: 'A stablecoin’s circulating supply per network it is issued on.',
      assets: stablecoinSymbols,
      unit: 'native',
      studio: studio('timeSeriesStackedArea'),
    }),
    'last',
    supplyByNetwork,
  ),
  breakdownOf(
    defi({
      path: 'defi/stablecoin_supply_by_stablecoin',
      name: 'Stablecoin Supply on Ethereum by Stablecoin',
      tier: 2,
      description: 'Supply of each stablecoin issued on Ethereum, in USD.',
      assets: ethereumOnly,
      studio: studio('timeSeriesStackedArea'),
    }),
    'last',
    ethereumStablecoinSupply,
  ),
  derived(
    defi({
      path: 'defi/stablecoin_supply_sum',
      name: 'Stablecoin Supply on Ethereum',
      tier: 1,
      description: 'Supply of all stablecoins issued on Ethereum, in USD.',
      assets: ethereumOnly,
      studio: studio('timeSeries'),
    }),
    'last',
    (ctx) => total(ethereumStablecoinSupply(ctx)),
  ),
]
