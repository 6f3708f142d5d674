import type { TableRowMetric } from '@/core/api/assetList'
import type { AssetTag } from '@/core/api/assets'

/*
 * The home page's asset table (app.md, Home): five tabs, each a fixed list of daily metrics
 * read from GET /v1/asset-list/assets. A column shows one field of one metric's table row.
 */

export const assetTablePageSize = 20

/** The price chart a price cell opens (a chart id is a metric code). */
export const priceChartId = 'MarketPriceUsdClose'
const pricePath = 'market/price_usd_close'

/**
 * How a value reads: `price` and `usd` in dollars (price in full, usd compact), `count`
 * compact, `native` compact in the asset's own units, `share` as a plain percentage, `change`
 * and `rate` as signed percentages (coloured), `ratio` as a plain number (MVRV, SOPR).
 */
export type CellFormat =
  'price' | 'usd' | 'count' | 'native' | 'share' | 'change' | 'rate' | 'ratio'

export type RowField = keyof Pick<TableRowMetric, 'latest' | 'change_24h' | 'change_7d' | 'ratio'>

export interface AssetTableColumn {
  id: string
  header: string
  path: string
  field: RowField
  format: CellFormat
  /** The cell opens the asset's price chart. */
  opensPriceChart?: boolean
}

export interface AssetTableTab {
  id: 'overview' | 'fundamentals' | 'profit-loss' | 'supply-dynamics' | 'futures'
  label: string
  columns: readonly AssetTableColumn[]
  /** The metric drawn over its last 7 daily values, and how its column and label name it. */
  sparkline: { path: string; header: string; subject: string }
}

export type AssetTableTabId = AssetTableTab['id']

const price: AssetTableColumn = {
  id: 'price',
  header: 'Price',
  path: pricePath,
  field: 'latest',
  format: 'price',
  opensPriceChart: true,
}
const priceSparkline = { path: pricePath, header: 'Price 7d', subject: 'price' }

export const assetTableTabs: readonly AssetTableTab[] = [
  {
    id: 'overview',
    label: 'Overview',
    columns: [
      price,
      { id: 'change24h', header: '24h %', path: pricePath, field: 'change_24h', format: 'change' },
      { id: 'change7d', header: '7d %', path: pricePath, field: 'change_7d', format: 'change' },
      {
        id: 'marketCap',
        header: 'Market Cap',
        path: 'market/marketcap_usd',
        field: 'latest',
        format: 'usd',
      },
      {
        id: 'dominance',
        header: 'Dominance',
        path: 'market/marketcap_usd',
        field: 'ratio',
        format: 'share',
      },
      {
        id: 'volume',
        header: 'Spot Volume 24h',
        path: 'market/spot_volume_daily_sum',
        field: 'latest',
        format: 'usd',
      },
    ],
    sparkline: priceSparkline,
  },
  {
    id: 'fundamentals',
    label: 'Fundamentals',
    columns: [
      price,
      {
        id: 'activeAddresses',
        header: 'Active Addresses',
        path: 'addresses/active_count',
        field: 'latest',
        format: 'count',
      },
      {
        id: 'activeAddresses7d',
        header: 'Active 7d %',
        path: 'addresses/active_count',
        field: 'change_7d',
        format: 'change',
      },
      {
        id: 'newAddresses',
        header: 'New Addresses',
        path: 'addresses/new_non_zero_count',
        field: 'latest',
        format: 'count',
      },
      {
        id: 'transactions',
        header: 'Transactions',
        path: 'transactions/count',
        field: 'latest',
        format: 'count',
      },
      {
        id: 'meanFee',
        header: 'Mean Fee',
        path: 'fees/volume_mean',
        field: 'latest',
        format: 'native',
      },
    ],
    sparkline: {
      path: 'addresses/active_count',
      header: 'Active Addresses 7d',
      subject: 'active addresses',
    },
  },
  {
    id: 'profit-loss',
    label: 'Profit & Loss',
    columns: [
      price,
      { id: 'mvrv', header: 'MVRV', path: 'market/mvrv', field: 'latest', format: 'ratio' },
      {
        id: 'nupl',
        header: 'NUPL',
        path: 'indicators/net_unrealized_profit_loss',
        field: 'latest',
        format: 'ratio',
      },
      {
        id: 'sopr',
        header: 'aSOPR',
        path: 'indicators/sopr_adjusted',
        field: 'latest',
        format: 'ratio',
      },
      {
        id: 'supplyInProfit',
        header: 'Supply in Profit',
        path: 'supply/profit_relative',
        field: 'latest',
        format: 'share',
      },
      {
        id: 'drawdown',
        header: 'Drawdown from ATH',
        path: 'market/price_drawdown_relative',
        field: 'latest',
        format: 'change',
      },
    ],
    sparkline: { path: 'market/mvrv', header: 'MVRV 7d', subject: 'MVRV' },
  },
  {
    id: 'supply-dynamics',
    label: 'Supply Dynamics',
    columns: [
      price,
      {
        id: 'supply',
        header: 'Circulating Supply',
        path: 'supply/current',
        field: 'latest',
        format: 'native',
      },
      {
        id: 'supply7d',
        header: 'Supply 7d %',
        path: 'supply/current',
        field: 'change_7d',
        format: 'change',
      },
      {
        id: 'dormant',
        header: 'Unmoved 1y+',
        path: 'supply/active_more_1y_percent',
        field: 'latest',
        format: 'share',
      },
      {
        id: 'exchangeInflow',
        header: 'Exchange Inflow',
        path: 'exchanges/inflow_sum',
        field: 'latest',
        format: 'native',
      },
      {
        id: 'exchangeNetflow',
        header: 'Exchange Net Flow',
        path: 'exchanges/netflow_sum',
        field: 'latest',
        format: 'native',
      },
    ],
    sparkline: { path: 'supply/current', header: 'Supply 7d', subject: 'circulating supply' },
  },
  {
    id: 'futures',
    label: 'Futures',
    columns: [
      price,
      {
        id: 'openInterest',
        header: 'Open Interest',
        path: 'derivatives/futures_open_interest_sum',
        field: 'latest',
        format: 'native',
      },
      {
        id: 'openInterest7d',
        header: 'OI 7d %',
        path: 'derivatives/futures_open_interest_sum',
        field: 'change_7d',
        format: 'change',
      },
      {
        id: 'fundingRate',
        header: 'Funding Rate',
        path: 'derivatives/futures_funding_rate_perpetual',
        field: 'latest',
        format: 'rate',
      },
      {
        id: 'futuresVolume',
        header: 'Futures Volume 24h',
        path: 'derivatives/futures_volume_daily_sum',
        field: 'latest',
        format: 'native',
      },
      {
        id: 'longLiquidations',
        header: 'Long Liquidations',
        path: 'derivatives/futures_liquidated_volume_long_sum',
        field: 'latest',
        format: 'native',
      },
    ],
    sparkline: {
      path: 'derivatives/futures_open_interest_sum',
      header: 'Open Interest 7d',
      subject: 'futures open interest',
    },
  },
]

export const defaultAssetTableTab: AssetTableTab = assetTableTabs[0] as AssetTableTab

export function assetTableTab(id: string): AssetTableTab | undefined {
  return assetTableTabs.find((tab) => tab.id === id)
}

/** Every metric a tab reads, each once, in column order (the request's `metrics`). */
export function tabMetrics(tab: AssetTableTab): string[] {
  return [...new Set([...tab.columns.map((column) => column.path), tab.sparkline.path])]
}

/** The query of GET /v1/asset-list/assets for a tab, a tag filter (none: all) and a page. */
export function assetListParams(tab: AssetTableTab, tag: AssetTag | undefined, page: number) {
  return {
    metrics: tabMetrics(tab).join(','),
    asset_tag: tag,
    page,
    page_size: assetTablePageSize,
  }
}
export type AssetListParams = ReturnType<typeof assetListParams>

/** The tabs left and right of `id` (prefetched so switching is instant). */
export function neighbourTabs(id: AssetTableTabId): AssetTableTab[] {
  const index = assetTableTabs.findIndex((tab) => tab.id === id)
  return [assetTableTabs[index - 1], assetTableTabs[index + 1]].filter(
    (tab): tab is AssetTableTab => tab !== undefined && index !== -1,
  )
}

/** How many pages `total` rows fill; at least one, so an empty filter still has "Page 1 of 1". */
export function pageCount(total: number): number {
  return Math.max(1, Math.ceil(total / assetTablePageSize))
}
