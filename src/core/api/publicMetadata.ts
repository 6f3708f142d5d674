import { z } from 'zod'
import { resolutions } from '../resolution'
import { metricTierSchema } from './metrics'
import { queryTextSchema } from './metricsQuery'

/*
 * The metadata endpoints in the public Glassnode API's own shapes (docs/api.md, "Public
 * metadata"), so that its clients work against this server unchanged. The app's own forms
 * (`?code=` in metricsMetadata.ts) keep their shapes.
 */

/** External ids the public API names; others are not sent (its clients reject unknown keys). */
export const externalIdSources = ['coingecko', 'coinmarketcap', 'ccdata'] as const

/** One asset of GET /v1/metadata/assets. */
export const publicAssetSchema = z.object({
  id: z.string().min(1),
  symbol: z.string().min(1),
  name: z.string().min(1),
  /** `BLOCKCHAIN` for a chain's own coin, `TOKEN` for a token. */
  asset_type: z.enum(['BLOCKCHAIN', 'TOKEN']),
  external_ids: z.partialRecord(z.enum(externalIdSources), z.string()),
  blockchains: z.array(
    z.object({
      blockchain: z.string(),
      /** The token's contract; the empty string for a chain's own coin. */
      address: z.string(),
      decimals: z.number().int().nonnegative(),
      on_chain_support: z.boolean(),
    }),
  ),
  logo_url: z.string(),
  semantic_tags: z.array(z.string()),
  /** Ours: the asset tags of the Asset entity (`stablecoin`, `layer-1`, …). */
  tags: z.array(z.string()),
})
export type PublicAsset = z.infer<typeof publicAssetSchema>

export const publicAssetListSchema = z.object({ data: z.array(publicAssetSchema) })

/** GET /v1/metadata/metrics: every metric path with a leading slash. */
export const metricPathListSchema = z.array(z.string().regex(/^\/[a-z0-9_]+\/[a-z0-9_]+$/))

/**
 * A metric path as the public API spells it in queries: with or without the leading slash, and
 * also as the full `/v1/metrics/…` path its listings carry.
 */
export const metricPathQuerySchema = queryTextSchema('path')
  .pipe(z.string({ error: 'parameter path is required' }))
  .transform((text) => text.replace(/^\/?(v1\/metrics\/)?/, ''))

/** GET /v1/metadata/metric?path=…: the public shape. */
export const publicMetricMetadataSchema = z.object({
  path: z.string().startsWith('/'),
  /** An integer, as the public API has it: tier 2.1 is reported as 2. */
  tier: z.number().int().positive(),
  /** Ours: the exact tier of the catalog (1, 2, 2.1 or 3). */
  studio_tier: metricTierSchema,
  /** Ours: the catalog's metric code. */
  code: z.string().min(1),
  modified: z.number().int(),
  is_pit: z.boolean(),
  bulk_supported: z.boolean(),
  timerange: z.object({ min: z.number().int(), max: z.number().int() }),
  refs: z.object({
    docs: z.string(),
    studio: z.string(),
    metric_variant: z.object({
      base: z.string().startsWith('/'),
      bulk: z.string().startsWith('/').optional(),
      pit: z.string().startsWith('/').optional(),
    }),
  }),
  queried: z.record(z.string(), z.string()),
  parameters: z.record(z.string(), z.array(z.string())),
  descriptors: z.object({
    name: z.string(),
    short_name: z.string(),
    group: z.string(),
    tags: z.array(z.string()),
    description: z.object({ default: z.string() }),
    data_sharing_group: z.string().optional(),
  }),
})
export type PublicMetricMetadata = z.infer<typeof publicMetricMetadataSchema>

const percentilesSchema = z.object({
  p50: z.number().nonnegative(),
  p90: z.number().nonnegative(),
  p95: z.number().nonnegative(),
  p99: z.number().nonnegative(),
})
export type LagPercentiles = z.infer<typeof percentilesSchema>

/** GET /v1/metadata/metric/stats?path=…: how long after its interval ended a point was served. */
export const metricStatsSchema = z.object({
  lag: z.array(
    z.object({
      unit: z.literal('seconds'),
      window: z.literal('30d'),
      resolution: z.partialRecord(z.enum(resolutions), percentilesSchema),
    }),
  ),
})
export type MetricStats = z.infer<typeof metricStatsSchema>

/** GET /v1/metrics/{path}/bulk: one entry per asset that has a value at `t`. */
export const bulkResponseSchema = z.object({
  data: z.array(
    z.object({
      t: z.union([z.number(), z.string()]),
      bulk: z.array(z.object({ a: z.string(), v: z.number() }).strict()),
    }),
  ),
})
export type BulkResponse = z.infer<typeof bulkResponseSchema>

/**
 * The longest range one bulk request may span, in days, by resolution: the public API's limits
 * (10 days at 10m and 1h, 31 days at 24h, 93 days at 1w and 1month).
 */
export const bulkRangeDays = {
  '10m': 10,
  '1h': 10,
  '24h': 31,
  '1w': 93,
  '1month': 93,
} as const satisfies Record<(typeof resolutions)[number], number>
