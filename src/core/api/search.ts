import { z } from 'zod'

/*
 * Global search (app.md sections 2, 3, 7 and 9; issue 17; docs/search.md): the records of the
 * two indexes, as the server's embedded Algolia-compatible service and real Algolia both hold
 * them, and what the app learns from client config. One schema for the app and the server.
 */

export const searchItemTypes = ['chart', 'dashboard', 'workbench'] as const
export type SearchItemType = (typeof searchItemTypes)[number]

/**
 * Who may find a record, as a facet the secured keys filter on: `public` (catalog metrics,
 * presets) or `user:{uuid}` (that user's own dashboards and workbenches). Never decided by the
 * app: the server bakes the filter into each user's secured key.
 */
export const publicVisibility = 'public'
export const userVisibility = (userUuid: string) => `user:${userUuid}`

/** A record of the items index: the spec's Search hit (section 3), without the per-query queryID. */
export const searchItemRecordSchema = z.object({
  objectID: z.string(),
  type: z.enum(searchItemTypes),
  name: z.string(),
  /** A metric's short name ("Futures OI"): searched like the name; absent for documents. */
  shortName: z.string().nullable().optional(),
  /** Where the hit opens: a metric's code or slug, a dashboard's slug or uuid, a workbench's uuid. */
  slug: z.string(),
  assets: z.array(z.string()),
  assetTags: z.array(z.string()),
  assetId: z.string().nullable(),
  category: z.string().nullable(),
  /** The catalog tier (1, 2, 2.1, 3); 1 for a user's own items. */
  tier: z.number(),
  metricCode: z.string().nullable(),
  exchanges: z.array(z.string()),
  /** The metric's short description or the dashboard's first text: searched, shown under the name. */
  description: z.string().nullable(),
  visibleBy: z.array(z.string()),
})
export type SearchItemRecord = z.infer<typeof searchItemRecordSchema>

/** A record of the assets index. */
export const searchAssetRecordSchema = z.object({
  objectID: z.string(),
  symbol: z.string(),
  name: z.string(),
  assetId: z.string(),
  tags: z.array(z.string()),
  /** Market-cap rank; lower first ("top" assets rank before a token whose name contains "btc"). */
  rank: z.number(),
  visibleBy: z.array(z.string()),
})
export type SearchAssetRecord = z.infer<typeof searchAssetRecordSchema>

/** GET /v1/client-config `search`: where the app's algoliasearch client points; null when off. */
export const searchClientConfigSchema = z.object({
  /** The application id (`x-algolia-application-id`). */
  appId: z.string(),
  /** A search-only key that sees public records: guests search with it. */
  apiKey: z.string(),
  itemsIndex: z.string(),
  assetsIndex: z.string(),
  /**
   * Where the client sends its requests: null for the app's own origin (the embedded service),
   * else Algolia's hosts are used as the client defaults them.
   */
  host: z.string().nullable(),
})
export type SearchClientConfig = z.infer<typeof searchClientConfigSchema>

/** Spec section 9: asset search 20 hits, item search 50, the counter shows "50+". */
export const assetSearchHits = 20
export const itemSearchHits = 50
export const searchDebounceMs = 300

/** The overlay's suggested searches (app.md section 2), in the spec's order. */
export const searchSuggestions = [
  'Bitcoin Sharpe Signal',
  'Aave',
  'Uniswap',
  'BTC',
  'Derivatives',
  'Derivatives Bitcoin',
  'Miner Revenue',
] as const
/**
 * GET /v1/search/records: every record the caller may find (the same rule as their search key),
 * the app's copy for offline search. Sent with a strong ETag; `If-None-Match` answers 304.
 */
export const searchRecordsSchema = z.object({
  items: z.array(searchItemRecordSchema),
  assets: z.array(searchAssetRecordSchema),
})
export type SearchRecords = z.infer<typeof searchRecordsSchema>
