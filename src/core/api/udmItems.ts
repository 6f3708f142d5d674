import { z } from 'zod'
import { movingMathMethods } from '../charts/movingMath'
import { uuidSchema, slugPattern } from '../identifiers'
import { resolutions } from '../resolution'
import { chartStyles, zoomLevels } from '../searchParams'
import { chartTypeSchema, scaleSchema } from './catalog'
import { currencySchema } from './metrics'

/*
 * The configuration items of a chart or workbench (app.md section 3, "Configuration item kinds";
 * charts.md section 3): metric items draw a series, formula items compute one from the others.
 * Items are checked strictly, so a typo in a field name is a 400 rather than a silently lost
 * setting; the runtime parts of an item (`store`, `internal`) may be sent back as the app holds
 * them and are dropped, never stored.
 */

export const maxFormulaLength = 2000
export const maxItemNameLength = 120
/** Moving windows in points, the bound the chart address uses (searchParams.movingWindowSchema). */
export const maxMovingWindow = 400

// eslint-disable-next-line no-control-regex -- control characters are exactly what is refused
const controlCharacters = /[\u0000-\u001f\u007f]/
// eslint-disable-next-line no-control-regex -- as above, but a formula may span lines and use tabs
const formulaControlCharacters = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/

/** One line of text, trimmed, without control characters. */
export function singleLineText(max: number) {
  return z
    .string()
    .trim()
    .min(1, 'Must not be empty')
    .max(max, `Must be at most ${max} characters`)
    .refine((text) => !controlCharacters.test(text), 'Must not contain control characters')
}

/** A request parameter value such as an exchange or miner name; null clears it. */
const parameterValue = singleLineText(100).nullable().optional()
const movingWindow = z.number().int().min(0).max(maxMovingWindow).nullable().optional()

export const assetSymbolSchema = z
  .string()
  .trim()
  .toUpperCase()
  .regex(/^[A-Z0-9]{1,15}$/, 'Must be an asset symbol such as BTC')

export const metricCodeSchema = z
  .string()
  .regex(/^[A-Za-z][A-Za-z0-9_]{0,99}$/, 'Must be a catalog metric code such as MarketMvrv')

/** A calendar day, YYYY-MM-DD (snapshot charts read one day at a time). */
export const isoDaySchema = z.iso.date('Must be a date as YYYY-MM-DD')

/** What a metric item draws: the series request and how the sidebar chose it. */
export const metricItemMetaSchema = z.strictObject({
  asset: assetSymbolSchema,
  metricCode: metricCodeSchema,
  resolution: z.enum(resolutions).optional(),
  currency: currencySchema.optional(),
  exchange: parameterValue,
  exchangeFrom: parameterValue,
  exchangeTo: parameterValue,
  miner: parameterValue,
  network: parameterValue,
  period: parameterValue,
  maturity: parameterValue,
  contractExpiration: parameterValue,
  chartType: chartTypeSchema.optional(),
  /** The breakdown key drawn from a multi-series metric (a subset dictionary key). */
  subset: parameterValue,
  slug: z.string().regex(slugPattern, 'Must be a lowercase-hyphen slug').nullable().optional(),
  date: isoDaySchema.nullable().optional(),
  mathFn: z
    .strictObject({
      name: z.enum(movingMathMethods),
      value: z.number().int().min(0).max(maxMovingWindow),
    })
    .nullable()
    .optional(),
  movingAverage: movingWindow,
  expMovingAverage: movingWindow,
  movingMedian: movingWindow,
})
export type MetricItemMeta = z.infer<typeof metricItemMetaSchema>

/** A formula item keeps its source and a display name; metric refs are m1, m2, … */
export const formulaItemMetaSchema = z.strictObject({
  name: singleLineText(maxItemNameLength),
  content: z
    .string()
    .trim()
    .min(1, 'Must not be empty')
    .max(maxFormulaLength, `Must be at most ${maxFormulaLength} characters`)
    .refine((text) => !formulaControlCharacters.test(text), 'Must not contain control characters'),
})
export type FormulaItemMeta = z.infer<typeof formulaItemMetaSchema>

export const dashStyles = ['Dash', 'Dot', 'Solid'] as const

/** How formulas name items: m{n} for metrics, f{n} for formulas (app.md section 9). */
export const itemRefPattern = /^[mf][1-9]\d{0,2}$/

/** How an item is drawn; every field optional, the chart's defaults fill the rest. */
export const itemExtraSchema = z.strictObject({
  name: singleLineText(maxItemNameLength).optional(),
  chartStyle: z.enum(chartStyles).optional(),
  scale: scaleSchema.optional(),
  logTickInterval: z.number().positive().max(1e6).nullable().optional(),
  /** Draw the asset's price with this item. */
  price: z.boolean().optional(),
  lineColor: z
    .string()
    .regex(/^#(?:[0-9a-f]{3}|[0-9a-f]{6}|[0-9a-f]{8})$/i, 'Must be a hex colour such as #2f6fdb')
    .optional(),
  lineWidth: z.number().min(0).max(10).optional(),
  dashStyle: z.enum(dashStyles).optional(),
  zoom: z.enum(zoomLevels).nullable().optional(),
  aggregationInterval: z.enum(resolutions).nullable().optional(),
  showInLegend: z.boolean().optional(),
  isVisible: z.boolean().optional(),
  /** Named areas (zones, bands) of the item that are shown. */
  visibleAreas: z.array(singleLineText(60)).max(20).optional(),
  /** Index of the y axis the item is drawn against. */
  yAxis: z.number().int().min(0).max(49).optional(),
  gridLineWidth: z.number().min(0).max(10).optional(),
  /** Name of the value formatter (number, percent, …). */
  formatter: z
    .string()
    .regex(/^[A-Za-z][\w-]{0,39}$/, 'Must be a formatter name')
    .optional(),
  ref: z.string().regex(itemRefPattern, 'Must be m1, m2, … or f1, f2, …').optional(),
})
export type ItemExtra = z.infer<typeof itemExtraSchema>

// The app's runtime state of an item (a chart's or a dashboard's): accepted so a held item can
// be sent back as it is, and dropped before it is stored.
export const runtimeState = { store: z.unknown().optional(), internal: z.unknown().optional() }
export const dropRuntimeState = <T extends { store?: unknown; internal?: unknown }>({
  store: _store,
  internal: _internal,
  ...item
}: T) => item

export const metricItemSchema = z
  .strictObject({
    uuid: uuidSchema,
    configType: z.literal('metric'),
    meta: metricItemMetaSchema,
    extra: itemExtraSchema.default({}),
    ...runtimeState,
  })
  .transform(dropRuntimeState)

export const formulaItemSchema = z
  .strictObject({
    uuid: uuidSchema,
    configType: z.literal('formula'),
    meta: formulaItemMetaSchema,
    extra: itemExtraSchema.default({}),
    ...runtimeState,
  })
  .transform(dropRuntimeState)

export const chartItemSchema = z.discriminatedUnion('configType', [
  metricItemSchema,
  formulaItemSchema,
])
export type ChartItem = z.output<typeof chartItemSchema>
export type MetricItem = Extract<ChartItem, { configType: 'metric' }>
export type FormulaItem = Extract<ChartItem, { configType: 'formula' }>
