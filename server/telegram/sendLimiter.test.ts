import { describe, expect, it } from 'vitest'
import { createSendLimiter } from './sendLimiter'

/** A clock that only moves when the limiter sleeps. */
function pausedTime() {
  let now = 1_000_000
  const sleeps: number[] = []
  return {
    sleeps,
    clock: () => now,
    sleep: (ms: number) => {
      sleeps.push(ms)
      now += ms
      return Promise.resolve()
    },
    advance: (ms: number) => void (now += ms),
  }
}

describe('send limiter', () => {
  it('spaces messages to one chat a second apart, other chats unaffected', async () => {
    const time = pausedTime()
    const limiter = createSendLimiter({ clock: time.clock, sleep: time.sleep })
    expect(await limiter.acquire(1)).toBe(0)
    expect(await limiter.acquire(2)).toBe(0)
    expect(time.sleeps).toEqual([])
    time.advance(400)
    expect(await limiter.acquire(1)).toBe(0)
    expect(time.sleeps).toEqual([600])
  })

  it('holds the overall rate, and answers the wait when it would exceed the longest', async () => {
    const time = pausedTime()
    const limiter = createSendLimiter({
      perSecond: 3,
      maxWaitMs: 500,
      clock: time.clock,
      sleep: time.sleep,
    })
    for (const chat of [1, 2, 3]) expect(await limiter.acquire(chat)).toBe(0)
    time.advance(600)
    // A fourth message within the second waits for the oldest to leave it: 400 ms.
    expect(await limiter.acquire(4)).toBe(0)
    expect(time.sleeps).toEqual([400])
    // Chat 4 again: a second after its last send, over the 500 ms a send may wait here.
    expect(await limiter.acquire(4)).toBe(1000)
    expect(time.sleeps).toEqual([400])
  })
})
