/** Time helpers: unix seconds, UTC days. A day index is the number of days since 1970-01-01. */

export const TEN_MINUTES = 600
export const HOUR = 3600
export const DAY = 86400
export const YEAR_DAYS = 365.25

/** Unix seconds of a `YYYY-MM-DD` date at UTC midnight. */
export function dateToUnix(date: string): number {
  const parsed = Date.parse(`${date}T00:00:00Z`)
  if (Number.isNaN(parsed)) throw new Error(`Invalid date: ${date}`)
  return parsed / 1000
}

/** The day index of a `YYYY-MM-DD` date. */
export function dateToDay(date: string): number {
  return dateToUnix(date) / DAY
}

export function dayOf(t: number): number {
  return Math.floor(t / DAY)
}

/** Monday 00:00 UTC of the week holding `t` (1970-01-01 was a Thursday). */
export function weekStart(t: number): number {
  const day = dayOf(t)
  return (day - ((day + 3) % 7)) * DAY
}

/** The first of the month at 00:00 UTC for `t`. */
export function monthStart(t: number): number {
  const date = new Date(t * 1000)
  return Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), 1) / 1000
}

export function hourStart(t: number): number {
  return Math.floor(t / HOUR) * HOUR
}

export function dayStart(t: number): number {
  return dayOf(t) * DAY
}
