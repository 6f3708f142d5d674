import { z } from 'zod'
import { isAllowedReportUrl, isAllowedVideoUrl } from '../dashboards/embedUrls'
import { slugPattern, uuidSchema } from '../identifiers'
import {
  assetSymbolSchema,
  dropRuntimeState,
  itemExtraSchema,
  metricItemMetaSchema,
  runtimeState,
  singleLineText,
} from './udmItems'

/*
 * The items (widgets) a dashboard holds (app.md section 3, "Configuration item kinds"): metric
 * charts, text rows, markdown notes, videos, Looker Studio reports, and tiles that open a
 * favourite (a dashboard or a saved chart) or list the viewer's favourites. Items are checked
 * strictly like chart items (udmItems.ts); the app's runtime state of an item (`store`,
 * `internal`) may be sent back as it is held and is dropped, never stored.
 */

export const dashboardItemLimits = {
  maxTitleLength: 200,
  maxTextLength: 2000,
  maxMarkdownLength: 20_000,
  maxUrlLength: 2048,
} as const

export const defaultTextContent = 'Insert text here'

/** The kinds a dashboard holds, in the order the app's "Add widget" menu offers them. */
export const dashboardItemKinds = [
  'metric',
  'text',
  'markdown',
  'video',
  'lookerEmbed',
  'dashboard',
  'workbench',
  'favorites',
] as const
export type DashboardItemKind = (typeof dashboardItemKinds)[number]

// eslint-disable-next-line no-control-regex -- text may span lines and use tabs, nothing else
const multiLineControlCharacters = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/

function multiLineText(max: number) {
  return z
    .string()
    .max(max, `Must be at most ${max} characters`)
    .refine((text) => !multiLineControlCharacters.test(text), 'Must not contain control characters')
}

/** A title that may be left empty (a video or report without a caption). */
const optionalTitle = z
  .string()
  .trim()
  .max(
    dashboardItemLimits.maxTitleLength,
    `Must be at most ${dashboardItemLimits.maxTitleLength} characters`,
  )
  .default('')

const hexColour = z
  .string()
  .regex(/^#(?:[0-9a-f]{3}|[0-9a-f]{6}|[0-9a-f]{8})$/i, 'Must be a hex colour such as #2f6fdb')

const slugSchema = z.string().regex(slugPattern, 'Must be a lowercase-hyphen slug')

/** A metric chart tile: the series (as in a chart's metric item) and how it is drawn. */
export const dashboardMetricMetaSchema = metricItemMetaSchema.extend({
  /** The metric's API path (market/mvrv), beside its catalog code. */
  path: z
    .string()
    .regex(/^[a-z0-9_]+(?:\/[a-z0-9_]+)+$/, 'Must be a metric path such as market/mvrv')
    .max(200)
    .optional(),
})

const item = <K extends DashboardItemKind, M extends z.ZodType, E extends z.ZodType>(
  configType: K,
  meta: M,
  extra: E,
) =>
  z
    .strictObject({
      uuid: uuidSchema,
      configType: z.literal(configType),
      meta,
      extra,
      ...runtimeState,
    })
    .transform(dropRuntimeState)

export const dashboardMetricItemSchema = item(
  'metric',
  dashboardMetricMetaSchema,
  itemExtraSchema.default({}),
)

/** A full-width text row (a heading between groups of widgets). */
export const textItemSchema = item(
  'text',
  z
    .strictObject({
      content: multiLineText(dashboardItemLimits.maxTextLength).default(defaultTextContent),
    })
    .default({ content: defaultTextContent }),
  z.strictObject({}).default({}),
)

export const markdownItemSchema = item(
  'markdown',
  z
    .strictObject({ content: multiLineText(dashboardItemLimits.maxMarkdownLength).default('') })
    .default({ content: '' }),
  z.strictObject({ backgroundColor: hexColour.nullable().optional() }).default({}),
)

const embedUrl = (allowed: (url: string) => boolean, message: string) =>
  z
    .string()
    .trim()
    .max(
      dashboardItemLimits.maxUrlLength,
      `Must be at most ${dashboardItemLimits.maxUrlLength} characters`,
    )
    .refine(allowed, message)

export const videoItemSchema = item(
  'video',
  z.strictObject({
    title: optionalTitle,
    url: embedUrl(isAllowedVideoUrl, 'Must be an https link to a YouTube, Vimeo or Loom video'),
  }),
  z.strictObject({}).default({}),
)

export const lookerEmbedItemSchema = item(
  'lookerEmbed',
  z.strictObject({
    title: optionalTitle,
    url: embedUrl(isAllowedReportUrl, 'Must be an https link to a Looker Studio report'),
  }),
  z.strictObject({}).default({}),
)

// A tile opening a favourite, by uuid, or by slug and asset for presets.
const linkItem = <K extends DashboardItemKind>(configType: K) =>
  item(
    configType,
    z
      .strictObject({
        uuid: uuidSchema.nullable().optional(),
        slug: slugSchema.nullable().optional(),
        asset: assetSymbolSchema.nullable().optional(),
      })
      .refine((meta) => meta.uuid != null || meta.slug != null, 'Needs a uuid or a slug'),
    z.strictObject({ name: singleLineText(dashboardItemLimits.maxTitleLength) }),
  )

/** A tile opening another dashboard. */
export const dashboardLinkItemSchema = linkItem('dashboard')

/** A tile opening a saved chart or workbench (/v1/udm), by uuid or preset slug. */
export const workbenchLinkItemSchema = linkItem('workbench')

/** A tile listing the viewer's favourites (each reader sees their own). */
export const favoritesItemSchema = item(
  'favorites',
  z.strictObject({ title: optionalTitle }).default({ title: '' }),
  z.strictObject({}).default({}),
)

export const dashboardItemSchema = z.discriminatedUnion('configType', [
  dashboardMetricItemSchema,
  textItemSchema,
  markdownItemSchema,
  videoItemSchema,
  lookerEmbedItemSchema,
  dashboardLinkItemSchema,
  workbenchLinkItemSchema,
  favoritesItemSchema,
])
export type DashboardItem = z.output<typeof dashboardItemSchema>
export type DashboardItemInput = z.input<typeof dashboardItemSchema>
export type DashboardMetricItem = Extract<DashboardItem, { configType: 'metric' }>
