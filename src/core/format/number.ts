import { missingValue } from './placeholder'

export interface NumberFormatOptions {
  /** Defaults to 8 (charts.md section 9); trailing zeros are never shown beyond the minimum. */
  maximumFractionDigits?: number
  /** Defaults to 0. */
  minimumFractionDigits?: number
}

const defaultMaxFractionDigits = 8
// Intl.NumberFormat construction is far slower than format(); tables and tooltips format
// thousands of values, so each distinct option set is built once.
const formatters = new Map<string, Intl.NumberFormat>()

function clampDigits(digits: number): number {
  return Math.min(20, Math.max(0, Math.trunc(digits)))
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

function isDisplayable(value: number | null | undefined): value is number {
  return typeof value === 'number' && Number.isFinite(value)
}

/** en-US grouping, up to 8 fraction digits: 1234.5 -> "1,234.5". Missing or NaN -> "–". */
export function formatNumber(
  value: number | null | undefined,
  options: NumberFormatOptions = {},
): string {
  if (!isDisplayable(value)) return missingValue
  const max = clampDigits(options.maximumFractionDigits ?? defaultMaxFractionDigits)
  const min = Math.min(max, clampDigits(options.minimumFractionDigits ?? 0))
  return formatterFor(min, max).format(value)
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
