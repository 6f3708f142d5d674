import { z } from 'zod'
import { resolutions } from '../resolution'

/** Metric tiers of the catalog (app.md section 3). */
export const metricTiers = [1, 2, 2.1, 3] as const
export const metricTierSchema = z.union([z.literal(1), z.literal(2), z.literal(2.1), z.literal(3)])
export type MetricTier = z.infer<typeof metricTierSchema>

export const currencySchema = z.enum(['native', 'usd'])
export type Currency = z.infer<typeof currencySchema>

/** What the server knows about one metric path: how it may be asked for. */
export const metricDescriptorSchema = z.object({
  path: z.string().regex(/^[a-z0-9_]+\/[a-z0-9_]+$/),
  code: z.string().min(1),
  name: z.string().min(1),
  group: z.string().min(1),
  tier: metricTierSchema,
  assets: z.array(z.string()).min(1),
  resolutions: z.array(z.enum(resolutions)).min(1),
  currencies: z.array(currencySchema).min(1),
  /** `value`: `v` per point; `object`: numbers per key in `o`; `document`: nested JSON in `o`. */
  shape: z.enum(['value', 'object', 'document']),
  /** Allowed values of extra parameters such as e (exchange), miner, network, maturity. */
  parameters: z.record(z.string(), z.array(z.string())),
  description: z.string(),
})
export type MetricDescriptor = z.infer<typeof metricDescriptorSchema>

/** A JSON data point: a scalar `v`, an object `o` (OHLC, breakdowns) or a nested document `o`. */
export const dataPointSchema = z.union([
  z.object({ t: z.number(), v: z.number().nullable() }).strict(),
  z.object({ t: z.number(), o: z.record(z.string(), z.number().nullable()) }).strict(),
  z.object({ t: z.number(), o: z.record(z.string(), z.unknown()) }).strict(),
])
export type DataPoint = z.infer<typeof dataPointSchema>

/**
 * The columnar form (`f=columns`): one array per column instead of one object per point, so a
 * 500k-point series is a few flat arrays (see docs/api.md). Missing values are null.
 */
export const seriesColumnsSchema = z.union([
  z.object({ t: z.array(z.number()), v: z.array(z.number().nullable()) }).strict(),
  z
    .object({ t: z.array(z.number()), o: z.record(z.string(), z.array(z.number().nullable())) })
    .strict(),
  z.object({ t: z.array(z.number()), d: z.array(z.record(z.string(), z.unknown())) }).strict(),
])
export type SeriesColumnsBody = z.infer<typeof seriesColumnsSchema>

/**
 * Response formats of GET /v1/metrics/{group}/{metric}. `binary` is the columnar form as raw
 * little-endian float64 columns (src/core/series/binaryLayout.ts), what the app's charts read.
 */
export const metricFormats = ['json', 'csv', 'columns', 'binary'] as const
export type MetricFormat = (typeof metricFormats)[number]
export const timestampFormats = ['unix', 'humanized'] as const
export type TimestampFormat = (typeof timestampFormats)[number]
