import { describe, expect, it } from 'vitest'
import { isSnoozed, snoozeUntil } from './alertSnooze'

describe('snooze', () => {
  const now = Date.UTC(2026, 10, 25, 12)

  it('sets the end an hour, a day or a week ahead, and clears it when off', () => {
    expect(snoozeUntil('1h', now)).toBe(now + 3_600_000)
    expect(snoozeUntil('24h', now)).toBe(now + 86_400_000)
    expect(snoozeUntil('1w', now)).toBe(now + 604_800_000)
    expect(snoozeUntil('off', now)).toBeNull()
  })

  it('counts a past end as not snoozed', () => {
    expect(isSnoozed(now + 1, now)).toBe(true)
    expect(isSnoozed(now, now)).toBe(false)
    expect(isSnoozed(null, now)).toBe(false)
  })
})
