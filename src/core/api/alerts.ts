import { z } from 'zod'
import { uuidSchema } from '../identifiers'
import { currencySchema } from './metrics'
import { assetSymbolSchema, singleLineText } from './udmItems'

/*
 * Alerts (app.md sections 3, 5, 7 and 9; /v1/alerts): a condition on a metric series, or on a
 * formula of one of the user's workbenches, and how the user is told when it holds. One schema
 * serves the app and the server. Alerts are versioned documents (documentVersion.ts) like
 * charts and dashboards. docs/api.md, "Alerts"; docs/alerts.md.
 */

// ---------------------------------------------------------------------------------------------
// Rule fields: what decides when an alert fires. They live here until the evaluator's own
// schemas (src/core/alerts/alertRule.ts) land; then this section becomes imports from there.
// ---------------------------------------------------------------------------------------------

export const alertConditions = [
  'eq',
  'gt',
  'lt',
  'in',
  'out',
  'percent_up',
  'percent_down',
] as const
export type AlertCondition = (typeof alertConditions)[number]

/** Resolutions an alert watches, and the windows of percent conditions (app.md section 9). */
export const alertIntervals = ['10m', '1h', '24h', '1w'] as const
export type AlertInterval = (typeof alertIntervals)[number]

/** once: then disabled; every: each crossing; 1h, 24h: each crossing, at most once a period. */
export const alertRepeats = ['once', 'every', '1h', '24h'] as const
export type AlertRepeat = (typeof alertRepeats)[number]

/** Moving-average periods in points (app.md section 9): days for daily and weekly alerts… */
export const dailyMovingAverages = [0, 7, 14, 30, 50, 90] as const
/** …and 0 to 168 for hourly and 10-minute ones. */
export const maxIntradayMovingAverage = 168

export function isPercentCondition(condition: AlertCondition): boolean {
  return condition === 'percent_up' || condition === 'percent_down'
}

/** in and out take a low and a high value; every other condition one. */
export function conditionValueCount(condition: AlertCondition): 1 | 2 {
  return condition === 'in' || condition === 'out' ? 2 : 1
}

function isIntradayInterval(resolution: AlertInterval): boolean {
  return resolution === '10m' || resolution === '1h'
}

export function isAllowedMovingAverage(resolution: AlertInterval, period: number): boolean {
  return isIntradayInterval(resolution)
    ? Number.isInteger(period) && period >= 0 && period <= maxIntradayMovingAverage
    : (dailyMovingAverages as readonly number[]).includes(period)
}

const modifierPattern = /^ma_(\d{1,3})$/

/** The `ma_{n}` form of a moving average; null for the raw value (0). */
export function modifierOf(movingAverage: number): string | null {
  return movingAverage === 0 ? null : `ma_${movingAverage}`
}

/** The period of an `ma_{n}` modifier; 0 for none. */
export function movingAverageOfModifier(modifier: string | null | undefined): number {
  const digits = modifier == null ? undefined : modifierPattern.exec(modifier)?.[1]
  return digits === undefined ? 0 : Number(digits)
}

const conditionValueSchema = z.number({ error: 'Must be a finite number' })

export const alertRuleShape = {
  condition: z.enum(alertConditions),
  /** Percent conditions are written as 5 for 5%. */
  conditionValues: z
    .array(conditionValueSchema)
    .min(1, 'Give the value to compare with')
    .max(2, 'At most two values: low and high'),
  conditionDuration: z.enum(alertIntervals).nullable().optional(),
  movingAverage: z.number().int('Must be a whole number of points').min(0).optional(),
  modifier: z.string().regex(modifierPattern, 'Must be ma_{n}, such as ma_7').nullable().optional(),
  repeat: z.enum(alertRepeats).default('once'),
}

interface RuleFields {
  resolution: AlertInterval
  condition: AlertCondition
  conditionValues: number[]
  conditionDuration?: AlertInterval | null | undefined
  movingAverage?: number | undefined
  modifier?: string | null | undefined
}

/** The rules between the rule fields, as issues on the field to correct. */
export function checkAlertRule(rule: RuleFields, context: z.RefinementCtx): void {
  const issue = (path: string, message: string) =>
    context.addIssue({ code: 'custom', path: [path], message })
  const { condition, conditionValues: values, resolution } = rule
  const count = conditionValueCount(condition)
  if (values.length !== count) {
    issue(
      'conditionValues',
      count === 2 ? `${condition} takes two values: low and high` : `${condition} takes one value`,
    )
  } else if (count === 2 && (values[0] ?? 0) > (values[1] ?? 0)) {
    issue('conditionValues', 'The low value must not be above the high value')
  }
  if (isPercentCondition(condition)) {
    if ((values[0] ?? 1) <= 0) issue('conditionValues', 'Must be a percentage above 0, such as 5')
    const duration = rule.conditionDuration
    if (duration == null) {
      issue('conditionDuration', `Required for ${condition}: one of ${alertIntervals.join(', ')}`)
    } else if (alertIntervals.indexOf(duration) < alertIntervals.indexOf(resolution)) {
      issue('conditionDuration', `Must be at least the resolution (${resolution})`)
    }
  } else if (rule.conditionDuration != null) {
    issue('conditionDuration', 'Only percent_up and percent_down take a duration')
  }
  const fromModifier = rule.modifier == null ? 0 : movingAverageOfModifier(rule.modifier)
  const period = rule.movingAverage ?? fromModifier
  if (rule.movingAverage !== undefined && rule.modifier !== undefined && fromModifier !== period) {
    issue('modifier', `Must agree with movingAverage (${modifierOf(period) ?? 'null'})`)
  } else if (!isAllowedMovingAverage(resolution, period)) {
    issue(
      rule.movingAverage === undefined ? 'modifier' : 'movingAverage',
      isIntradayInterval(resolution)
        ? `For a ${resolution} alert, a whole number from 0 to ${maxIntradayMovingAverage}`
        : `For a ${resolution} alert, one of ${dailyMovingAverages.join(', ')}`,
    )
  }
}

// ---------------------------------------------------------------------------------------------
// End of the rule fields.
// ---------------------------------------------------------------------------------------------

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
  resolution: z.enum(alertIntervals).default('24h'),
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
      modifier,
      movingAverage,
      ...alert
    }) => ({
      ...alert,
      path: alert.path ?? null,
      source: alert.source ?? null,
      asset: alert.asset ?? null,
      currency: alert.currency ?? null,
      exchange: alert.exchange ?? null,
      conditionDuration: alert.conditionDuration ?? null,
      movingAverage: movingAverage ?? movingAverageOfModifier(modifier),
    }),
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
  resolution: z.enum(alertIntervals),
  condition: z.enum(alertConditions),
  conditionValues: z.array(z.number()),
  conditionDuration: z.enum(alertIntervals).nullable(),
  movingAverage: z.number().int().nonnegative(),
  /** `ma_{n}`; null for the raw value. */
  modifier: z.string().nullable(),
  metricName: z.string(),
  name: z.string(),
  channels: z.array(z.enum(alertChannels)),
  repeat: z.enum(alertRepeats),
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
