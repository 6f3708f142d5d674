import { isIntraday, type Resolution } from '../resolution'
import { missingValue } from './placeholder'

/**
 * Timestamps at or above this are milliseconds: as seconds they would be past the year 33000,
 * while 13-digit millisecond values cover 2001..2286 (app.md section 3, datapoints).
 */
const millisecondThreshold = 1e12

/**
 * Whole unix seconds from seconds, milliseconds (13+ digits), a numeric string or a Date.
 * Fractions of a second are floored. Anything unreadable yields NaN so callers can reject it.
 */
export function toUnixSeconds(t: number | string | Date): number {
  let value: number
  if (t instanceof Date) value = t.getTime() / 1000
  else if (typeof t === 'string') value = /^\s*-?\d+(\.\d+)?\s*$/.test(t) ? Number(t) : NaN
  else value = t
  if (!Number.isFinite(value)) return NaN
  if (Math.abs(value) >= millisecondThreshold && !(t instanceof Date)) value /= 1000
  return Math.floor(value)
}

/** ISO-8601 in UTC, or undefined when the timestamp is not a representable date. */
function isoUtc(t: number | string | Date): string | undefined {
  const seconds = toUnixSeconds(t)
  if (Number.isNaN(seconds)) return undefined
  const date = new Date(seconds * 1000)
  if (Number.isNaN(date.getTime())) return undefined
  const iso = date.toISOString()
  // Years outside 0000..9999 come out as "+012345-..." and would be sliced into nonsense.
  return /^\d{4}-/.test(iso) ? iso : undefined
}

/** UTC calendar date: 1706706300 -> "2024-01-31". Invalid input -> "–". */
export function formatDate(t: number | string | Date): string {
  return isoUtc(t)?.slice(0, 10) ?? missingValue
}

/** UTC date and time to the minute: 1706706300 -> "2024-01-31 13:05". Invalid input -> "–". */
export function formatDateTime(t: number | string | Date): string {
  const iso = isoUtc(t)
  return iso ? `${iso.slice(0, 10)} ${iso.slice(11, 16)}` : missingValue
}

/**
 * Tooltip date in UTC (charts.md section 9): hour and minute only for 10-minute and hourly data,
 * where several points share a day; the calendar date otherwise.
 */
export function formatTooltipDate(t: number | string | Date, resolution?: Resolution): string {
  return isIntraday(resolution) ? formatDateTime(t) : formatDate(t)
}
