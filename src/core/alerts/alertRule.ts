import { z } from 'zod'

/*
 * The fields of an alert that decide when it fires (app.md sections 3, 5 and 9; issue 16,
 * sections 1 and 2), as zod schemas the Alerts API contract composes into its own. Field-level
 * schemas carry their message ("Must be …"); the cross-field checks put theirs on the field at
 * fault, so a 400 reads `conditionValues: …` and a form shows it under the right input.
 */

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

export const percentConditions = ['percent_up', 'percent_down'] as const
export type PercentCondition = (typeof percentConditions)[number]

export function isPercentCondition(condition: AlertCondition): condition is PercentCondition {
  return condition === 'percent_up' || condition === 'percent_down'
}

/** Conditions that take a range, [low, high], rather than one level. */
export function isRangeCondition(condition: AlertCondition): condition is 'in' | 'out' {
  return condition === 'in' || condition === 'out'
}

/** The alert intervals (app.md section 9: 10 minutes, hour, day, week): resolutions and windows. */
export const alertIntervals = ['10m', '1h', '24h', '1w'] as const
export type AlertInterval = (typeof alertIntervals)[number]

export const alertIntervalSeconds: Record<AlertInterval, number> = {
  '10m': 600,
  '1h': 3600,
  '24h': 86_400,
  '1w': 604_800,
}

/** `once` (then disabled), `every` crossing, or every crossing at most once per 1h / 24h. */
export const alertRepeats = ['once', 'every', '1h', '24h'] as const
export type AlertRepeat = (typeof alertRepeats)[number]

export const alertRepeatSeconds = { '1h': 3600, '24h': 86_400 } as const

/**
 * Moving-average periods an alert may use, in points of its resolution. The spec gives days
 * (0, 7, 14, 30, 50, 90) and hours (0 to 168); ten-minute alerts take the hours' range, and
 * weekly ones the chart's weekly range (movingMath.ts: up to the 200-week average).
 */
export const alertMovingAverages: Record<
  AlertInterval,
  { list: readonly number[] } | { max: number }
> = {
  '10m': { max: 168 },
  '1h': { max: 168 },
  '24h': { list: [0, 7, 14, 30, 50, 90] },
  '1w': { max: 200 },
}
export const maxAlertMovingAverage = 200

export function isAllowedMovingAverage(resolution: AlertInterval, period: number): boolean {
  const allowed = alertMovingAverages[resolution]
  return 'list' in allowed ? allowed.list.includes(period) : period <= allowed.max
}

function allowedMovingAveragesText(resolution: AlertInterval): string {
  const allowed = alertMovingAverages[resolution]
  return 'list' in allowed ? `one of ${allowed.list.join(', ')}` : `0 to ${allowed.max}`
}

const listOf = (values: readonly string[]) => `Must be one of ${values.join(', ')}`

export const alertConditionSchema = z.enum(alertConditions, listOf(alertConditions))
export const alertIntervalSchema = z.enum(alertIntervals, listOf(alertIntervals))
export const alertRepeatSchema = z.enum(alertRepeats, listOf(alertRepeats))

/**
 * zod's number refuses NaN and ±Infinity: a level must be a finite number. How many depends on
 * the condition (checkAlertRule).
 */
export const conditionValuesSchema = z.array(
  z.number('Must be a finite number'),
  'Must be a list of numbers',
)

export const movingAverageSchema = z
  .number('Must be a whole number of points')
  .int('Must be a whole number of points')
  .min(0, 'Must be 0 (the raw value) or more')
  .max(maxAlertMovingAverage, `Must be at most ${maxAlertMovingAverage}`)

const modifierPattern = /^ma_(0|[1-9]\d{0,2})$/

/**
 * The `ma_{n}` form of the moving average; null, an empty string or `ma_0` is the raw value
 * (answered as null). Inputs are lenient so that clients writing '' for "none" are understood.
 */
export const modifierSchema = z
  .union([z.literal(''), z.string().regex(modifierPattern, 'Must be ma_{n}, such as ma_7')])
  .nullable()

/** The period a modifier names (0 for none). */
export function modifierPeriod(modifier: string | null | undefined): number {
  const match = modifierPattern.exec(modifier ?? '')
  return match === null ? 0 : Number(match[1])
}

/** The modifier answered for a period: `ma_{n}`, or null for the raw value. */
export function modifierFor(period: number): string | null {
  return period === 0 ? null : `ma_${period}`
}

/**
 * The rule's fields as sent, with the product's defaults (daily series, fire once). `resolution`
 * is the alert's series resolution: the evaluator does not need it, the checks do (moving-average
 * periods and the shortest percent window). The Alerts API contract spreads this shape.
 */
export const alertRuleShape = {
  resolution: alertIntervalSchema.default('24h'),
  condition: alertConditionSchema,
  conditionValues: conditionValuesSchema,
  conditionDuration: alertIntervalSchema.nullable().optional(),
  movingAverage: movingAverageSchema.optional(),
  modifier: modifierSchema.optional(),
  repeat: alertRepeatSchema.default('once'),
}

const alertRuleFieldsSchema = z.object(alertRuleShape)
export type AlertRuleInput = z.output<typeof alertRuleFieldsSchema>

/** The cross-field checks, each issue on the field at fault. */
export function checkAlertRule(rule: AlertRuleInput, ctx: z.RefinementCtx): void {
  const issue = (path: string, message: string) =>
    ctx.addIssue({ code: 'custom', path: [path], message })
  const { condition, conditionValues, conditionDuration, resolution } = rule

  if (isRangeCondition(condition)) {
    const [low, high] = conditionValues
    if (conditionValues.length !== 2) {
      issue('conditionValues', `${condition} takes two conditionValues, low and high`)
    } else if ((low as number) > (high as number)) {
      issue('conditionValues', 'Low must not be above high')
    }
  } else if (conditionValues.length !== 1) {
    issue('conditionValues', `${condition} takes one condition value`)
  } else if (isPercentCondition(condition) && (conditionValues[0] as number) <= 0) {
    issue('conditionValues', 'Must be a percent above 0, such as 5 for 5%')
  }

  if (isPercentCondition(condition)) {
    if (conditionDuration == null) {
      issue('conditionDuration', `Required for ${condition}: one of ${alertIntervals.join(', ')}`)
    } else if (alertIntervalSeconds[conditionDuration] < alertIntervalSeconds[resolution]) {
      issue('conditionDuration', `Must be at least the alert's resolution, ${resolution}`)
    }
  } else if (conditionDuration != null) {
    issue('conditionDuration', 'Only percent_up and percent_down take a conditionDuration')
  }

  // A modifier sent as null or '' names the raw value: it disagrees with a movingAverage above 0.
  const fromModifier = rule.modifier === undefined ? undefined : modifierPeriod(rule.modifier)
  if (
    rule.movingAverage !== undefined &&
    fromModifier !== undefined &&
    rule.movingAverage !== fromModifier
  ) {
    issue('modifier', `Must agree with movingAverage ${rule.movingAverage}`)
  }
  const period = rule.movingAverage ?? fromModifier ?? 0
  if (!isAllowedMovingAverage(resolution, period)) {
    const field = rule.movingAverage === undefined ? 'modifier' : 'movingAverage'
    issue(field, `Must be ${allowedMovingAveragesText(resolution)} for ${resolution}`)
  }
}

/** What the evaluator reads: one shape whichever of movingAverage and modifier was sent. */
export interface AlertRule {
  condition: AlertCondition
  conditionValues: readonly number[]
  conditionDuration: AlertInterval | null
  movingAverage: number
  repeat: AlertRepeat
}

export interface NormalizedAlertRule extends AlertRule {
  resolution: AlertInterval
  conditionValues: number[]
  modifier: string | null
}

/** Both moving-average forms answered; no conditionDuration outside the percent conditions. */
export function normalizeAlertRule(rule: AlertRuleInput): NormalizedAlertRule {
  const movingAverage = rule.movingAverage ?? modifierPeriod(rule.modifier)
  return {
    resolution: rule.resolution,
    condition: rule.condition,
    conditionValues: rule.conditionValues,
    conditionDuration: isPercentCondition(rule.condition) ? (rule.conditionDuration ?? null) : null,
    movingAverage,
    modifier: modifierFor(movingAverage),
    repeat: rule.repeat,
  }
}

/** The rule on its own (the preview's form, tests); the API composes the pieces above. */
export const alertRuleSchema = alertRuleFieldsSchema
  .superRefine(checkAlertRule)
  .transform(normalizeAlertRule)
