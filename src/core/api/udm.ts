import { z } from 'zod'
import { timeRangesDays } from '../constants'
import { uuidSchema } from '../identifiers'
import { pageSchema, pageSizeSchema, zoomLevels } from '../searchParams'
import { pagePaginationSchema } from './cms'
import type { DashboardItem } from './dashboardItems'
import { categoryNameInputSchema, clientUuidSchema, itemsSummaryShape } from './documentSchemas'
import { chartItemSchema, isoDaySchema, singleLineText, type ChartItem } from './udmItems'

/*
 * User metrics: the user's saved charts and workbenches and their categories (app.md sections 3
 * and 7, /v1/udm). One schema serves the app and the server. Documents are versioned
 * (documentVersion.ts). docs/api.md, "User metrics".
 */

export const udmLimits = {
  maxItems: 50,
  maxNameLength: 120,
  maxDescriptionLength: 1000,
  maxCategoryNameLength: 100,
  /** Bounds on what one account keeps; a create beyond them answers 409. */
  maxChartsPerUser: 1000,
  maxCategoriesPerUser: 100,
} as const

/** A chart of one catalog metric, or a workbench of several items and formulas. */
export const chartConfigTypes = ['metric', 'workbench'] as const

// Unix seconds up to the year 2100: the chart's window, never a millisecond value by mistake.
const unixSeconds = z.number().int().min(0).max(4_102_444_800)
// eslint-disable-next-line no-control-regex -- a description may span lines, nothing else
const descriptionControlCharacters = /[\u0000-\u0009\u000b\u000c\u000e-\u001f\u007f]/

const itemsSchema = z
  .array(chartItemSchema)
  .min(1, 'A chart has at least one item')
  .max(udmLimits.maxItems, `A chart has at most ${udmLimits.maxItems} items`)
  .superRefine((items, context) => {
    // Formulas refer to items by ref and the editor by uuid: both must be unambiguous.
    const uuids = new Set<string>()
    const refs = new Set<string>()
    items.forEach((item, index) => {
      if (uuids.has(item.uuid)) {
        context.addIssue({ code: 'custom', path: [index, 'uuid'], message: 'Duplicate item uuid' })
      }
      uuids.add(item.uuid)
      const ref = item.extra.ref
      if (ref === undefined) return
      if (refs.has(ref)) {
        context.addIssue({
          code: 'custom',
          path: [index, 'extra', 'ref'],
          message: 'Duplicate ref',
        })
      }
      refs.add(ref)
    })
  })

const writableFields = {
  name: singleLineText(udmLimits.maxNameLength),
  description: z
    .string()
    .trim()
    .max(
      udmLimits.maxDescriptionLength,
      `Must be at most ${udmLimits.maxDescriptionLength} characters`,
    )
    .refine(
      (text) => !descriptionControlCharacters.test(text),
      'Must not contain control characters',
    )
    .default(''),
  configType: z.enum(chartConfigTypes).default('workbench'),
  /** One of the user's categories; null is uncategorized. Stored lowercased, as ids are. */
  categoryUuid: uuidSchema
    .transform((uuid) => uuid.toLowerCase())
    .nullable()
    .default(null),
  items: itemsSchema,
  /** The saved window in unix seconds, when the chart was saved with one. */
  since: unixSeconds.nullable().default(null),
  until: unixSeconds.nullable().default(null),
  zoom: z.enum(zoomLevels).nullable().default(null),
  /** The range selector's choice in days (constants.timeRangesDays). */
  range: z.literal(timeRangesDays).nullable().default(null),
  /** The day shown by snapshot charts. */
  date: isoDaySchema.nullable().default(null),
}

// Fields of a read answer: the app may send a document back as it got it; these are ignored.
const readOnlyFields = {
  uuid: z.unknown().optional(),
  slug: z.unknown().optional(),
  version: z.unknown().optional(),
  createdAt: z.unknown().optional(),
  updatedAt: z.unknown().optional(),
  isOwner: z.unknown().optional(),
  isPreset: z.unknown().optional(),
  isMultiAsset: z.unknown().optional(),
}

const sinceNotAfterUntil = (chart: { since: number | null; until: number | null }) =>
  chart.since === null || chart.until === null || chart.since <= chart.until
const sinceAfterUntil = { path: ['since'], message: 'Must not be later than until' }

/** A chart as written, without the fields of a read answer (sent back as held, ignored). */
function writableOf<T extends { [K in keyof typeof readOnlyFields]?: unknown }>({
  uuid: _uuid,
  slug: _slug,
  version: _version,
  createdAt: _createdAt,
  updatedAt: _updatedAt,
  isOwner: _isOwner,
  isPreset: _isPreset,
  isMultiAsset: _isMultiAsset,
  ...chart
}: T) {
  return chart
}

/** What a user writes: the `data` of PUT /v1/udm/{id}. */
export const chartInputSchema = z
  .strictObject({ ...writableFields, ...readOnlyFields })
  .refine(sinceNotAfterUntil, sinceAfterUntil)
  .transform(writableOf)
export type ChartInput = z.output<typeof chartInputSchema>

/** POST /v1/udm/create: a chart, under `clientUuid` (an offline create) or a fresh uuid. */
export const createChartRequestSchema = z
  .strictObject({ ...writableFields, ...readOnlyFields, clientUuid: clientUuidSchema })
  .refine(sinceNotAfterUntil, sinceAfterUntil)
  .transform(({ clientUuid, ...chart }) => ({
    ...writableOf(chart),
    ...(clientUuid === undefined ? {} : { clientUuid }),
  }))
export const updateChartRequestSchema = z.strictObject({ data: chartInputSchema })

/** GET /v1/udm/{id}, and the answer of create and update. */
export const chartDocumentSchema = z.object({
  uuid: uuidSchema,
  /** Presets open by slug too; user charts have none. */
  slug: z.string().nullable(),
  name: z.string(),
  description: z.string(),
  configType: z.enum(chartConfigTypes),
  /** Null for anyone but the owner: categories are private. */
  categoryUuid: uuidSchema.nullable(),
  items: z.array(chartItemSchema),
  since: unixSeconds.nullable(),
  until: unixSeconds.nullable(),
  zoom: z.enum(zoomLevels).nullable(),
  range: z.literal(timeRangesDays).nullable(),
  date: isoDaySchema.nullable(),
  /** Metric items span more than one asset. */
  isMultiAsset: z.boolean(),
  /** The reader may save over it; anyone else saves a copy (app.md section 4). */
  isOwner: z.boolean(),
  /** A read-only starter workbench. */
  isPreset: z.boolean(),
  version: z.number().int().positive(),
  /** Milliseconds since the epoch. */
  createdAt: z.number(),
  updatedAt: z.number(),
})
export type ChartDocument = z.infer<typeof chartDocumentSchema>

export const categoryRefSchema = z.object({ uuid: uuidSchema, name: z.string() })

/** One entry of GET /v1/udm: enough to list and open the chart. */
export const chartSummarySchema = chartDocumentSchema
  .pick({
    uuid: true,
    name: true,
    description: true,
    configType: true,
    categoryUuid: true,
    isMultiAsset: true,
    version: true,
    createdAt: true,
    updatedAt: true,
  })
  .extend({
    category: categoryRefSchema.nullable(),
    ...itemsSummaryShape,
  })
export type ChartSummary = z.infer<typeof chartSummarySchema>

/** GET /v1/udm: the user's charts, newest first. */
export const chartListSchema = z.object({ data: z.array(chartSummarySchema) })
export type ChartList = z.infer<typeof chartListSchema>

export const categoryInputSchema = categoryNameInputSchema(udmLimits.maxCategoryNameLength)
export type CategoryInput = z.infer<typeof categoryInputSchema>

export const udmCategorySchema = z.object({
  uuid: uuidSchema,
  name: z.string(),
  chartCount: z.number().int().nonnegative(),
  version: z.number().int().positive(),
  createdAt: z.number(),
  updatedAt: z.number(),
})
export type UdmCategory = z.infer<typeof udmCategorySchema>

/** GET /v1/udm/categories, by name. Charts without a category are "uncategorized". */
export const udmCategoryListSchema = z.object({ data: z.array(udmCategorySchema) })
export type UdmCategoryList = z.infer<typeof udmCategoryListSchema>

/** GET /v1/udm/{id}: `referrer` says where the link was followed from. */
export const chartReadQuerySchema = z.object({ referrer: z.string().max(2048).optional() })

/** The app reads every preset in one page (app.md section 7: page size 500). */
export const presetsPageSize = 500

export const presetsQuerySchema = z.object({
  page: pageSchema.default(1),
  page_size: pageSizeSchema.default(100),
})

/** GET /v1/udm/presets: read-only starter workbenches. */
export const presetPageSchema = z.object({
  data: z.array(chartDocumentSchema),
  meta: z.object({ pagination: pagePaginationSchema }),
})
export type PresetPage = z.infer<typeof presetPageSchema>

/**
 * The distinct assets of the metric items (a chart's items or a dashboard's tiles), in item
 * order; more than one is multi-asset.
 */
export function metricAssets(items: readonly (ChartItem | DashboardItem)[]): string[] {
  return [
    ...new Set(items.flatMap((item) => (item.configType === 'metric' ? [item.meta.asset] : []))),
  ]
}
