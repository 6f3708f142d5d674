import { z } from 'zod'

/*
 * The dashboard list entry, document and category as the sidebar uses them: the fields it reads,
 * named as in the shared contract. Provisional until src/core/api/dashboards.ts is merged; then
 * these become its schemas and types.
 */

const metaSchema = z.object({
  name: z.string(),
  asset: z.string().nullable(),
  slug: z.string().nullable(),
})

const typeSchema = z.enum(['user', 'preset', 'research'])

export const dashboardSummarySchema = z.object({
  uuid: z.string(),
  slug: z.string().nullable(),
  categoryUuid: z.string(),
  type: typeSchema,
  isPreset: z.boolean(),
  version: z.number(),
  createdAt: z.number(),
  updatedAt: z.number(),
  meta: metaSchema,
  itemCount: z.number(),
  assets: z.array(z.string()),
})
export type DashboardSummary = z.infer<typeof dashboardSummarySchema>

export const dashboardCategorySchema = z.object({
  uuid: z.string(),
  name: z.string(),
  items: z.array(z.string()),
  isDefault: z.boolean(),
  version: z.number(),
  createdAt: z.number(),
  updatedAt: z.number(),
})
export type DashboardCategory = z.infer<typeof dashboardCategorySchema>

export const dashboardDocumentSchema = z.object({
  uuid: z.string(),
  slug: z.string().nullable(),
  categoryUuid: z.string(),
  type: typeSchema,
  data: z.object({
    configs: z.array(z.unknown()),
    layouts: z.array(z.unknown()),
    meta: metaSchema,
  }),
  isOwner: z.boolean(),
  isPreset: z.boolean(),
  version: z.number(),
  createdAt: z.number(),
  updatedAt: z.number(),
})
export type DashboardDocument = z.infer<typeof dashboardDocumentSchema>

export const dashboardListSchema = z.object({ data: z.array(dashboardSummarySchema) })
export const dashboardCategoryListSchema = z.object({ data: z.array(dashboardCategorySchema) })

export const dashboardCategoryInputSchema = z.strictObject({
  name: z.string().trim().min(1, { error: 'Must not be empty' }).max(100),
})

const dashboardNameSchema = z.string().trim().min(1, { error: 'Must not be empty' }).max(200)

/** The first problem with a dashboard name, or undefined when it is valid. */
export function dashboardNameError(name: string): string | undefined {
  const parsed = dashboardNameSchema.safeParse(name)
  return parsed.success ? undefined : parsed.error.issues[0]?.message
}
