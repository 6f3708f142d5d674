import {
  dashboardDocumentSchema,
  uncategorized,
  type DashboardDocument,
  type DashboardType,
} from '@/core/api/dashboards'
import { catalogMetrics } from '../demo/catalog'
import {
  layOutRows,
  markdownTile,
  metricTile,
  stableUuid,
  textRow,
  type PresetRow,
} from './presetBuilders'

/*
 * Preset dashboards: read-only pages over metrics of the demo catalog (server/demo/catalog.ts),
 * served by /v1/dashboards/presets… and openable by uuid or slug. The asset overview follows the
 * asset it is opened for (`?a=ETH`), dropping the tiles whose metric that asset lacks. Saving one
 * saves a copy (app.md sections 4 and 6). Ids are fixed, so links keep working across releases.
 */

export interface PresetDefinition {
  uuid: string
  slug: string
  type: Exclude<DashboardType, 'user'>
  name: string
  description: string
  /** The assets it is offered for; empty: any asset. */
  assets: readonly string[]
  /** Whether `?a=` sets the asset of its metric tiles. */
  followsAsset: boolean
  defaultAsset: string
  rows: (asset: string) => readonly PresetRow[]
}

// When the presets were written: their stable created and updated time.
const presetsWrittenAt = Date.UTC(2025, 5, 1)
const grey = '#8a8f98'
const blue = '#2f6fdb'
const orange = '#e0700b'
const note = '#f4f1e8'

const price = (asset: string, w = 6) =>
  metricTile('price', 'MarketPriceUsdClose', 'market/price_usd_close', asset, {
    name: 'Price',
    scale: 'log',
    lineColor: grey,
    w,
  })

const definitions: readonly PresetDefinition[] = [
  {
    uuid: '3f0d6a52-1c8e-4f0b-9a57-6a1e2d4c8b10',
    slug: 'asset-overview',
    type: 'preset',
    name: 'Asset overview',
    description: 'Price, valuation, activity and exchange flows of one asset at a glance.',
    assets: [],
    followsAsset: true,
    defaultAsset: 'BTC',
    rows: (asset) => [
      textRow('market-heading', `${asset}: market`),
      [
        price(asset),
        metricTile('marketcap', 'MarketMarketcapUsd', 'market/marketcap_usd', asset, {
          name: 'Market Cap',
          scale: 'log',
          lineColor: blue,
        }),
      ],
      [
        metricTile('mvrv', 'MarketMvrv', 'market/mvrv', asset, { name: 'MVRV Ratio' }),
        metricTile('realized-price', 'MarketPriceRealizedUsd', 'market/price_realized_usd', asset, {
          name: 'Realized Price',
          scale: 'log',
          lineColor: orange,
        }),
      ],
      textRow('onchain-heading', `${asset}: on-chain activity`),
      [
        metricTile('active-addresses', 'AddressesActiveCount', 'addresses/active_count', asset, {
          name: 'Active Addresses',
        }),
        metricTile('netflow', 'ExchangesNetflowSum', 'exchanges/netflow_sum', asset, {
          name: 'Exchange Net Flow',
          chartStyle: 'column',
        }),
      ],
      [
        metricTile('supply', 'SupplyCurrent', 'supply/current', asset, {
          name: 'Circulating Supply',
          w: 8,
        }),
        markdownTile(
          'reading-guide',
          '**Reading this page**\n\n- MVRV above 3 has marked overheated markets.\n' +
            '- Net flow into exchanges often precedes selling.\n\nDemo data.',
          { backgroundColor: note, w: 4 },
        ),
      ],
    ],
  },
  {
    uuid: '9b2e4c71-5d3a-4e8f-b6c2-0a7d1f3e5b92',
    slug: 'bitcoin-cycle-indicators',
    type: 'preset',
    name: 'Bitcoin cycle indicators',
    description:
      'The valuation and profit indicators that have marked Bitcoin cycle tops and bottoms.',
    assets: ['BTC'],
    followsAsset: false,
    defaultAsset: 'BTC',
    rows: () => [
      textRow('valuation-heading', 'Valuation'),
      [
        metricTile('mvrv-z', 'MarketMvrvZScore', 'market/mvrv_z_score', 'BTC', {
          name: 'MVRV Z-Score',
        }),
        metricTile(
          'nupl',
          'IndicatorsNetUnrealizedProfitLoss',
          'indicators/net_unrealized_profit_loss',
          'BTC',
          {
            name: 'Net Unrealized Profit/Loss',
          },
        ),
      ],
      textRow('profit-heading', 'Profit taking and miners'),
      [
        metricTile('sopr', 'IndicatorsSopr', 'indicators/sopr', 'BTC', { name: 'SOPR', w: 4 }),
        metricTile('hash-rate', 'MiningHashRateMean', 'mining/hash_rate_mean', 'BTC', {
          name: 'Hash Rate',
          w: 4,
        }),
        price('BTC', 4),
      ],
    ],
  },
  {
    uuid: 'c4a81f2d-7e6b-4d09-8f3a-2b5c9e1d7a64',
    slug: 'derivatives-overview',
    type: 'preset',
    name: 'Derivatives overview',
    description: 'Futures open interest and funding, and the options market of one asset.',
    assets: ['BTC', 'ETH'],
    followsAsset: true,
    defaultAsset: 'BTC',
    rows: (asset) => [
      textRow('futures-heading', `${asset}: futures`),
      [
        metricTile(
          'futures-oi',
          'DerivativesFuturesOpenInterestSum',
          'derivatives/futures_open_interest_sum',
          asset,
          {
            name: 'Futures Open Interest',
            chartStyle: 'column',
          },
        ),
        metricTile(
          'funding',
          'DerivativesFuturesFundingRatePerpetual',
          'derivatives/futures_funding_rate_perpetual',
          asset,
          {
            name: 'Perpetual Funding Rate',
          },
        ),
      ],
      textRow('options-heading', `${asset}: options`),
      [
        metricTile(
          'options-oi',
          'DerivativesOptionsOpenInterestSum',
          'derivatives/options_open_interest_sum',
          asset,
          {
            name: 'Options Open Interest',
          },
        ),
        metricTile(
          'put-call',
          'DerivativesOptionsOpenInterestPutCallRatio',
          'derivatives/options_open_interest_put_call_ratio',
          asset,
          {
            name: 'Put/Call Ratio',
          },
        ),
      ],
    ],
  },
  {
    uuid: '5e7f3a19-2c4d-4b8e-a1f6-8d0c3b9e2a57',
    slug: 'bitcoin-onchain-week',
    type: 'research',
    name: 'The week on-chain: Bitcoin',
    description: 'A weekly reading of holder profitability, exchange flows and network activity.',
    assets: ['BTC'],
    followsAsset: false,
    defaultAsset: 'BTC',
    rows: () => [
      [
        markdownTile(
          'summary',
          '## Summary\n\nHolders are in profit on aggregate while coins keep leaving exchanges: ' +
            'a market held by conviction rather than by traders. Each chart below is one part ' +
            'of that reading.\n\n*Written over the demo dataset.*',
          { w: 12, h: 4 },
        ),
      ],
      textRow('profitability-heading', 'Profitability'),
      [
        metricTile('mvrv', 'MarketMvrv', 'market/mvrv', 'BTC', { name: 'MVRV Ratio' }),
        metricTile('sopr', 'IndicatorsSopr', 'indicators/sopr', 'BTC', { name: 'SOPR' }),
      ],
      textRow('flows-heading', 'Exchange flows and activity'),
      [
        metricTile('netflow', 'ExchangesNetflowSum', 'exchanges/netflow_sum', 'BTC', {
          name: 'Exchange Net Flow',
          chartStyle: 'column',
        }),
        metricTile('active-addresses', 'AddressesActiveCount', 'addresses/active_count', 'BTC', {
          name: 'Active Addresses',
        }),
      ],
    ],
  },
  {
    uuid: 'a6d2b8e4-9f1c-4a3e-b7d5-1c8e4f2a6b39',
    slug: 'ether-market-structure',
    type: 'research',
    name: 'Ether market structure',
    description: 'Stablecoin liquidity on Ethereum against leverage in Ether derivatives.',
    assets: ['ETH'],
    followsAsset: false,
    defaultAsset: 'ETH',
    rows: () => [
      [
        markdownTile(
          'thesis',
          '## Thesis\n\nStablecoin supply on Ethereum is dry powder; futures open interest is ' +
            'leverage. When the second outgrows the first, moves get sharper.',
          { backgroundColor: note, w: 12, h: 3 },
        ),
      ],
      [
        metricTile('stablecoins', 'DefiStablecoinSupplySum', 'defi/stablecoin_supply_sum', 'ETH', {
          name: 'Stablecoin Supply on Ethereum',
        }),
        metricTile(
          'futures-oi',
          'DerivativesFuturesOpenInterestSum',
          'derivatives/futures_open_interest_sum',
          'ETH',
          {
            name: 'Futures Open Interest',
            chartStyle: 'column',
          },
        ),
      ],
      [price('ETH', 12)],
    ],
  },
]

let metricAssetsByCode: ReadonlyMap<string, ReadonlySet<string>> | undefined

/** The assets of each demo catalog metric: a tile is kept only where its metric has data. */
function metricAssets(): ReadonlyMap<string, ReadonlySet<string>> {
  metricAssetsByCode ??= new Map(
    catalogMetrics().map((metric) => [metric.metricCode, new Set(metric.metricAssets)]),
  )
  return metricAssetsByCode
}

function tileFits(tile: PresetRow[number], asset: string): boolean {
  if (tile.item.configType !== 'metric') return true
  const meta = tile.item.meta as { metricCode: string }
  return metricAssets().get(meta.metricCode)?.has(asset) ?? false
}

/** Whether the preset is offered for `asset`. */
export function offersAsset(preset: PresetDefinition, asset: string): boolean {
  return preset.assets.length === 0 || preset.assets.includes(asset)
}

/** The preset as a read-only document, for `asset` when it follows one. */
export function presetDocument(preset: PresetDefinition, asset?: string): DashboardDocument {
  const shown = preset.followsAsset ? (asset ?? preset.defaultAsset) : preset.defaultAsset
  const rows = preset.rows(shown).map((row) => row.filter((tile) => tileFits(tile, shown)))
  const { configs, layouts } = layOutRows(preset.slug, rows)
  return dashboardDocumentSchema.parse({
    uuid: preset.uuid,
    slug: preset.slug,
    categoryUuid: uncategorized,
    type: preset.type,
    data: {
      configs,
      layouts,
      meta: {
        name: preset.followsAsset ? `${preset.name}: ${shown}` : preset.name,
        asset: shown,
        slug: preset.slug,
      },
    },
    isOwner: false,
    isPreset: true,
    version: 1,
    createdAt: presetsWrittenAt,
    updatedAt: presetsWrittenAt,
  })
}

export const dashboardPresets: readonly PresetDefinition[] = definitions

/** A preset by uuid or slug. */
export function findDashboardPreset(id: string): PresetDefinition | undefined {
  const key = id.toLowerCase()
  return definitions.find((preset) => preset.uuid === key || preset.slug === key)
}

/** The uuid a preset's item has: for tests and for the app's links to one widget. */
export function presetItemUuid(slug: string, key: string): string {
  return stableUuid(`${slug}:${key}`)
}
