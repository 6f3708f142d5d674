import { beforeAll, expect, it } from 'vitest'
import type { DatabaseHandle } from '../db/createDatabase'
import { migrateToLatest } from '../db/migrate'
import { describeEachDatabase } from '../testing/databaseTargets'
import { createLinkedTokensRepository } from './linkedTokensRepository'
import { createRateLimitCountersRepository } from './rateLimitCountersRepository'

const minute = 60_000
const now = Date.UTC(2024, 2, 1, 12, 7)

describeEachDatabase('rate-limit counters and linked tokens', (target) => {
  let first: DatabaseHandle
  let second: DatabaseHandle
  beforeAll(async () => {
    first = target.open()
    second = target.open()
    await migrateToLatest(first)
  })

  it('count hits per key and fixed window, atomically across connections', async () => {
    const counters = [first, second].map((h) => createRateLimitCountersRepository(h.db))
    // Forty hits at once, from two connections (think: two instances).
    const hits = await Promise.all(
      Array.from({ length: 40 }, (_, i) => counters[i % 2]?.hit('k:busy', 15 * minute, now)),
    )
    expect(hits.map((h) => h?.hits).sort((a = 0, b = 0) => a - b)).toEqual(
      Array.from({ length: 40 }, (_, i) => i + 1),
    )
    // Windows are aligned to their length: 12:00 to 12:15 here.
    expect(hits[0]).toMatchObject({
      windowStart: Date.UTC(2024, 2, 1, 12, 0),
      windowEnd: Date.UTC(2024, 2, 1, 12, 15),
    })
    const [one] = counters
    if (one === undefined) throw new Error('no repository')
    expect((await one.hit('k:other', 15 * minute, now)).hits).toBe(1)
    expect((await one.hit('k:busy', 15 * minute, now + 8 * minute)).hits).toBe(1)
  })

  it('take a hit back, never below zero, and forget ended windows', async () => {
    const counters = createRateLimitCountersRepository(first.db)
    const { windowStart } = await counters.hit('k:undo', minute, now)
    await counters.unhit('k:undo', windowStart)
    await counters.unhit('k:undo', windowStart)
    expect((await counters.hit('k:undo', minute, now)).hits).toBe(1)
    expect(await counters.deleteExpired(now)).toBe(0)
    expect(await counters.deleteExpired(now + 16 * minute)).toBeGreaterThanOrEqual(3)
    expect((await counters.hit('k:busy', 15 * minute, now)).hits).toBe(1)
  })

  it('link a token once, also when two instances try at once, until it expires', async () => {
    const tokens = [first, second].map((h) => createLinkedTokensRepository(h.db))
    const claims = await Promise.all(
      Array.from({ length: 6 }, (_, i) => tokens[i % 2]?.claim('a'.repeat(64), now + minute)),
    )
    expect(claims.filter(Boolean)).toHaveLength(1)
    const [one] = tokens
    if (one === undefined) throw new Error('no repository')
    expect(await one.claim('b'.repeat(64), now + minute)).toBe(true)
    expect(await one.deleteExpired(now)).toBe(0)
    expect(await one.deleteExpired(now + minute)).toBe(2)
  })
})
