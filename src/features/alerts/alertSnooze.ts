/*
 * Snoozing an alert: it stays on but tells nobody until `snoozedUntil` (the server skips its
 * firings meanwhile). The menu offers an hour, a day and a week from now, and off.
 */

export const snoozeChoices = ['1h', '24h', '1w'] as const
export type SnoozeChoice = (typeof snoozeChoices)[number]

const choiceMs: Record<SnoozeChoice, number> = {
  '1h': 3_600_000,
  '24h': 86_400_000,
  '1w': 7 * 86_400_000,
}

export const snoozeLabels: Record<SnoozeChoice, string> = {
  '1h': 'For 1 hour',
  '24h': 'For 24 hours',
  '1w': 'For 1 week',
}

/** The snoozedUntil a choice sets, in milliseconds; null turns snoozing off. */
export function snoozeUntil(choice: SnoozeChoice | 'off', now: number): number | null {
  return choice === 'off' ? null : now + choiceMs[choice]
}

/** Whether the alert is snoozed at `now` (a past snoozedUntil is over). */
export function isSnoozed(snoozedUntil: number | null, now: number): snoozedUntil is number {
  return snoozedUntil !== null && snoozedUntil > now
}
