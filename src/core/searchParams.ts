import { z } from 'zod'
import { toUnixSeconds } from './format/date'
import { uuidSchema } from './identifiers'
import { modalNames } from './modals'
import { billingCycles, defaultBillingCycle } from './plans'
import { resolutions } from './resolution'

/*
 * Schemas for single query-parameter values (app.md section 2). TanStack Router hands over values
 * it has already JSON-parsed, so "?s=1700000000" arrives as a number and "?sameAxis=true" as a
 * boolean, while hand-edited links bring strings: every schema here accepts both forms.
 */

/** Makes a field optional and turns an invalid value into "absent" instead of an error. */
export function lenient<T extends z.ZodType>(schema: T) {
  return schema.optional().catch(undefined)
}

function trimmedLowercase(value: unknown): unknown {
  return typeof value === 'string' ? value.trim().toLowerCase() : value
}

/** An enum that forgives case and surrounding spaces in hand-typed links ("USD", " Log"). */
function caseInsensitiveEnum<const T extends readonly [string, ...string[]]>(values: T) {
  return z.preprocess(trimmedLowercase, z.enum(values))
}

function numberFromText(value: unknown): unknown {
  return typeof value === 'string' && /^\s*-?\d+(\.\d+)?\s*$/.test(value) ? Number(value) : value
}

function integerParam(min: number, max: number) {
  return z.preprocess(numberFromText, z.number().int().min(min).max(max))
}

// eslint-disable-next-line no-control-regex -- control characters are exactly what is rejected
const controlCharacters = /[\u0000-\u001f\u007f]/

/** Free text such as a metric path or exchange name; numbers are read back as their text. */
export const textParamSchema = z.preprocess(
  (value) => (typeof value === 'number' && Number.isFinite(value) ? String(value) : value),
  z
    .string()
    .trim()
    .min(1)
    .max(256)
    .refine((text) => !controlCharacters.test(text)),
)

export const resolutionSchema = caseInsensitiveEnum(resolutions)

export const currencies = ['native', 'usd'] as const
export const currencySchema = caseInsensitiveEnum(currencies)
export type Currency = z.infer<typeof currencySchema>

export const scales = ['lin', 'log'] as const
export const scaleSchema = caseInsensitiveEnum(scales)
export type Scale = z.infer<typeof scaleSchema>

export const chartStyles = ['line', 'column'] as const
export const chartStyleSchema = caseInsensitiveEnum(chartStyles)
export type ChartStyle = z.infer<typeof chartStyleSchema>

/** Range-selector labels; 1m is one month. A missing zoom means defaultZoom. */
export const zoomLevels = [
  '1w',
  '1m',
  '3m',
  '6m',
  'ytd',
  '1y',
  '2y',
  '5y',
  '7y',
  '10y',
  'all',
] as const
export const zoomSchema = caseInsensitiveEnum(zoomLevels)
export type Zoom = z.infer<typeof zoomSchema>
export const defaultZoom: Zoom = 'all'

export const billingCycleParamSchema = caseInsensitiveEnum(billingCycles)

export const modalSchema = z.enum(modalNames)

/** Asset symbol, normalised to upper case: " btc" -> "BTC", 1-15 letters or digits. */
export const assetSchema = z.preprocess(
  (value) => (typeof value === 'number' && Number.isInteger(value) ? String(value) : value),
  z
    .string()
    .trim()
    .toUpperCase()
    .regex(/^[A-Z0-9]{1,15}$/),
)

/** Whole unix seconds; 13-digit values are read as milliseconds and converted. */
export const unixSecondsParamSchema = z.preprocess(
  (value) =>
    typeof value === 'number' || typeof value === 'string' ? toUnixSeconds(value) : value,
  z.number().int().nonnegative(),
)

/** A finite number (a value on a chart's axis: the workbench's sy and uy). */
export const axisValueParamSchema = z.preprocess(
  (value) => (typeof value === 'string' && value.trim() !== '' ? Number(value) : value),
  z.number().finite(),
)

const booleanWords = new Map<unknown, boolean>([
  ['true', true],
  ['false', false],
  ['1', true],
  ['0', false],
  [1, true],
  [0, false],
])

/** true / false / 'true' / 'false' / 1 / 0 / '1' / '0'. */
export const booleanParamSchema = z.preprocess(
  (value) => booleanWords.get(trimmedLowercase(value)) ?? value,
  z.boolean(),
)

/** Moving average, moving median and EMA windows, in points. */
export const movingWindowSchema = integerParam(0, 400)

export const pageSchema = integerParam(1, Number.MAX_SAFE_INTEGER)
export const maxPageSize = 500
export const pageSizeSchema = integerParam(1, maxPageSize)

/**
 * Where to go after login or checkout. Only same-origin paths are accepted: a leading single "/";
 * never "//host" or "/\host" (browsers read both as another origin), never an encoded form of
 * those, never control characters (browsers strip them, turning "/\t/host" into "//host").
 */
export function isSafeRedirectPath(path: string): boolean {
  if (path.length > 2048 || !path.startsWith('/')) return false
  let decoded: string
  try {
    decoded = decodeURIComponent(path)
  } catch {
    return false
  }
  return [path, decoded].every(
    (p) => !p.startsWith('//') && !p.includes('\\') && !controlCharacters.test(p),
  )
}

export const redirectPathSchema = z.string().refine(isSafeRedirectPath)

/** A plan-like word carried to the upgrade modal, which decides which ones it accepts. */
export const upgradePlanSchema = z
  .string()
  .trim()
  .regex(/^[\w-]{1,64}$/)

/**
 * A search object whose parse never throws: each field is lenient, a non-object input becomes
 * {} and unknown keys are dropped. A field that was present but invalid stays in the output as
 * `undefined`: TanStack Router merges a route's validated search over the raw one, so leaving
 * the key out would let the raw, invalid value through. Links omit `undefined` values.
 */
export function searchObject<S extends Record<string, ReturnType<typeof lenient>>>(shape: S) {
  return z.object(shape).catch(() => ({}) as z.output<z.ZodObject<S>>)
}

export const globalSearchFields = {
  modal: lenient(modalSchema),
  upgradePlan: lenient(upgradePlanSchema),
  redirectTo: lenient(redirectPathSchema),
  redirect_to: lenient(redirectPathSchema),
  referrer: lenient(textParamSchema),
}

export const chartSearchFields = {
  ...globalSearchFields,
  a: lenient(assetSchema),
  m: lenient(textParamSchema),
  metrics: lenient(textParamSchema),
  c: lenient(currencySchema),
  i: lenient(resolutionSchema),
  ai: lenient(textParamSchema),
  s: lenient(unixSecondsParamSchema),
  u: lenient(unixSecondsParamSchema),
  /** The workbench's left axis from sy to uy (both needed, sy below uy). */
  sy: lenient(axisValueParamSchema),
  uy: lenient(axisValueParamSchema),
  e: lenient(textParamSchema),
  from_exchange: lenient(textParamSchema),
  to_exchange: lenient(textParamSchema),
  miner: lenient(textParamSchema),
  network: lenient(textParamSchema),
  maturity: lenient(textParamSchema),
  period: lenient(textParamSchema),
  mAvg: lenient(movingWindowSchema),
  mMedian: lenient(movingWindowSchema),
  ema: lenient(movingWindowSchema),
  mScl: lenient(scaleSchema),
  pScl: lenient(scaleSchema),
  axis: lenient(textParamSchema),
  sameAxis: lenient(booleanParamSchema),
  chartStyle: lenient(chartStyleSchema),
  zoom: lenient(zoomSchema),
  boostMode: lenient(booleanParamSchema),
  exportMode: lenient(booleanParamSchema),
  contractExpiration: lenient(textParamSchema),
  date: lenient(textParamSchema),
  f: lenient(textParamSchema),
  resolution: lenient(resolutionSchema),
  timestamp_format: lenient(textParamSchema),
  /**
   * An alert of the user's whose threshold and past firings the chart draws (the link a
   * notification opens, alertChartHref).
   */
  alert: lenient(z.preprocess(trimmedLowercase, uuidSchema)),
}

export const dashboardSearchFields = {
  ...globalSearchFields,
  a: lenient(assetSchema),
  editDashboard: lenient(booleanParamSchema),
  zoom: lenient(zoomSchema),
}

export const pricingSearchFields = {
  ...globalSearchFields,
  billingCycle: lenient(billingCycleParamSchema),
  checkout: lenient(textParamSchema),
}

export const pageSearchFields = {
  ...globalSearchFields,
  page: lenient(pageSchema),
  page_size: lenient(pageSizeSchema),
  page_count: lenient(pageSchema),
  category: lenient(textParamSchema),
}

/** `telegramConfirmUrl`: back from linking Telegram (docs/alerts.md, "Notification settings"). */
export const settingsSearchFields = {
  ...globalSearchFields,
  telegramConfirmUrl: lenient(textParamSchema),
}

export const metricsRedirectSearchFields = {
  ...globalSearchFields,
  metric: lenient(textParamSchema),
  a: lenient(assetSchema),
}

export const globalSearchSchema = searchObject(globalSearchFields)
export const chartSearchSchema = searchObject(chartSearchFields)
export const dashboardSearchSchema = searchObject(dashboardSearchFields)
export const pricingSearchSchema = searchObject(pricingSearchFields)
export const pageSearchSchema = searchObject(pageSearchFields)
export const metricsRedirectSearchSchema = searchObject(metricsRedirectSearchFields)
export const settingsSearchSchema = searchObject(settingsSearchFields)

export type GlobalSearch = z.output<typeof globalSearchSchema>
export type ChartSearch = z.output<typeof chartSearchSchema>
export type DashboardSearch = z.output<typeof dashboardSearchSchema>
export type PricingSearch = z.output<typeof pricingSearchSchema>
export type PageSearch = z.output<typeof pageSearchSchema>
export type MetricsRedirectSearch = z.output<typeof metricsRedirectSearchSchema>

/** Defaults applied where a parameter is absent (app.md sections 1, 2 and 9). */
export const searchDefaults = {
  zoom: defaultZoom,
  billingCycle: defaultBillingCycle,
  page: 1,
  page_size: 100,
} as const
