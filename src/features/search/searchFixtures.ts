import type { SearchAssetRecord, SearchItemRecord } from '@/core/api/search'

/*
 * Records and Algolia-shaped answers for the overlay's tests (imported by tests only): what the
 * embedded service, like Algolia, answers to POST /1/indexes/{asterisk}/queries.
 */

export const searchConfig = {
  appId: 'studio',
  apiKey: 'public-search-key',
  itemsIndex: 'studio_items',
  assetsIndex: 'studio_assets',
  host: null,
}

export function itemRecord(
  patch: Partial<SearchItemRecord> & { objectID: string },
): SearchItemRecord {
  return {
    type: 'chart',
    name: patch.objectID,
    slug: patch.objectID,
    assets: ['BTC'],
    assetTags: [],
    assetId: null,
    category: null,
    tier: 1,
    metricCode: null,
    exchanges: [],
    description: null,
    visibleBy: ['public'],
    ...patch,
  }
}

export function assetRecord(symbol: string, name: string, rank: number): SearchAssetRecord {
  return {
    objectID: symbol,
    symbol,
    name,
    assetId: symbol.toLowerCase(),
    tags: [],
    rank,
    visibleBy: ['public'],
  }
}

export const btcAsset = assetRecord('BTC', 'Bitcoin', 1)

export const priceChart = itemRecord({
  objectID: 'chart:price_usd_close',
  name: 'Bitcoin Price',
  slug: 'price_usd_close',
  assets: ['BTC', 'ETH', 'SOL', 'USDT', 'XRP'],
  description: 'The closing price in USD',
})

export const minerDashboard = itemRecord({
  objectID: 'dashboard:miner-revenue',
  type: 'dashboard',
  name: 'Miner Revenue',
  slug: 'miner-revenue',
})

export interface SearchRequestBody {
  requests: ({ indexName: string; query: string } & Record<string, unknown>)[]
}

/** One index's answer, as Algolia shapes it (highlight on `name` when asked). */
export function answer(
  request: SearchRequestBody['requests'][number],
  records: (SearchItemRecord | SearchAssetRecord)[],
  extra: { nbHits?: number; highlight?: Record<string, string> } = {},
) {
  const hitsPerPage = Number(request.hitsPerPage ?? 20)
  return {
    hits: records.slice(0, hitsPerPage).map((record) => ({
      ...record,
      _highlightResult: {
        name: {
          value: extra.highlight?.[record.objectID] ?? record.name,
          matchLevel: 'full',
          matchedWords: [],
        },
      },
    })),
    nbHits: extra.nbHits ?? records.length,
    page: 0,
    nbPages: 1,
    hitsPerPage,
    processingTimeMS: 1,
    query: request.query,
    params: '',
    index: request.indexName,
    ...(request.clickAnalytics ? { queryID: `qid-${request.indexName}` } : {}),
  }
}
