import { z } from 'zod'
import { resolutions } from '../resolution'
import { currencySchema, metricTierSchema } from './metrics'

/** Chart types of the catalog (app.md section 3, "Enumerations"). */
export const chartTypes = [
  'timeSeries',
  'timeSeriesMultiLine',
  'timeSeriesStackedArea',
  'column',
  'heatmap',
] as const
export const chartTypeSchema = z.enum(chartTypes)
export type ChartType = z.infer<typeof chartTypeSchema>

export const scaleSchema = z.enum(['lin', 'log'])
export type Scale = z.infer<typeof scaleSchema>

/**
 * How the chart studio presents one metric (the Catalog metric's studioMetricConfig, app.md
 * section 3). The `…Option` flags say which controls the chart sidebar offers; `default…` values
 * are what a new chart starts with; `start` is the first date worth showing per asset (unix
 * seconds), for metrics whose early history is noise.
 */
export const studioMetricConfigSchema = z.object({
  chartType: chartTypeSchema,
  defaultChartStyle: z.enum(['line', 'column']),
  defaultCurrency: currencySchema,
  defaultExchange: z.string().nullable(),
  defaultExchangeFrom: z.string().nullable(),
  defaultExchangeTo: z.string().nullable(),
  defaultMaturity: z.string().nullable(),
  defaultMiner: z.string().nullable(),
  defaultPeriod: z.string().nullable(),
  defaultResolution: z.enum(resolutions),
  defaultScale: scaleSchema,
  logTickInterval: z.number().positive().nullable(),
  /** Whether the price line is drawn with the metric by default. */
  price: z.boolean(),
  scales: z.array(scaleSchema).min(1),
  resolutionOption: z.boolean(),
  currencyOption: z.boolean(),
  exchangeOption: z.boolean(),
  interExchangeOption: z.boolean(),
  minerOption: z.boolean(),
  movingAverageOption: z.boolean(),
  movingMedianOption: z.boolean(),
  expMovingAverageOption: z.boolean(),
  maturityOption: z.boolean(),
  contractExpirationOption: z.boolean(),
  datePickerOption: z.boolean(),
  /** Default values of further meta fields of a new chart item (subset, network, …). */
  defaults: z.record(z.string(), z.string()),
  /** Offered in the workbench metric picker. */
  workbench: z.boolean(),
  /** Shown in the studio only, not in dashboards. */
  studioOnly: z.boolean(),
  /** Alerts can be set on it. */
  alerts: z.boolean(),
  /** Shows an upgrade prompt instead of data to plans below its tier. */
  upgradeOption: z.boolean(),
  start: z.record(z.string(), z.number().int()),
  videoId: z.string().nullable(),
})
export type StudioMetricConfig = z.infer<typeof studioMetricConfigSchema>

/** An entry of the metric catalog (CMS, app.md sections 3 and 7). */
export const catalogMetricSchema = z.object({
  metricCode: z.string().min(1),
  name: z.string().min(1),
  shortName: z.string().min(1),
  path: z.string().regex(/^[a-z0-9_]+\/[a-z0-9_]+$/),
  tier: metricTierSchema,
  group: z.string().min(1),
  description: z.string(),
  isSoldSeparately: z.boolean(),
  /** Asset symbols the metric exists for. */
  metricAssets: z.array(z.string()).min(1),
  metricCategories: z.array(z.string()),
  studioMetricConfig: studioMetricConfigSchema,
})
export type CatalogMetric = z.infer<typeof catalogMetricSchema>
