import { createHash } from 'node:crypto'
import type { Kysely } from 'kysely'
import type { Database } from '../db/schema'

/**
 * A counter's key: what is counted (`login:pair`) and a SHA-256 of whom (an address, an email),
 * so the table holds no address or email.
 */
export function counterKey(scope: string, subject: string): string {
  return `${scope}:${createHash('sha256').update(subject).digest('hex')}`
}

/** One counted hit: the count it brought its window to, and that window. */
export interface CountedHit {
  hits: number
  windowStart: number
  /** When the window ends (milliseconds since the epoch). */
  windowEnd: number
}

export interface RateLimitCountersRepository {
  /** Counts a hit for `key` in the fixed window of `windowMs` that holds `now`. */
  hit(key: string, windowMs: number, now: number): Promise<CountedHit>
  /** Takes back one hit counted in the window that starts at `windowStart`. */
  unhit(key: string, windowStart: number): Promise<void>
  /** Housekeeping: drops counters whose window ended before `now`; returns how many. */
  deleteExpired(now: number): Promise<number>
}

/**
 * Rate-limit counters in the database, so that every instance on it counts into the same row.
 * A hit is one statement, an upsert that increments and returns the new count: two instances
 * (or two requests of one) counting at once each get their own count, never the same one.
 */
export function createRateLimitCountersRepository(
  db: Kysely<Database>,
): RateLimitCountersRepository {
  return {
    async hit(key, windowMs, now) {
      const windowStart = now - (now % windowMs)
      const windowEnd = windowStart + windowMs
      const row = await db
        .insertInto('rate_limit_counters')
        .values({ key, window_start: windowStart, hits: 1, expires_at: windowEnd })
        .onConflict((oc) =>
          oc
            .columns(['key', 'window_start'])
            .doUpdateSet((eb) => ({ hits: eb('rate_limit_counters.hits', '+', 1) })),
        )
        .returning('hits')
        .executeTakeFirstOrThrow()
      return { hits: Number(row.hits), windowStart, windowEnd }
    },

    async unhit(key, windowStart) {
      await db
        .updateTable('rate_limit_counters')
        .set((eb) => ({ hits: eb('hits', '-', 1) }))
        .where('key', '=', key)
        .where('window_start', '=', windowStart)
        .where('hits', '>', 0)
        .execute()
    },

    async deleteExpired(now) {
      const result = await db
        .deleteFrom('rate_limit_counters')
        .where('expires_at', '<=', now)
        .executeTakeFirst()
      return Number(result.numDeletedRows)
    },
  }
}
