/*
 * The dashboard benchmark's twelve metric tiles: daily BTC metrics any visitor may open, each
 * with about fifteen years of points. Node creates the dashboard from them
 * (bench/dashboardPaint.bench.ts); the peer page draws the same series (page.ts).
 */

export interface BenchTile {
  metricCode: string
  path: string
  name: string
}

export const benchAsset = 'BTC'

export const benchTiles: readonly BenchTile[] = [
  { metricCode: 'MarketPriceUsdClose', path: 'market/price_usd_close', name: 'Price' },
  { metricCode: 'MarketMarketcapUsd', path: 'market/marketcap_usd', name: 'Market Cap' },
  {
    metricCode: 'MarketPriceDrawdownRelative',
    path: 'market/price_drawdown_relative',
    name: 'Drawdown',
  },
  { metricCode: 'FearGreedIndex', path: 'indicators/fear_greed', name: 'Fear and Greed' },
  { metricCode: 'SupplyCurrent', path: 'supply/current', name: 'Supply' },
  { metricCode: 'AddressesActiveCount', path: 'addresses/active_count', name: 'Active Addresses' },
  {
    metricCode: 'AddressesNewNonZeroCount',
    path: 'addresses/new_non_zero_count',
    name: 'New Addresses',
  },
  { metricCode: 'TransactionsCount', path: 'transactions/count', name: 'Transactions' },
  {
    metricCode: 'MarketSpotVolumeDailySum',
    path: 'market/spot_volume_daily_sum',
    name: 'Spot Volume',
  },
  { metricCode: 'ExchangesInflowSum', path: 'exchanges/inflow_sum', name: 'Exchange Inflow' },
  { metricCode: 'ExchangesOutflowSum', path: 'exchanges/outflow_sum', name: 'Exchange Outflow' },
  { metricCode: 'FeesVolumeMean', path: 'fees/volume_mean', name: 'Mean Fee' },
]

/** The tiles as a dashboard's data: two per row, 6 columns wide and 6 rows high each. */
export function benchDashboardData() {
  const configs = benchTiles.map((tile, i) => ({
    uuid: `00000000-0000-4000-8000-${String(i + 1).padStart(12, '0')}`,
    configType: 'metric' as const,
    meta: { asset: benchAsset, metricCode: tile.metricCode, path: tile.path, resolution: '24h' },
    extra: { name: tile.name },
  }))
  const layouts = configs.map((config, i) => ({
    i: config.uuid,
    x: (i % 2) * 6,
    y: Math.floor(i / 2) * 6,
    w: 6,
    h: 6,
  }))
  return { configs, layouts, meta: { name: 'Twelve daily metrics', asset: benchAsset } }
}
