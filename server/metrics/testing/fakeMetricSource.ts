import type { Asset } from '@/core/api/assets'
import type { MetricDescriptor } from '@/core/api/metrics'
import type { Resolution } from '@/core/resolution'
import type { MetricQuery, MetricSource, SeriesColumns } from '../metricSource'

/**
 * A small MetricSource for tests: three metrics (two scalar, one object-shaped OHLC) over three
 * assets, with values simple enough to assert by hand. Point `k` (0-based, from `start`) has:
 * - addresses/active_count: v = k + 1 (x10 for ETH); NaN at k = 3, to test gaps.
 * - market/price_usd_ohlc: o = { o: 100+k, h: 102+k, l: 99+k, c: 101+k }; h is NaN at k = 1.
 * - distribution/balance_exchanges: v = (k + 1) x the exchange's factor (aggregated 1, binance
 *   2, coinbase 3), x1000 in usd.
 * It records every series() call, so tests can tell a cache hit from a source read.
 */
export interface FakeMetricSource extends MetricSource {
  series(path: string, query: MetricQuery, now: number): SeriesColumns
  readonly seriesCalls: { path: string; query: MetricQuery; now: number }[]
}

/** 2024-01-01T00:00:00Z, a Monday: every interval, weeks included, starts there. */
export const fakeStart = 1_704_067_200

export function createFakeMetricSource(options: { start?: number } = {}): FakeMetricSource {
  const start = options.start ?? fakeStart
  const seriesCalls: FakeMetricSource['seriesCalls'] = []
  return {
    name: 'demo',
    seriesCalls,
    assets: () => fakeAssets,
    descriptors: () => fakeDescriptors,
    descriptor: (path) => fakeDescriptors.find((descriptor) => descriptor.path === path),
    series(path, query, now) {
      seriesCalls.push({ path, query, now })
      const t = timestamps(start, now, query.interval)
      const column = (value: (k: number) => number) => t.map((_, k) => value(k))
      switch (path) {
        case 'addresses/active_count': {
          const factor = query.asset === 'ETH' ? 10 : 1
          return { t, v: column((k) => (k === 3 ? NaN : (k + 1) * factor)) }
        }
        case 'market/price_usd_ohlc':
          return {
            t,
            o: {
              o: column((k) => 100 + k),
              h: column((k) => (k === 1 ? NaN : 102 + k)),
              l: column((k) => 99 + k),
              c: column((k) => 101 + k),
            },
          }
        case 'distribution/balance_exchanges': {
          const factor = { binance: 2, coinbase: 3 }[query.params.e ?? ''] ?? 1
          const usd = query.currency === 'usd' ? 1000 : 1
          return { t, v: column((k) => (k + 1) * factor * usd) }
        }
        default:
          throw new Error(`The fake source has no metric ${path}`)
      }
    },
  }
}

const stepSeconds: Partial<Record<Resolution, number>> = {
  '10m': 600,
  '1h': 3600,
  '24h': 86_400,
  '1w': 7 * 86_400,
}

/** Every interval start from `start` up to and including `now`; months start on the 1st. */
function timestamps(start: number, now: number, interval: Resolution): Float64Array {
  const step = stepSeconds[interval]
  if (step !== undefined) {
    const count = Math.max(0, Math.floor((now - start) / step) + 1)
    return Float64Array.from({ length: count }, (_, k) => start + k * step)
  }
  const months: number[] = []
  const first = new Date(start * 1000)
  for (let month = 0; ; month++) {
    const t = Date.UTC(first.getUTCFullYear(), first.getUTCMonth() + month, 1) / 1000
    if (t > now) break
    if (t >= start) months.push(t)
  }
  return Float64Array.from(months)
}

function asset(symbol: string, name: string, category: Asset['category']): Asset {
  return {
    assetId: symbol.toLowerCase(),
    symbol,
    name,
    assetType: 'coin',
    category,
    tags: ['top'],
    assetTags: ['top', 'layer-1'],
    dashboardTags: ['top'],
    semanticTags: [],
    blockchains: [
      { blockchain: name.toLowerCase(), address: null, decimals: 8, onChainSupport: true },
    ],
    externalIds: { coingecko: name.toLowerCase() },
    logoUrl: `/assets/logos/${symbol.toLowerCase()}.svg`,
    genesis: fakeStart,
  }
}

export const fakeAssets: readonly Asset[] = [
  asset('BTC', 'Bitcoin', 'currency'),
  asset('ETH', 'Ethereum', 'layer1Token'),
  asset('SOL', 'Solana', 'layer1Token'),
]

export const fakeDescriptors: readonly MetricDescriptor[] = [
  {
    path: 'addresses/active_count',
    code: 'AddressesActiveCount',
    name: 'Active Addresses',
    group: 'addresses',
    tier: 1,
    assets: ['BTC', 'ETH'],
    resolutions: ['24h', '1w', '1month'],
    currencies: ['native'],
    shape: 'value',
    parameters: {},
    description: 'Unique addresses active as sender or receiver.',
  },
  {
    path: 'market/price_usd_ohlc',
    code: 'MarketPriceUsdOhlc',
    name: 'Price OHLC',
    group: 'market',
    tier: 1,
    assets: ['BTC', 'ETH', 'SOL'],
    resolutions: ['10m', '1h', '24h', '1w', '1month'],
    currencies: ['usd'],
    shape: 'object',
    parameters: {},
    description: 'Open, high, low and close price in USD.',
  },
  {
    path: 'distribution/balance_exchanges',
    code: 'DistributionBalanceExchanges',
    name: 'Balance on Exchanges',
    group: 'distribution',
    tier: 2,
    // Not alphabetical on purpose: error messages list assets in source order.
    assets: ['ETH', 'BTC'],
    resolutions: ['1h', '24h'],
    currencies: ['native', 'usd'],
    shape: 'value',
    parameters: { e: ['aggregated', 'binance', 'coinbase'] },
    description: 'Coins held on exchange addresses.',
  },
]
