import { z } from 'zod'
import { assetListQueryFormSchema, assetListResponseSchema } from '@/core/api/assetList'
import {
  currencySchema,
  dataPointSchema,
  metricFormats,
  seriesColumnsSchema,
  timestampFormats,
} from '@/core/api/metrics'
import { metricSeriesOperation } from '@/core/charts/docsLink'
import {
  assetListSchema,
  assetsMetadataQuerySchema,
  metricEndpointsSchema,
  metricMetadataSchema,
} from '@/core/api/metricsMetadata'
import { extraParameterNames, metricPathParamsSchema } from '@/core/api/metricsQuery'
import {
  bulkResponseSchema,
  metricPathListSchema,
  metricStatsSchema,
  publicAssetListSchema,
  publicMetricMetadataSchema,
} from '@/core/api/publicMetadata'
import { resolutions } from '@/core/resolution'
import { apiKeyOptional, errors, noBody } from '../openapi/responses'

/**
 * The metric routes in the public Glassnode API's shapes (docs/api.md). Their handlers read the
 * query themselves (names and choices case-insensitive, a repeated name refused, the older
 * spellings): the schemas below say what a valid request looks like, for the reference.
 */
/** The key also travels as `X-Api-Key` (the security scheme, Authorize in the reference). */
const apiKeyParameter = z
  .string()
  .optional()
  .describe('Your API key, instead of the `X-Api-Key` header')

const unixSeconds = (what: string) =>
  z
    .string()
    .regex(/^\d{1,16}$/)
    .optional()
    .describe(`${what}, unix seconds (inclusive)`)

const seriesQuery = z.object({
  a: z.string().describe("Asset symbol: one of the metric's assets"),
  s: unixSeconds('Start'),
  u: unixSeconds('End'),
  i: z.enum(resolutions).optional().describe('Interval; 24h by default'),
  f: z.enum(metricFormats).optional().describe('json by default'),
  c: currencySchema.optional(),
  timestamp_format: z.enum(timestampFormats).optional(),
  api_key: apiKeyParameter,
  ...Object.fromEntries(
    extraParameterNames.map((name) => [
      name,
      z.string().optional().describe("One of the metric's declared values"),
    ]),
  ),
})

const bulkQuery = seriesQuery.omit({ f: true }).extend({
  a: z
    .union([z.string(), z.array(z.string())])
    .optional()
    .describe('`*` (every asset, the default), or the assets, repeated'),
  s: z
    .string()
    .regex(/^\d{1,16}$/)
    .describe('Start, unix seconds: required'),
  f: z.literal('json').optional(),
})

const cachedAnswer = { 304: noBody, ...errors(400, 401, 403, 404, 429) }

export const metricRouteSchemas = {
  assets: {
    summary: 'Every asset of the source',
    response: { 200: assetListSchema, 304: noBody },
  },
  endpoints: {
    summary: 'Every metric and how it may be asked for',
    response: { 200: metricEndpointsSchema, 304: noBody },
  },
  series: {
    // The anchor of "API docs for this metric" (src/core/charts/docsLink.ts).
    operationId: metricSeriesOperation.operationId,
    summary: 'One series: JSON points, columns, CSV or raw float64 columns',
    params: metricPathParamsSchema,
    querystring: seriesQuery,
    security: apiKeyOptional,
    response: {
      200: {
        description: 'The points, ascending by `t`, in the form `f` asks for',
        content: {
          'application/json': { schema: z.union([z.array(dataPointSchema), seriesColumnsSchema]) },
          'text/csv': { schema: z.string().describe('timestamp,value rows') },
          'application/octet-stream': {
            schema: z.string().describe('STS1 binary columns (docs/api.md, "f=binary")'),
          },
        },
      },
      ...cachedAnswer,
    },
  },
  bulk: {
    summary: 'One metric for many assets at once',
    params: metricPathParamsSchema,
    querystring: bulkQuery,
    security: apiKeyOptional,
    response: { 200: bulkResponseSchema, ...cachedAnswer },
  },
  metadataAssets: {
    summary: 'Assets in the public shape, filtered by a CEL expression',
    querystring: assetsMetadataQuerySchema.extend({ api_key: apiKeyParameter }),
    security: apiKeyOptional,
    response: { 200: publicAssetListSchema, ...cachedAnswer },
  },
  metadataMetric: {
    summary: 'One metric: by `path` in the public shape, by `code` in the app’s',
    querystring: z.object({
      path: z.string().optional().describe('/group/metric, the leading slash optional'),
      code: z.string().optional().describe("The app's metric code, instead of path"),
      a: z.string().optional(),
      i: z.enum(resolutions).optional(),
      c: currencySchema.optional(),
      api_key: apiKeyParameter,
    }),
    security: apiKeyOptional,
    response: {
      200: z.union([publicMetricMetadataSchema, metricMetadataSchema]),
      ...cachedAnswer,
    },
  },
  metadataMetrics: {
    summary: 'Every metric path',
    querystring: z.object({ api_key: apiKeyParameter }),
    security: apiKeyOptional,
    response: { 200: metricPathListSchema, ...cachedAnswer },
  },
  metadataStats: {
    summary: 'How late its points became available (lag percentiles)',
    querystring: z.object({ path: z.string(), api_key: apiKeyParameter }),
    security: apiKeyOptional,
    response: { 200: metricStatsSchema, ...cachedAnswer },
  },
  assetList: {
    summary: "The home page's asset table",
    querystring: assetListQueryFormSchema,
    security: apiKeyOptional,
    response: { 200: assetListResponseSchema, ...cachedAnswer },
  },
}
