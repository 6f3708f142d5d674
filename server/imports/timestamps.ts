/**
 * Timestamps of imported files: unix seconds, 13-digit milliseconds (what JavaScript and many
 * exports write) or RFC 3339 (`2024-01-31T00:00:00Z`, an offset, or a bare date at UTC midnight).
 * Answers unix seconds, or the reason the text is not a timestamp.
 */
export type TimestampResult = { ok: true; seconds: number } | { ok: false; reason: string }

/** 9999-12-31T23:59:59Z: anything later is a typo, not a date. */
const maxSeconds = 253_402_300_799

const rfc3339 =
  /^(\d{4})-(\d{2})-(\d{2})(?:[Tt ](\d{2}):(\d{2}):(\d{2})(\.\d+)?([Zz]|([+-])(\d{2}):(\d{2})))?$/

export function parseTimestamp(raw: string | number): TimestampResult {
  if (typeof raw === 'number') {
    if (!Number.isInteger(raw) || raw < 0) return invalid(String(raw))
    return fromDigits(String(raw))
  }
  const text = raw.trim()
  if (text === '') return { ok: false, reason: 'missing timestamp' }
  if (/^\d+$/.test(text)) return fromDigits(text)
  const match = rfc3339.exec(text)
  return match === null ? invalid(text) : fromRfc3339(text, match)
}

/** RFC 3339 in UTC with whole seconds, as error messages and summaries show dates. */
export function formatTimestamp(seconds: number): string {
  return new Date(seconds * 1000).toISOString().replace('.000Z', 'Z')
}

function fromDigits(digits: string): TimestampResult {
  if (digits.length === 13) {
    const milliseconds = Number(digits)
    if (milliseconds % 1000 !== 0) {
      return { ok: false, reason: `timestamp ${digits} is not a whole second` }
    }
    return inRange(digits, milliseconds / 1000)
  }
  return inRange(digits, Number(digits))
}

function fromRfc3339(text: string, match: RegExpExecArray): TimestampResult {
  const [year, month, day, hour, minute, second] = match
    .slice(1, 7)
    .map((part) => Number(part ?? 0))
  const fraction = match[7]
  if (fraction !== undefined && Number(fraction) !== 0) {
    return { ok: false, reason: `timestamp ${text} is not a whole second` }
  }
  const utc = Date.UTC(year ?? 0, (month ?? 1) - 1, day ?? 1, hour ?? 0, minute ?? 0, second ?? 0)
  const date = new Date(utc)
  // Date.UTC rolls 2024-02-30 over to March; a real date reads back the same fields.
  const real =
    date.getUTCFullYear() === year &&
    date.getUTCMonth() + 1 === month &&
    date.getUTCDate() === day &&
    date.getUTCHours() === hour &&
    date.getUTCMinutes() === minute &&
    date.getUTCSeconds() === second
  if (!real) return { ok: false, reason: `timestamp ${text} is not a valid date` }
  const sign = match[9] === '-' ? -1 : 1
  const offsetMinutes = sign * (Number(match[10] ?? 0) * 60 + Number(match[11] ?? 0))
  return inRange(text, utc / 1000 - offsetMinutes * 60)
}

function inRange(text: string, seconds: number): TimestampResult {
  if (seconds < 0 || seconds > maxSeconds) {
    return { ok: false, reason: `timestamp ${text} is out of range (1970 to 9999)` }
  }
  return { ok: true, seconds }
}

function invalid(text: string): TimestampResult {
  return {
    ok: false,
    reason: `timestamp "${text}" is not unix seconds, 13-digit milliseconds or an RFC 3339 date`,
  }
}
