import { FormulaError, type SourceSpan } from './errors'
import { messages } from './messages'

/*
 * Datetimes in formulas are strings in exactly one form, "YYYY-MM-DD HH:mm:ss", read as UTC (the
 * series' timestamps are UTC unix seconds). Anything else, including a valid form naming a day
 * that does not exist (2023-02-29), is refused with the spec's message rather than guessed at.
 */

const pattern = /^(\d{4})-(\d{2})-(\d{2}) (\d{2}):(\d{2}):(\d{2})$/

/** Unix seconds of a "YYYY-MM-DD HH:mm:ss" text, or null when it is not one. */
export function parseDatetime(text: string): number | null {
  const match = pattern.exec(text)
  if (match === null) return null
  const [year, month, day, hour, minute, second] = match.slice(1).map(Number) as [
    number,
    number,
    number,
    number,
    number,
    number,
  ]
  if (hour > 23 || minute > 59 || second > 59) return null
  // setUTCFullYear, unlike Date.UTC, does not map years 0-99 to 1900-1999.
  const date = new Date(0)
  date.setUTCFullYear(year, month - 1, day)
  if (date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return null
  return date.getTime() / 1000 + hour * 3600 + minute * 60 + second
}

/** As parseDatetime, throwing the spec's error at `span` for anything else. */
export function datetimeOrThrow(text: string, span: SourceSpan, usage?: string): number {
  const seconds = parseDatetime(text)
  if (seconds === null) throw new FormulaError(messages.invalidDatetime, span, usage)
  return seconds
}
