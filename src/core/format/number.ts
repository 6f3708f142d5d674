import { missingValue } from './placeholder'

export interface NumberFormatOptions {
  /** A further cap on fraction digits (a table's 2 for prices); the significant rule still holds. */
  maximumFractionDigits?: number
  /** Defaults to 0; when 6 significant digits leave fewer, the number is shown whole. */
  minimumFractionDigits?: number
}

/**
 * A number shown to a reader has at most this many significant digits (102,399; 1.00412;
 * 0.000123457), except that integer digits are never dropped (1,234,567,890 stays whole).
 */
export const displaySignificantDigits = 6

// Intl.NumberFormat construction is far slower than format(); tables and tooltips format
// thousands of values, so each distinct option set is built once.
const formatters = new Map<string, Intl.NumberFormat>()

/** Intl's own bound on fraction digits in the Node and browsers we support. */
const maxIntlFractionDigits = 20

function clampDigits(digits: number): number {
  return Math.min(maxIntlFractionDigits, Math.max(0, Math.trunc(digits)))
}

function formatterFor(
  minimumFractionDigits: number,
  maximumFractionDigits: number,
  style: 'decimal' | 'percent' = 'decimal',
): Intl.NumberFormat {
  const key = `${style}:${minimumFractionDigits}:${maximumFractionDigits}`
  let formatter = formatters.get(key)
  if (!formatter) {
    formatter = new Intl.NumberFormat('en-US', {
      style,
      minimumFractionDigits,
      maximumFractionDigits,
      // Percent changes carry an explicit "+"; plain numbers never show "-0".
      signDisplay: style === 'percent' ? 'exceptZero' : 'negative',
    })
    formatters.set(key, formatter)
  }
  return formatter
}

// Below 1e-15 the significant digits need more fraction digits than Intl takes.
const tinyFormatter = new Intl.NumberFormat('en-US', {
  maximumSignificantDigits: displaySignificantDigits,
  signDisplay: 'negative',
})

function isDisplayable(value: number | null | undefined): value is number {
  return typeof value === 'number' && Number.isFinite(value)
}

/** The fraction digits that leave `value` at most 6 significant digits (0 from 100,000 up). */
function significantFractionDigits(value: number): number {
  if (value === 0) return 0
  const exponent = Math.floor(Math.log10(Math.abs(value)))
  return Math.max(0, displaySignificantDigits - 1 - exponent)
}

/**
 * A number as a reader sees it (tooltips, legends, tables, alert texts): en-US grouping, at most
 * 6 significant digits without ever dropping an integer digit, trailing zeros trimmed:
 * 102398.95373486 -> "102,399", 1.0041234 -> "1.00412", 0.000123456789 -> "0.000123457". Up to
 * 0.001 that is within the spec's 8 fraction digits; a smaller value keeps its 6 significant
 * digits rather than reading as 0. Missing or NaN -> "–". Data leaves the app (API, copies) at
 * full precision; this is for display only.
 */
export function formatNumber(
  value: number | null | undefined,
  options: NumberFormatOptions = {},
): string {
  if (!isDisplayable(value)) return missingValue
  const significant = significantFractionDigits(value)
  const requested = options.maximumFractionDigits
  if (significant > maxIntlFractionDigits && requested === undefined) {
    return tinyFormatter.format(value)
  }
  const wanted = clampDigits(requested ?? significant)
  const min = Math.min(wanted, clampDigits(options.minimumFractionDigits ?? 0))
  // Fraction digits a caller always wants (cents) are all or none: "91,072", not "91,071.5".
  if (min > significant) return formatterFor(0, 0).format(value)
  return formatterFor(min, Math.min(wanted, clampDigits(significant))).format(value)
}

// Ascending, so a value that rounds up to "1000" of one unit can step to the next.
const compactUnits = [
  { size: 1e3, suffix: 'K' },
  { size: 1e6, suffix: 'M' },
  { size: 1e9, suffix: 'B' },
  { size: 1e12, suffix: 'T' },
] as const

/**
 * Axis-style compact form with at most 2 fraction digits: 1234 -> "1.23K", 1.5e9 -> "1.5B".
 * Magnitudes below 1000 go through formatNumber unchanged. A value that would round to "1000"
 * of one unit moves to the next (999999 -> "1M", not "1000K"); beyond T it stays in T.
 */
export function formatCompact(value: number | null | undefined): string {
  if (!isDisplayable(value)) return missingValue
  const magnitude = Math.abs(value)
  const index = compactUnits.findLastIndex((u) => magnitude >= u.size)
  let unit = compactUnits[index]
  if (!unit) return formatNumber(value)
  const next = compactUnits[index + 1]
  if (next && Math.round((magnitude / unit.size) * 100) >= 100_000) unit = next
  return `${formatterFor(0, 2).format(value / unit.size)}${unit.suffix}`
}

/** Fraction digits that write every multiple of `step` exactly (0.25 -> 2, 500 -> 0). */
function stepFractionDigits(step: number): number {
  for (let digits = 0; digits < maxIntlFractionDigits; digits++) {
    const scaled = step * 10 ** digits
    if (Math.abs(scaled - Math.round(scaled)) <= 1e-9 * scaled) return digits
  }
  return maxIntlFractionDigits
}

/** The largest power of ten `value` is a multiple of: a tick's own step on a log axis. */
function ownStep(value: number): number {
  const magnitude = Math.abs(value)
  if (magnitude === 0) return 1
  for (let power = Math.floor(Math.log10(magnitude)); power > -maxIntlFractionDigits; power--) {
    const units = magnitude / 10 ** power
    if (Math.abs(units - Math.round(units)) <= 1e-9 * units) return 10 ** power
  }
  return 10 ** -maxIntlFractionDigits
}

/**
 * An axis tick, written with the digits its step needs rather than the reader's 6 significant
 * digits: ticks 0.25 apart read "1.25", 500 apart "101.5K", 5 apart "101,005" (a compact unit
 * only while it needs at most 2 fraction digits, else the plain number). Without a step (log
 * axes, whose ticks are not evenly spaced) each tick is written with its own digits.
 */
export function formatAxisTick(value: number | null | undefined, step?: number): string {
  if (!isDisplayable(value)) return missingValue
  const tickStep = step !== undefined && Number.isFinite(step) && step > 0 ? step : ownStep(value)
  const magnitude = Math.abs(value)
  const unit = compactUnits.findLast((u) => magnitude >= u.size)
  if (unit) {
    const digits = stepFractionDigits(tickStep / unit.size)
    if (digits <= 2) return `${formatterFor(0, digits).format(value / unit.size)}${unit.suffix}`
  }
  const digits = stepFractionDigits(tickStep)
  return formatterFor(0, digits).format(value)
}

/** Beyond this many percent a change is shown as infinity (charts.md section 9). */
export const percentChangeLimit = 999.9

/**
 * Signed percent change from a RATIO (0.1234 -> "+12.34%", -0.051 -> "-5.1%", 0 -> "0%"), the
 * form the API's change_24h / change_7d fields use. More than 999.9% either way, or an infinite
 * ratio (a change from zero), shows "+∞" / "-∞". Missing or NaN -> "–".
 */
export function formatPercentChange(
  ratio: number | null | undefined,
  maximumFractionDigits = 2,
): string {
  if (typeof ratio !== 'number' || Number.isNaN(ratio)) return missingValue
  // toPrecision drops float noise: 9.999 * 100 is 999.9000000000001, which must not count as "over".
  const percent = Number((ratio * 100).toPrecision(12))
  if (Math.abs(percent) > percentChangeLimit) return ratio > 0 ? '+∞' : '-∞'
  const digits = clampDigits(maximumFractionDigits)
  return formatterFor(0, digits, 'percent').format(ratio)
}
