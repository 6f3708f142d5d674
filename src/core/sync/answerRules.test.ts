import { describe, expect, it } from 'vitest'
import { answerRule, backoffMs, retryAfterMs } from './answerRules'

const now = Date.UTC(2026, 10, 28, 12)

describe('answerRule', () => {
  it('has one rule per status', () => {
    const rule = (status: number) => answerRule({ status }, 1, now).action
    expect([200, 201, 204].map(rule)).toEqual(['done', 'done', 'done'])
    expect(rule(412)).toBe('conflict')
    expect(rule(401)).toBe('pause')
    expect(rule(429)).toBe('wait')
    // The same key still in progress says when to come back; a name taken does not pass.
    expect(answerRule({ status: 409, retryAfter: '1' }, 1, now).action).toBe('wait')
    expect(rule(409)).toBe('reject')
    expect([400, 403, 404, 422, 428].map(rule)).toEqual(Array(5).fill('reject'))
    expect([500, 502, 503, 408].map(rule)).toEqual(Array(4).fill('retry'))
    expect(answerRule(undefined, 1, now).action).toBe('retry')
  })

  it('honours Retry-After in seconds or as a date, and backs off otherwise', () => {
    expect(answerRule({ status: 429, retryAfter: '7' }, 1, now)).toEqual({
      action: 'wait',
      delayMs: 7000,
    })
    const date = new Date(now + 30_000).toUTCString()
    expect(answerRule({ status: 503, retryAfter: date }, 1, now)).toEqual({
      action: 'retry',
      delayMs: 30_000,
    })
    expect(answerRule({ status: 429 }, 3, now)).toEqual({ action: 'wait', delayMs: backoffMs(3) })
  })

  it('bounds the delays', () => {
    expect(backoffMs(1)).toBe(2000)
    expect(backoffMs(100)).toBe(120_000)
    expect(retryAfterMs('999999', now)).toBe(3_600_000)
    expect(retryAfterMs('soon', now)).toBeUndefined()
    expect(retryAfterMs(null, now)).toBeUndefined()
  })
})
