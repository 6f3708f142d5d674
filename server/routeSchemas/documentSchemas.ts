import { z } from 'zod'
import {
  createDashboardRequestSchema,
  dashboardCategoryInputSchema,
  dashboardCategoryListSchema,
  dashboardCategorySchema,
  dashboardDocumentSchema,
  dashboardListSchema,
  dashboardPresetCatalogSchema,
  dashboardPresetListSchema,
  presetAssetQuerySchema,
  updateDashboardRequestSchema,
} from '@/core/api/dashboards'
import {
  favoriteIdSchema,
  favoriteListSchema,
  favoriteSchema,
  replaceFavoritesRequestSchema,
} from '@/core/api/favorites'
import {
  categoryInputSchema,
  chartDocumentSchema,
  chartListSchema,
  chartReadQuerySchema,
  createChartRequestSchema,
  presetPageSchema,
  presetsQuerySchema,
  udmCategoryListSchema,
  udmCategorySchema,
  updateChartRequestSchema,
} from '@/core/api/udm'
import {
  errors,
  idParams,
  idempotencyHeaders,
  ifMatchHeaders,
  ifNoneMatchHeaders,
  noBody,
} from '../openapi/responses'

/**
 * The user's documents (docs/api.md, "Charts", "Dashboards", "Favourites"): versioned, with
 * If-Match on changes and Idempotency-Key on every write.
 */
const versionedWrites = {
  create: (body: z.ZodType, document: z.ZodType) => ({
    headers: idempotencyHeaders,
    body,
    response: { 201: document, ...errors(400, 401, 409) },
  }),
  update: (body: z.ZodType, document: z.ZodType) => ({
    params: idParams,
    headers: ifMatchHeaders,
    body,
    response: { 200: document, ...errors(400, 401, 403, 404, 409, 412, 428) },
  }),
  remove: () => ({
    params: idParams,
    headers: ifMatchHeaders,
    response: { 204: noBody, ...errors(401, 403, 404, 412, 428) },
  }),
}

export const chartRouteSchemas = {
  list: { summary: "The user's charts", response: { 200: chartListSchema, ...errors(401) } },
  presets: {
    summary: 'Starter workbenches, read-only',
    querystring: presetsQuerySchema,
    response: { 200: presetPageSchema, ...errors(400) },
  },
  read: {
    summary: 'One chart or starter workbench, for anyone with the link',
    params: idParams,
    querystring: chartReadQuerySchema,
    headers: ifNoneMatchHeaders,
    response: { 200: chartDocumentSchema, 304: noBody, ...errors(400, 404) },
  },
  create: {
    summary: 'Save a chart',
    ...versionedWrites.create(createChartRequestSchema, chartDocumentSchema),
  },
  update: {
    summary: 'Replace a chart',
    ...versionedWrites.update(updateChartRequestSchema, chartDocumentSchema),
  },
  remove: { summary: 'Delete a chart', ...versionedWrites.remove() },
}

export const dashboardRouteSchemas = {
  list: {
    summary: "The user's dashboards, without widgets",
    response: { 200: dashboardListSchema, ...errors(401) },
  },
  read: {
    summary: 'One dashboard or preset (by uuid or slug), for anyone with the link',
    params: idParams,
    querystring: presetAssetQuerySchema,
    headers: ifNoneMatchHeaders,
    response: { 200: dashboardDocumentSchema, 304: noBody, ...errors(400, 404) },
  },
  create: {
    summary: 'Save a dashboard',
    ...versionedWrites.create(createDashboardRequestSchema, dashboardDocumentSchema),
  },
  update: {
    summary: 'Replace a dashboard',
    ...versionedWrites.update(updateDashboardRequestSchema, dashboardDocumentSchema),
  },
  remove: { summary: 'Delete a dashboard', ...versionedWrites.remove() },
  presets: {
    summary: 'Preset dashboards, whole, optionally for one asset',
    querystring: presetAssetQuerySchema,
    response: { 200: dashboardPresetListSchema, ...errors(400) },
  },
  researchPresets: {
    summary: 'Research dashboards, whole, optionally for one asset',
    querystring: presetAssetQuerySchema,
    response: { 200: dashboardPresetListSchema, ...errors(400) },
  },
  presetCatalog: {
    summary: 'Every preset and research dashboard, without widgets',
    response: { 200: dashboardPresetCatalogSchema },
  },
  preset: {
    summary: 'One preset dashboard by slug, optionally for one asset',
    params: z.object({ slug: z.string().min(1).max(200) }),
    querystring: presetAssetQuerySchema,
    response: { 200: dashboardDocumentSchema, ...errors(400, 404) },
  },
}

/** The routes of one category API (server/routes/categoryRoutes.ts). */
export interface CategoryRouteSchemas {
  list: object
  create: object
  rename: object
  remove: object
}

function categoryRouteSchemas(
  what: string,
  input: z.ZodType,
  category: z.ZodType,
  list: z.ZodType,
): CategoryRouteSchemas {
  return {
    list: { summary: `The user's ${what} categories`, response: { 200: list, ...errors(401) } },
    create: { summary: `Add a ${what} category`, ...versionedWrites.create(input, category) },
    rename: { summary: `Rename a ${what} category`, ...versionedWrites.update(input, category) },
    remove: {
      summary: `Delete a ${what} category; its ${what}s move to uncategorized`,
      ...versionedWrites.remove(),
    },
  }
}

export const chartCategoryRouteSchemas = categoryRouteSchemas(
  'chart',
  categoryInputSchema,
  udmCategorySchema,
  udmCategoryListSchema,
)

export const dashboardCategoryRouteSchemas = categoryRouteSchemas(
  'dashboard',
  dashboardCategoryInputSchema,
  dashboardCategorySchema,
  dashboardCategoryListSchema,
)

const favoriteParams = z.object({ id: favoriteIdSchema })

export const favoriteRouteSchemas = {
  list: {
    summary: "The user's favourites and the list's version",
    headers: ifNoneMatchHeaders,
    response: { 200: favoriteListSchema, 304: noBody, ...errors(401) },
  },
  replace: {
    summary: 'Replace the whole list (`{ data: [...] }` or the bare array)',
    headers: ifMatchHeaders,
    body: replaceFavoritesRequestSchema,
    response: { 200: favoriteListSchema, ...errors(400, 401, 409, 412, 428) },
  },
  put: {
    summary: 'Add or replace one favourite',
    params: favoriteParams,
    headers: ifMatchHeaders.partial(),
    body: favoriteSchema,
    response: { 200: favoriteListSchema, ...errors(400, 401, 409, 412) },
  },
  remove: {
    summary: 'Remove one favourite (204 also when it was not there)',
    params: favoriteParams,
    headers: ifMatchHeaders.partial(),
    response: { 204: noBody, ...errors(400, 401, 412) },
  },
}
