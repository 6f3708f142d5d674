import { z } from 'zod'
import { postResponseSchema, postsQuerySchema, postsResponseSchema } from '@/core/api/blog'
import { clientConfigSchema } from '@/core/api/clientConfig'
import { contactMessageSchema } from '@/core/api/contactForm'
import {
  assetTagDocumentSchema,
  catalogMetricDocumentSchema,
  catalogMetricSummarySchema,
  changelogItemSchema,
  chartPageSchema,
  chartSidebarSchema,
  cmsAssetSchema,
  metricAssetSchema,
  outageSchema,
  popupNotificationSchema,
  strapiListSchema,
  strapiQuerySchema,
  strapiSingleSchema,
} from '@/core/api/cms'
import {
  onboardingSurveyAnswerSchema,
  surveyResponseListSchema,
  surveyResponseSchema,
  surveySubmissionSchema,
} from '@/core/api/surveys'
import { demoFormSubmissionSchema } from '@/core/demoForm'
import { featureFlagSchema } from '@/core/featureFlags'
import { errors, htmlPage, media } from '../openapi/responses'

const pathSegment = z.string().min(1).max(100)
const slugParams = z.object({ slug: z.string().regex(/^[a-z0-9-]{1,120}$/) })
const strapiQuery = strapiQuerySchema.describe(
  "Strapi v5's query syntax in brackets: filters[field][$eq]=…, pagination[page]=…, sort=…",
)

/** The items of each content collection (server/cms/collections.ts), by collection name. */
const collectionItems: Record<string, z.ZodType> = {
  'catalog-metrics': catalogMetricSummarySchema,
  'metric-assets': metricAssetSchema,
  'asset-tags': assetTagDocumentSchema,
  // Its tags are relations: present only when populated (`populate=*`), as Strapi does.
  assets: cmsAssetSchema.partial({ asset_tags: true, dashboard_asset_tags: true }),
  'popup-notifications': popupNotificationSchema,
  outages: outageSchema,
  changelogs: changelogItemSchema,
}

/** The content service in Strapi's shape (docs/api.md, "Content management and blog"). */
export const contentRouteSchemas = {
  collection: (name: string) => {
    const item = collectionItems[name]
    if (item === undefined) throw new Error(`No schema for the content collection ${name}`)
    return {
      summary: `The ${name} collection (fields narrowed by \`fields\`, relations by \`populate\`)`,
      querystring: strapiQuery,
      response: { 200: strapiListSchema(item), ...errors(400) },
    }
  },
  catalogMetric: {
    summary: 'One catalog metric by code',
    params: z.object({ metricCode: pathSegment }),
    querystring: strapiQuery,
    response: { 200: strapiSingleSchema(catalogMetricDocumentSchema), ...errors(400, 404) },
  },
  chartSidebar: {
    summary: "The chart page's sidebar for an asset",
    params: z.object({ asset: pathSegment }),
    response: { 200: z.object({ data: chartSidebarSchema, meta: z.object({}) }), ...errors(404) },
  },
  chartPage: {
    summary: 'One chart page for an asset',
    params: z.object({ id: pathSegment, asset: pathSegment }),
    response: { 200: z.object({ data: chartPageSchema, meta: z.object({}) }), ...errors(404) },
  },
  featureFlags: {
    summary: 'Feature flags; the app decides per user from name and percentage',
    response: { 200: z.object({ data: z.array(featureFlagSchema) }) },
  },
  clientConfig: {
    summary: "The browser's configuration (identity provider, push key, search, …)",
    response: { 200: clientConfigSchema },
  },
  health: {
    summary: 'Liveness and database reachability',
    response: { 200: z.object({ status: z.literal('ok') }), ...errors(503) },
  },
  cryptoIcon: {
    summary: "An asset's icon (the generic one for an asset without its own)",
    params: z.object({ file: z.string().describe('{SYMBOL}.svg') }),
    response: { 200: media('image/svg+xml', 'The icon'), ...errors(404) },
  },
  posts: {
    summary: 'Blog posts, newest first',
    querystring: postsQuerySchema,
    response: { 200: postsResponseSchema, ...errors(400) },
  },
  post: {
    summary: 'One blog post by slug',
    params: slugParams,
    response: { 200: postResponseSchema, ...errors(400, 404) },
  },
  postImage: {
    summary: "A post's feature image",
    params: z.object({ file: z.string().describe('{slug}.svg') }),
    response: { 200: media('image/svg+xml', 'The image'), ...errors(400, 404) },
  },
  postPage: {
    summary: 'A post as a plain page',
    params: slugParams,
    response: { 200: htmlPage('The article'), ...errors(400, 404) },
  },
  addSurvey: {
    summary: 'Answer a survey (JSON or a form post)',
    body: surveySubmissionSchema,
    response: { 201: surveyResponseSchema, ...errors(400, 401) },
  },
  surveys: {
    summary: "The user's survey answers",
    response: { 200: surveyResponseListSchema, ...errors(401) },
  },
  onboardingSurvey: {
    summary: "The user's onboarding answers, or null",
    response: { 200: onboardingSurveyAnswerSchema, ...errors(401) },
  },
  enterpriseForm: {
    summary: 'Ask sales for a demo (same origin only)',
    body: demoFormSubmissionSchema,
    response: { 201: z.object({ id: z.string() }), ...errors(400, 403, 429) },
  },
  contactForm: {
    summary: 'Send a message with the contact form (same origin only)',
    body: contactMessageSchema,
    response: { 201: z.object({ id: z.string() }), ...errors(400, 403, 429) },
  },
}
