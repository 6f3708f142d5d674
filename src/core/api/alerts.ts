import { z } from 'zod'
import {
  alertConditionSchema,
  alertIntervalSchema,
  alertRepeatSchema,
  alertRuleShape,
  checkAlertRule,
  normalizeAlertRule,
} from '../alerts/alertRule'
import { uuidSchema } from '../identifiers'
import { currencySchema } from './metrics'
import { assetSymbolSchema, singleLineText } from './udmItems'

/*
 * Alerts (app.md sections 3, 5, 7 and 9; /v1/alerts): a condition on a metric series, or on a
 * formula of one of the user's workbenches, and how the user is told when it holds. One schema
 * serves the app and the server. Alerts are versioned documents (documentVersion.ts) like
 * charts and dashboards. The rule fields (resolution, condition, values, duration, moving
 * average, repeat) and their checks are the evaluator's own (src/core/alerts/alertRule.ts), so
 * the API accepts exactly the rules the evaluator runs. docs/api.md, "Alerts"; docs/alerts.md.
 */

export const alertChannels = ['push', 'telegram', 'email', 'webhook'] as const
export type AlertChannel = (typeof alertChannels)[number]

/** Why the server turned an alert off (null: it did not, or the user did). */
export const alertDisabledReasons = ['source_deleted', 'source_item_removed'] as const
export type AlertDisabledReason = (typeof alertDisabledReasons)[number]

export const maxAlertNameLength = 200

const metricPathPattern = /^[a-z0-9_]+\/[a-z0-9_]+$/

/**
 * `market/price_usd_close` from any form the spec writes: the short path, or "the metrics path
 * plus the metric path" (`metrics/market/price_usd_close`), each with or without a leading slash.
 */
export function shortMetricPath(path: string): string {
  return path.replace(/^\//, '').replace(/^metrics\/(?=[^/]+\/[^/]+$)/, '')
}

export const alertMetricPathSchema = z
  .string()
  .trim()
  .transform(shortMetricPath)
  .pipe(z.string().regex(metricPathPattern, 'Must be a metric path such as market/price_usd_close'))

/** A formula item of one of the user's saved workbenches. */
export const alertSourceSchema = z.strictObject({
  chartUuid: uuidSchema.transform((uuid) => uuid.toLowerCase()),
  item: z.string().regex(/^f[1-9]\d{0,2}$/, 'Must be the ref of a formula item, such as f1'),
})
export type AlertSource = z.output<typeof alertSourceSchema>

// Up to the year 2100, in milliseconds like every time of the API.
const millis = z.number().int().min(0).max(4_102_444_800_000)
const displayName = singleLineText(maxAlertNameLength)

const writableShape = {
  /** A client-chosen uuid on create (offline creates are replayed under it); else the server's. */
  uuid: uuidSchema.transform((uuid) => uuid.toLowerCase()).optional(),
  path: alertMetricPathSchema.nullable().optional(),
  source: alertSourceSchema.nullable().optional(),
  asset: assetSymbolSchema.nullable().optional(),
  currency: currencySchema.nullable().optional(),
  exchange: singleLineText(100).nullable().optional(),
  ...alertRuleShape,
  metricName: displayName.optional(),
  name: displayName.optional(),
  channels: z
    .array(z.enum(alertChannels))
    .max(alertChannels.length)
    .default([])
    .refine((channels) => new Set(channels).size === channels.length, 'Name each channel once'),
  enabled: z.boolean().default(true),
  snoozedUntil: millis.nullable().default(null),
}

// Fields of a read answer: the app may send an alert back as it got it; these are ignored.
const readOnlyShape = {
  version: z.unknown().optional(),
  createdAt: z.unknown().optional(),
  updatedAt: z.unknown().optional(),
  disabledReason: z.unknown().optional(),
}

/**
 * The body of POST /v1/alerts/create and PUT /v1/alerts/{uuid}: a whole alert, never a patch.
 * What needs the catalog or the database (the metric exists and offers alerts, its resolution,
 * asset and exchange, the workbench formula) is the server's to check.
 */
export const alertInputSchema = z
  .strictObject({ ...writableShape, ...readOnlyShape })
  .superRefine((alert, context) => {
    const issue = (path: string, message: string) =>
      context.addIssue({ code: 'custom', path: [path], message })
    const hasPath = alert.path != null
    const hasSource = alert.source != null
    if (!hasPath && !hasSource) {
      issue('path', 'Name a metric path, or a workbench formula as source')
    } else if (hasPath && hasSource) {
      issue('source', 'An alert watches a metric path or a workbench formula, not both')
    } else if (hasPath && alert.asset == null) {
      issue('asset', 'Required for a metric alert')
    } else if (hasSource) {
      for (const field of ['asset', 'currency', 'exchange'] as const) {
        if (alert[field] != null) issue(field, 'A formula alert takes it from the workbench')
      }
    }
    checkAlertRule(alert, context)
  })
  .transform(
    ({
      version: _version,
      createdAt: _createdAt,
      updatedAt: _updatedAt,
      disabledReason: _disabledReason,
      ...alert
    }) => {
      // Stored as movingAverage alone; the answer derives the modifier again (alertDocument).
      const { modifier: _modifier, ...rule } = normalizeAlertRule(alert)
      const { modifier: _sent, ...fields } = alert
      return {
        ...fields,
        ...rule,
        path: alert.path ?? null,
        source: alert.source ?? null,
        asset: alert.asset ?? null,
        currency: alert.currency ?? null,
        exchange: alert.exchange ?? null,
      }
    },
  )
export type AlertInput = z.output<typeof alertInputSchema>

/** GET /v1/alerts/{uuid}, an entry of the list, and the answer of create and update. */
export const alertSchema = z.object({
  uuid: uuidSchema,
  /** A metric alert's path (short form); null for a formula alert. */
  path: z.string().nullable(),
  /** A formula alert's workbench formula; null for a metric alert. */
  source: alertSourceSchema.nullable(),
  asset: z.string().nullable(),
  currency: currencySchema.nullable(),
  exchange: z.string().nullable(),
  resolution: alertIntervalSchema,
  condition: alertConditionSchema,
  conditionValues: z.array(z.number()),
  conditionDuration: alertIntervalSchema.nullable(),
  movingAverage: z.number().int().nonnegative(),
  /** `ma_{n}`; null for the raw value. */
  modifier: z.string().nullable(),
  metricName: z.string(),
  name: z.string(),
  channels: z.array(z.enum(alertChannels)),
  repeat: alertRepeatSchema,
  enabled: z.boolean(),
  /** Milliseconds since the epoch; null when not snoozed. */
  snoozedUntil: z.number().nullable(),
  disabledReason: z.enum(alertDisabledReasons).nullable(),
  version: z.number().int().positive(),
  /** Milliseconds since the epoch. */
  createdAt: z.number(),
  updatedAt: z.number(),
})
export type Alert = z.infer<typeof alertSchema>

/** GET /v1/alerts: the user's alerts, oldest first (a new one is appended), and the limit. */
export const alertListSchema = z.object({
  data: z.array(alertSchema),
  limit: z.object({
    /** Alerts the account keeps, enabled or not. */
    used: z.number().int().nonnegative(),
    /** What its plan and ALERT_LIMIT add-ons allow (src/core/alertLimits.ts). */
    max: z.number().int().nonnegative(),
  }),
})
export type AlertList = z.infer<typeof alertListSchema>

/**
 * GET /v1/alerts/formula-series: a formula of the user's saved workbench at an alert's
 * resolution, the series a formula alert on it evaluates (the alert dialog's preview).
 */
export const formulaSeriesQuerySchema = z.strictObject({
  ...alertSourceSchema.shape,
  resolution: alertIntervalSchema,
})
export type FormulaSeriesQuery = z.output<typeof formulaSeriesQuerySchema>

/** Its answer: times in unix seconds, ascending; null where the formula has no value. */
export const formulaSeriesSchema = z.object({
  t: z.array(z.number()),
  v: z.array(z.number().nullable()),
})
export type FormulaSeries = z.infer<typeof formulaSeriesSchema>
