import type { RateLimit } from '@/core/metricAccess'
import { addressSubject } from '../../auth/clientAddress'
import {
  counterKey,
  type RateLimitCountersRepository,
} from '../../repositories/rateLimitCountersRepository'

/*
 * The search service's rate limit (docs/search.md, "Limits"). The public guest key is in every
 * page, so without one a single client could keep the server's CPU busy with searches. Counted
 * in the database's fixed windows (rate_limit_counters, the same counters as sign-in), so every
 * instance on one database shares the count.
 */

/**
 * Requests of every `/1` route one key may send from one address: the overlay sends one per
 * settled term (300 ms after the last keystroke) and tab, and one click event per opened result,
 * so a person searching stays far below it.
 */
export const searchRateLimit: RateLimit = { requests: 20, windowSeconds: 10 }

export interface SearchRateLimiter {
  /**
   * Counts a request of the key known as `keySubject` from `address`; answers the seconds to wait
   * when it is over the limit, 0 when it may go on.
   */
  take(keySubject: string, address: string): Promise<number>
}

/** `factor` scales the limit up (SEARCH_RATE_LIMIT_FACTOR, for test suites). */
export function createSearchRateLimiter(
  counters: RateLimitCountersRepository,
  clock: () => number,
  factor = 1,
): SearchRateLimiter {
  const windowMs = searchRateLimit.windowSeconds * 1000
  const allowed = searchRateLimit.requests * factor
  return {
    async take(keySubject, address) {
      const now = clock()
      const key = counterKey('search', `${keySubject}\n${addressSubject(address)}`)
      const hit = await counters.hit(key, windowMs, now)
      if (hit.hits <= allowed) return 0
      return Math.max(1, Math.ceil((hit.windowEnd - now) / 1000))
    },
  }
}
