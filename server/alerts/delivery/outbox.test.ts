import { describe, expect, it } from 'vitest'
import { deliveryBackoffMs, retryDelayMs } from './outbox'

describe('retryDelayMs', () => {
  it('backs off 10 s, 30 s, 2 min, 10 min, 30 min, then hourly', () => {
    expect([1, 2, 3, 4, 5, 6, 7, 20].map((attempt) => retryDelayMs(attempt))).toEqual([
      10_000, 30_000, 120_000, 600_000, 1_800_000, 3_600_000, 3_600_000, 3_600_000,
    ])
    expect(deliveryBackoffMs).toHaveLength(6)
  })

  it('waits at least as long as the service asked (Retry-After)', () => {
    expect(retryDelayMs(1, 90_000)).toBe(90_000)
    expect(retryDelayMs(6, 90_000)).toBe(3_600_000)
  })
})
