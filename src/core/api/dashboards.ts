import { z } from 'zod'
import { slugPattern, uuidSchema } from '../identifiers'
import { dashboardItemSchema, type DashboardItem } from './dashboardItems'
import { layoutEntrySchema } from './dashboardLayouts'
import { categoryNameInputSchema, clientUuidSchema, itemsSummaryShape } from './documentSchemas'
import { metricAssets } from './udm'
import { assetSymbolSchema, singleLineText } from './udmItems'

/*
 * Dashboards (app.md sections 3, 4 and 7, /v1/dashboards): a grid of widgets, its categories
 * and the read-only presets. One schema serves the app and the server. Dashboards are versioned
 * documents like charts (documentVersion.ts). docs/api.md, "Dashboards".
 */

export const dashboardLimits = {
  maxItems: 100,
  maxNameLength: 200,
  maxCategoryNameLength: 100,
  /** Bounds on what one account keeps; a create beyond them answers 409. */
  maxDashboardsPerUser: 500,
  maxCategoriesPerUser: 100,
} as const

/** The category of every dashboard not filed in one of the user's own. */
export const uncategorized = 'uncategorized'
export const uncategorizedName = 'Uncategorized'

/** `user`: saved by a user; `preset`: a read-only starter; `research`: a read-only research page. */
export const dashboardTypes = ['user', 'preset', 'research'] as const
export type DashboardType = (typeof dashboardTypes)[number]

export const dashboardSlugSchema = z.string().regex(slugPattern, 'Must be a lowercase-hyphen slug')

export const dashboardMetaSchema = z.strictObject({
  name: singleLineText(dashboardLimits.maxNameLength),
  /** The asset the dashboard is about; its metric tiles may follow it (app.md section 4). */
  asset: assetSymbolSchema.nullable().default(null),
  /** A preset's slug, kept on a copy; user dashboards open by uuid only. */
  slug: dashboardSlugSchema.nullable().default(null),
})
export type DashboardMeta = z.output<typeof dashboardMetaSchema>

/**
 * The dashboard itself: items, their layout and meta. Every layout entry names an item and every
 * item has exactly one entry, so a saved dashboard always draws whole.
 */
export const dashboardDataSchema = z
  .strictObject({
    configs: z
      .array(dashboardItemSchema)
      .max(dashboardLimits.maxItems, `A dashboard has at most ${dashboardLimits.maxItems} items`),
    layouts: z
      .array(layoutEntrySchema)
      .max(dashboardLimits.maxItems, `A dashboard has at most ${dashboardLimits.maxItems} layouts`),
    meta: dashboardMetaSchema,
  })
  .superRefine(
    ({ configs, layouts }, context) => {
      const issue = (path: (string | number)[], message: string) =>
        context.addIssue({ code: 'custom', path, message })
      const items = new Set<string>()
      configs.forEach((config, index) => {
        const uuid = config.uuid.toLowerCase()
        if (items.has(uuid)) issue(['configs', index, 'uuid'], 'Duplicate item uuid')
        items.add(uuid)
      })
      const placed = new Set<string>()
      layouts.forEach((entry, index) => {
        if (placed.has(entry.i)) issue(['layouts', index, 'i'], 'Duplicate layout entry')
        else if (!items.has(entry.i)) issue(['layouts', index, 'i'], 'No item has this uuid')
        placed.add(entry.i)
      })
      configs.forEach((config, index) => {
        if (!placed.has(config.uuid.toLowerCase())) {
          issue(['configs', index, 'uuid'], 'Item has no layout entry')
        }
      })
    },
    // Items and entries are matched once each is valid on its own: one mistake, one message.
    { when: (payload) => payload.issues.length === 0 },
  )
  .transform((data) => ({
    ...data,
    // Layouts name items by lowercased uuid; the items say the same.
    configs: data.configs.map((config) => ({ ...config, uuid: config.uuid.toLowerCase() })),
  }))
export type DashboardData = z.output<typeof dashboardDataSchema>

/** A category reference of a request: one of the user's, or uncategorized (also null). */
export const categoryRefInputSchema = z
  .union([z.literal(uncategorized), uuidSchema.transform((uuid) => uuid.toLowerCase())], {
    error: `Must be a category uuid or "${uncategorized}"`,
  })
  .nullable()
  .transform((ref) => ref ?? uncategorized)

// Fields of a read answer: the app may send a document back as it got it; these are ignored.
const readOnlyFields = {
  uuid: z.unknown().optional(),
  type: z.unknown().optional(),
  slug: z.unknown().optional(),
  version: z.unknown().optional(),
  createdAt: z.unknown().optional(),
  updatedAt: z.unknown().optional(),
  isOwner: z.unknown().optional(),
  isPreset: z.unknown().optional(),
}
const keepWritable = <T extends { categoryUuid?: string | undefined; data: DashboardData }>({
  categoryUuid,
  data,
}: T) => ({ categoryUuid, data })

/**
 * POST /v1/dashboards/create: a new dashboard, uncategorized unless a category is named, under
 * `clientUuid` (an offline create) or a fresh uuid.
 */
export const createDashboardRequestSchema = z
  .strictObject({
    categoryUuid: categoryRefInputSchema.default(uncategorized),
    data: dashboardDataSchema,
    ...readOnlyFields,
    clientUuid: clientUuidSchema,
  })
  .transform(({ categoryUuid, data, clientUuid }) => ({
    categoryUuid,
    data,
    ...(clientUuid === undefined ? {} : { clientUuid }),
  }))
export type CreateDashboardRequest = z.output<typeof createDashboardRequestSchema>

/** PUT /v1/dashboards/{id}: the whole dashboard; without `categoryUuid` it stays where it is. */
export const updateDashboardRequestSchema = z
  .strictObject({
    categoryUuid: categoryRefInputSchema.optional(),
    data: dashboardDataSchema,
    ...readOnlyFields,
  })
  .transform(keepWritable)
export type UpdateDashboardRequest = z.output<typeof updateDashboardRequestSchema>

/** GET /v1/dashboards/{id}, and the answer of create and update. */
export const dashboardDocumentSchema = z.object({
  uuid: uuidSchema,
  /** Presets open by slug too; user dashboards have none. */
  slug: z.string().nullable(),
  /** The owner's category, or "uncategorized" (also for any reader but the owner: private). */
  categoryUuid: z.string(),
  type: z.enum(dashboardTypes),
  data: z.object({
    configs: z.array(dashboardItemSchema),
    layouts: z.array(layoutEntrySchema),
    meta: dashboardMetaSchema,
  }),
  /** The reader may save over it; anyone else saves a copy (app.md sections 4 and 6). */
  isOwner: z.boolean(),
  /** A read-only preset or research dashboard. */
  isPreset: z.boolean(),
  version: z.number().int().positive(),
  /** Milliseconds since the epoch. */
  createdAt: z.number(),
  updatedAt: z.number(),
})
export type DashboardDocument = z.infer<typeof dashboardDocumentSchema>

/** One entry of GET /v1/dashboards: enough to list, rename and move the dashboard. */
export const dashboardSummarySchema = dashboardDocumentSchema
  .pick({
    uuid: true,
    slug: true,
    categoryUuid: true,
    type: true,
    isPreset: true,
    version: true,
    createdAt: true,
    updatedAt: true,
  })
  .extend({
    meta: dashboardMetaSchema,
    ...itemsSummaryShape,
  })
export type DashboardSummary = z.infer<typeof dashboardSummarySchema>

/** GET /v1/dashboards: the user's dashboards, newest first. */
export const dashboardListSchema = z.object({ data: z.array(dashboardSummarySchema) })
export type DashboardList = z.infer<typeof dashboardListSchema>

export const dashboardCategoryInputSchema = categoryNameInputSchema(
  dashboardLimits.maxCategoryNameLength,
)
export type DashboardCategoryInput = z.infer<typeof dashboardCategoryInputSchema>

export const dashboardCategorySchema = z.object({
  /** A uuid, or "uncategorized" for the default category. */
  uuid: z.string(),
  name: z.string(),
  /** The uuids of the user's dashboards filed in it, newest first. */
  items: z.array(uuidSchema),
  /** The default category is always there and cannot be renamed or deleted. */
  isDefault: z.boolean(),
  /** 1 for the default category: it never changes. */
  version: z.number().int().positive(),
  createdAt: z.number(),
  updatedAt: z.number(),
})
export type DashboardCategory = z.infer<typeof dashboardCategorySchema>

/** GET /v1/dashboards/categories: "uncategorized" first, then the user's by name. */
export const dashboardCategoryListSchema = z.object({ data: z.array(dashboardCategorySchema) })
export type DashboardCategoryList = z.infer<typeof dashboardCategoryListSchema>

/** `?asset=` of the preset lists and `?a=` of a preset (the asset overview follows it). */
export const presetAssetQuerySchema = z.object({
  asset: assetSymbolSchema.optional(),
  a: assetSymbolSchema.optional(),
})

/** GET /v1/dashboards/presets?asset= and /research-presets?asset=: whole documents. */
export const dashboardPresetListSchema = z.object({ data: z.array(dashboardDocumentSchema) })
export type DashboardPresetList = z.infer<typeof dashboardPresetListSchema>

/** GET /v1/dashboards/presets/v2: every preset, grouped for the dashboards page. */
export const dashboardPresetCatalogSchema = z.object({
  data: z.array(
    dashboardSummarySchema.extend({
      /** Assets the preset is offered for; empty when it follows any asset (`?a=`). */
      presetAssets: z.array(assetSymbolSchema),
      /** Whether `?a=` sets the asset of its metric tiles. */
      followsAsset: z.boolean(),
      description: z.string(),
    }),
  ),
})
export type DashboardPresetCatalog = z.infer<typeof dashboardPresetCatalogSchema>

/** The distinct assets of the metric tiles, in item order. */
export function dashboardAssets(configs: readonly DashboardItem[]): string[] {
  return metricAssets(configs)
}

/**
 * A dashboard's entry in a list: the document without its widgets. The server answers lists with
 * it, and the app shows a queued write in its cached lists with the same.
 */
export function dashboardSummary(document: Omit<DashboardDocument, 'isOwner'>): DashboardSummary {
  return {
    uuid: document.uuid,
    slug: document.slug,
    categoryUuid: document.categoryUuid,
    type: document.type,
    isPreset: document.isPreset,
    meta: document.data.meta,
    itemCount: document.data.configs.length,
    assets: dashboardAssets(document.data.configs),
    version: document.version,
    createdAt: document.createdAt,
    updatedAt: document.updatedAt,
  }
}
