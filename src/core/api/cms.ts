import { z } from 'zod'
import { resolutions } from '../resolution'
import { assetTagSchema } from './assets'
import { catalogMetricSchema, chartTypeSchema, scaleSchema } from './catalog'
import { currencySchema, metricTierSchema } from './metrics'

/*
 * The content service (`/cms`, no auth) in the shape of a Strapi v5 REST API: flat documents
 * with `id` and `documentId`, lists wrapped in `{data, meta: {pagination}}`, one document in
 * `{data, meta: {}}`. docs/api.md, "Content management and blog", lists the endpoints.
 */

/** Page-based pagination (`pagination[page]`, `pagination[pageSize]`), Strapi's default. */
export const pagePaginationSchema = z.object({
  page: z.number().int().positive(),
  pageSize: z.number().int().positive(),
  pageCount: z.number().int().nonnegative(),
  total: z.number().int().nonnegative(),
})

/** Offset-based pagination (`pagination[start]`, `pagination[limit]`). */
export const offsetPaginationSchema = z.object({
  start: z.number().int().nonnegative(),
  limit: z.number().int().positive(),
  total: z.number().int().nonnegative(),
})

export const paginationMetaSchema = z.union([pagePaginationSchema, offsetPaginationSchema])
export type PaginationMeta = z.infer<typeof paginationMetaSchema>

/** Every Strapi v5 document carries a numeric `id` and a stable string `documentId`. */
export const strapiDocumentSchema = z.object({
  id: z.number().int().positive(),
  documentId: z.string().min(1),
})

/** A list response: `{data: [...], meta: {pagination}}`. */
export function strapiListSchema<T extends z.ZodType>(item: T) {
  return z.object({
    data: z.array(item),
    meta: z.object({ pagination: paginationMetaSchema }),
  })
}

/** A single-document response: `{data: {...}, meta: {}}`. */
export function strapiSingleSchema<T extends z.ZodType>(item: T) {
  return z.object({ data: item, meta: z.object({}) })
}

/** The page size when the query names none, and the largest one served (bigger is capped). */
export const defaultPageSize = 25
export const maxPageSize = 100

const wholeNumber = (name: string) =>
  z.string().regex(/^\d+$/, `${name} must be a whole number`).transform(Number)

const stringList = z.union([z.string(), z.array(z.string())])

/** `populate[relation]=true`, `populate[relation]=*` or `populate[relation][fields][0]=name`. */
const populateEntrySchema = z.union([
  z.enum(['true', '*']),
  z.object({ fields: stringList.optional() }).strict(),
])

/**
 * Strapi's query parameters as `qs` parses them from the raw query string (brackets become
 * nesting). Field names and filter operators are checked against the collection by the server's
 * query engine; this schema checks the shape. `locale` and `status` are Strapi's own parameters
 * and are accepted (and ignored: the content has one locale and is always published).
 */
export const strapiQuerySchema = z
  .object({
    fields: stringList.optional(),
    populate: z.union([stringList, z.record(z.string(), populateEntrySchema)]).optional(),
    filters: z.record(z.string(), z.unknown()).optional(),
    sort: stringList.optional(),
    pagination: z
      .object({
        page: wholeNumber('pagination[page]')
          .pipe(z.number().min(1, 'pagination[page] must be at least 1'))
          .optional(),
        pageSize: wholeNumber('pagination[pageSize]')
          .pipe(z.number().min(1, 'pagination[pageSize] must be at least 1'))
          .optional(),
        start: wholeNumber('pagination[start]').optional(),
        limit: wholeNumber('pagination[limit]')
          .pipe(z.number().min(1, 'pagination[limit] must be at least 1'))
          .optional(),
        withCount: z.enum(['true', 'false']).optional(),
      })
      .strict()
      .optional(),
    locale: z.string().optional(),
    status: z.enum(['published', 'draft']).optional(),
  })
  .strict()
export type StrapiQuery = z.infer<typeof strapiQuerySchema>

// Entities ---------------------------------------------------------------------------------------

/**
 * A catalog metric as a document. `metricAssets` and `studioMetricConfig` are relations: present
 * only when populated (`populate=*` or by name), as Strapi does.
 */
export const catalogMetricDocumentSchema = strapiDocumentSchema.extend(catalogMetricSchema.shape)
export const catalogMetricSummarySchema = catalogMetricDocumentSchema
  .omit({ metricAssets: true, studioMetricConfig: true })
  .strict()

/** An asset that has metrics in the catalog (the catalog page's asset filter). */
export const metricAssetSchema = strapiDocumentSchema.extend({
  symbol: z.string().min(1),
  name: z.string().min(1),
  /** How many catalog metrics exist for the asset. */
  metricCount: z.number().int().positive(),
})
export type MetricAsset = z.infer<typeof metricAssetSchema>

/** An asset tag: `name` as the API spells it (filters use it), `label` as the app shows it. */
export const assetTagDocumentSchema = strapiDocumentSchema.extend({
  name: assetTagSchema,
  label: z.string().min(1),
  /** Order of the tag filter chips. */
  position: z.number().int().nonnegative(),
})
export type AssetTagDocument = z.infer<typeof assetTagDocumentSchema>

/** An asset of the content service; the tag lists are relations (present when populated). */
export const cmsAssetSchema = strapiDocumentSchema.extend({
  assetId: z.string().min(1),
  symbol: z.string().min(1),
  name: z.string().min(1),
  asset_tags: z.array(assetTagDocumentSchema),
  dashboard_asset_tags: z.array(assetTagDocumentSchema),
})
export type CmsAsset = z.infer<typeof cmsAssetSchema>

/** A popup shown once per user; `duration` is how long it stays, in milliseconds. */
export const popupNotificationSchema = strapiDocumentSchema.extend({
  title: z.string().min(1),
  body: z.string().min(1),
  duration: z.number().int().positive(),
  /** ISO 8601; hidden before. */
  publishAt: z.iso.datetime(),
})
export type PopupNotification = z.infer<typeof popupNotificationSchema>

export const outageKinds = ['dashboards', 'metrics', 'workbenches'] as const

/**
 * A service outage: which kind of content is affected and which items (dashboard slugs, metric
 * codes or workbench ids; empty means all of that kind). `end` is null while it lasts.
 */
export const outageSchema = strapiDocumentSchema.extend({
  kind: z.enum(outageKinds),
  affected: z.array(z.string().min(1)),
  message: z.string().min(1),
  start: z.iso.datetime(),
  end: z.iso.datetime().nullable(),
})
export type Outage = z.infer<typeof outageSchema>

export const changelogTags = ['bug-fix', 'deprecation', 'improvement', 'new-release'] as const

/** An entry of the What's New changelog (app.md sections 2 and 3). */
export const changelogItemSchema = strapiDocumentSchema.extend({
  title: z.string().min(1),
  description: z.string().min(1),
  /** A same-origin path or an absolute URL; null when the entry links nowhere. */
  link: z.string().min(1).nullable(),
  linkLabel: z.string().min(1).nullable(),
  publishAt: z.iso.datetime(),
  tag: z.enum(changelogTags),
})
export type ChangelogItem = z.infer<typeof changelogItemSchema>

/** A metric as the chart sidebar lists it. */
export const sidebarMetricSchema = z.object({
  metricCode: z.string().min(1),
  name: z.string().min(1),
  shortName: z.string().min(1),
  path: z.string().min(1),
  tier: metricTierSchema,
})

/** GET /cms/charts/sidebar-v2/{asset}: the asset's metrics grouped as the chart sidebar shows. */
export const chartSidebarSchema = z.object({
  asset: z.string().min(1),
  groups: z.array(
    z.object({
      group: z.string().min(1),
      label: z.string().min(1),
      metrics: z.array(sidebarMetricSchema).min(1),
    }),
  ),
})
export type ChartSidebar = z.infer<typeof chartSidebarSchema>

/** The starting configuration item of a chart (charts.md section 3, subset the catalog fixes). */
export const chartItemDefaultsSchema = z.object({
  configType: z.literal('metric'),
  meta: z.object({
    asset: z.string().min(1),
    metricCode: z.string().min(1),
    chartType: chartTypeSchema,
    resolution: z.enum(resolutions),
    currency: currencySchema,
    exchange: z.string().nullable(),
    exchangeFrom: z.string().nullable(),
    exchangeTo: z.string().nullable(),
    miner: z.string().nullable(),
    maturity: z.string().nullable(),
    period: z.string().nullable(),
  }),
  extra: z.object({
    chartStyle: z.enum(['line', 'column']),
    scale: scaleSchema,
    logTickInterval: z.number().positive().nullable(),
    name: z.string().min(1),
  }),
})
export type ChartItemDefaults = z.infer<typeof chartItemDefaultsSchema>

/**
 * GET /cms/charts/{metricCode}/{asset}: a chart by id (the metric code) and asset. The catalog
 * metrics it draws (the metric, plus the price when its config draws the price line), the
 * default configuration items, and the nested charts: the other metrics of its group for the
 * asset.
 */
export const chartPageSchema = z.object({
  id: z.string().min(1),
  asset: z.string().min(1),
  name: z.string().min(1),
  catalogMetrics: z.array(catalogMetricSchema).min(1),
  items: z.array(chartItemDefaultsSchema).min(1),
  nestedCharts: z.array(sidebarMetricSchema),
})
export type ChartPage = z.infer<typeof chartPageSchema>
