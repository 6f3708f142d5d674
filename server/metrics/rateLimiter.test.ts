import { describe, expect, it } from 'vitest'
import { RateLimiter } from './rateLimiter'

const limit = { requests: 3, windowSeconds: 60 }

describe('RateLimiter', () => {
  it('lets a burst of the limit through, then asks to wait until a token refills', () => {
    let now = 0
    const limiter = new RateLimiter(() => now)
    expect([1, 2, 3].map(() => limiter.take('a', limit))).toEqual([0, 0, 0])
    // One token every 20 s.
    expect(limiter.take('a', limit)).toBe(20)
    now += 19_000
    expect(limiter.take('a', limit)).toBe(1)
    now += 1_000
    expect(limiter.take('a', limit)).toBe(0)
  })

  it('keeps one bucket per key', () => {
    const limiter = new RateLimiter(() => 0)
    for (let i = 0; i < 3; i++) limiter.take('a', limit)
    expect(limiter.take('a', limit)).toBeGreaterThan(0)
    expect(limiter.take('b', limit)).toBe(0)
  })

  it('stays within its key budget, dropping idle keys first', () => {
    let now = 0
    const limiter = new RateLimiter(() => now, 3)
    for (let i = 0; i < 3; i++) limiter.take('busy', limit)
    for (let i = 0; i < 100; i++) {
      now += 1
      limiter.take(`caller-${i}`, limit)
      expect(limiter.size).toBeLessThanOrEqual(3)
    }
    // The busy key was the least recently seen and went; it restarts with a full bucket.
    expect(limiter.take('busy', limit)).toBe(0)
    now += 60_000
    // Every bucket has refilled: they are idle and make room before any active one.
    limiter.take('x', limit)
    limiter.take('x', limit)
    limiter.take('y', limit)
    limiter.take('z', limit)
    expect(limiter.take('x', limit)).toBe(0)
  })

  it('when every key is busy, lets the least recently seen go and keeps the others', () => {
    let now = 0
    const limiter = new RateLimiter(() => now, 100)
    for (let i = 0; i < 100; i++) {
      now += 1
      for (let n = 0; n < 3; n++) limiter.take(`caller-${i}`, limit)
    }
    limiter.take('one-more', limit)
    limiter.take('and-another', limit)
    expect(limiter.size).toBe(100)
    // The two least recently seen restart full; the rest are still out of tokens.
    expect(limiter.take('caller-0', limit)).toBe(0)
    expect(limiter.take('caller-50', limit)).toBeGreaterThan(0)
    expect(limiter.take('caller-99', limit)).toBeGreaterThan(0)
  })

  it('never refills when the clock steps back', () => {
    let now = 100_000
    const limiter = new RateLimiter(() => now)
    for (let i = 0; i < 3; i++) limiter.take('a', limit)
    now -= 50_000
    expect(limiter.take('a', limit)).toBeGreaterThan(0)
  })
})
