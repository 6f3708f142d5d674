import { z } from 'zod'
import { resolutions } from '../resolution'
import { assetSchema } from './assets'
import { currencySchema, metricDescriptorSchema, metricTierSchema } from './metrics'
import { queryTextSchema } from './metricsQuery'

/** GET /v1/metrics/assets and GET /v1/metadata/assets: assets in the source's order. */
export const assetListSchema = z.array(assetSchema)

/** GET /v1/metrics/endpoints: every metric the server can answer, with how it may be asked for. */
export const metricEndpointsSchema = z.array(metricDescriptorSchema)

/**
 * GET /v1/metadata/metric?code=…: one metric by code. `parameters` lists the allowed values of
 * every query parameter: a (assets), i (intervals), c (currencies) and the metric's extra
 * parameters under their query names (e, miner, …).
 */
export const metricMetadataSchema = z.object({
  code: z.string().min(1),
  path: metricDescriptorSchema.shape.path,
  name: z.string().min(1),
  tier: metricTierSchema,
  parameters: z
    .object({
      a: z.array(z.string()),
      i: z.array(z.enum(resolutions)),
      c: z.array(currencySchema),
    })
    .catchall(z.array(z.string())),
  descriptors: z.object({
    description: z.string(),
    group: z.string(),
    shape: metricDescriptorSchema.shape.shape,
  }),
  /** `pit` for a point-in-time variant (a path ending in `_pit`), `base` for every other. */
  refs: z.object({ metric_variant: z.enum(['pit', 'base']) }),
})
export type MetricMetadata = z.infer<typeof metricMetadataSchema>

/**
 * Query of the app's form of GET /v1/metadata/metric: `code` required, `a` optional (checked
 * when given). A query with `path` gets the public API's form instead (publicMetadata.ts).
 */
export const metricMetadataQuerySchema = z.object({
  code: queryTextSchema('code').pipe(z.string({ error: 'parameter path is required' })),
  a: queryTextSchema('a'),
})

/** Query of GET /v1/metadata/assets: `filter` is a CEL expression (docs/api.md, "Asset filter"). */
export const assetsMetadataQuerySchema = z.object({ filter: queryTextSchema('filter') })
