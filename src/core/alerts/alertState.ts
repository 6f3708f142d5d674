import { z } from 'zod'

/*
 * What an alert carries from one evaluation to the next (docs/alerts.md, "Conditions and firing
 * rules"). Plain JSON, so the server stores it with the alert and any instance can pick it up.
 */

export interface AlertState {
  /**
   * The newest closed point time (unix seconds) already looked at: an evaluation reads the
   * closed points after it, then the newest point, whose period may still be open. null until
   * the alert is armed; just before the only point when it was armed on a series of one.
   */
  throughT: number | null
  /**
   * What the condition read at the last closed evaluated point, or at arming: the watched value
   * (after the moving average) for level conditions, the percent change for percent ones. The
   * open point is compared with it. null while no point could be evaluated yet.
   */
  lastValue: number | null
  /** Whether that point satisfied the condition (for eq: whether it sat exactly on the level). */
  lastSatisfied: boolean
  /**
   * The point time of the last firing: for the 1h and 24h repeat periods, and so that a period
   * that fired while open does not fire again.
   */
  lastFiredAt: number | null
}

/** A new or edited alert: its first evaluation arms it and fires nothing. */
export const unarmedAlertState: AlertState = Object.freeze({
  throughT: null,
  lastValue: null,
  lastSatisfied: false,
  lastFiredAt: null,
})

// zod numbers are finite: NaN and ±Infinity never reach stored state.
const time = z.number()

export const alertStateSchema = z.object({
  throughT: time.nullable(),
  lastValue: z.number().nullable(),
  lastSatisfied: z.boolean(),
  lastFiredAt: time.nullable(),
})

export function isArmed(state: AlertState): boolean {
  return state.throughT !== null
}
