import type { RateLimit } from '@/core/metricAccess'

interface Bucket {
  tokens: number
  /** Clock (ms) of the last refill. */
  at: number
  limit: RateLimit
}

export const defaultMaxRateLimitKeys = 10_000

/**
 * Token buckets by caller key: a full bucket holds `requests` tokens, refilled evenly over
 * `windowSeconds`, and each request takes one. Bursts up to the limit pass; a steady caller gets
 * the average rate. Memory is bounded: a bucket that has refilled completely is the same as no
 * bucket, so idle keys are dropped when the map grows past `maxKeys`, and if every key is busy
 * the least recently seen goes (it restarts with a full bucket, which errs on the caller's side).
 */
export class RateLimiter {
  private readonly buckets = new Map<string, Bucket>()
  /** Keys let in with the map full since its last sweep for idle buckets (see evict). */
  private newKeysSinceSweep = Number.POSITIVE_INFINITY

  constructor(
    private readonly clock: () => number,
    private readonly maxKeys = defaultMaxRateLimitKeys,
  ) {}

  /**
   * Takes `cost` tokens for `key`: 0 when the request may go, else the seconds until enough are
   * back. A cost above the bucket's size is capped at it, so a full bucket always lets it go.
   */
  take(key: string, limit: RateLimit, cost = 1): number {
    const needed = Math.min(Math.max(1, cost), limit.requests)
    const now = this.clock()
    const bucket = this.buckets.get(key) ?? { tokens: limit.requests, at: now, limit }
    // The caller's plan may have changed since the last request: refill at the new rate.
    bucket.limit = limit
    bucket.tokens = refilled(bucket, now)
    bucket.at = now
    // Re-inserting keeps the Map in least-recently-seen order for eviction.
    this.buckets.delete(key)
    this.evict(now)
    this.buckets.set(key, bucket)
    if (bucket.tokens >= needed) {
      bucket.tokens -= needed
      return 0
    }
    return Math.max(1, Math.ceil((needed - bucket.tokens) / perMs(limit) / 1000))
  }

  get size(): number {
    return this.buckets.size
  }

  /**
   * Makes room for one more key once the map is full (called with the current key out of it):
   * idle buckets first, then the least recently seen. The sweep for idle buckets walks every key,
   * so it runs at most once per tenth of the budget of new keys; in between only the least
   * recently seen goes (many new callers at once would otherwise make each request walk the map).
   */
  private evict(now: number): void {
    if (this.buckets.size < this.maxKeys) return
    if (this.newKeysSinceSweep >= Math.max(1, Math.floor(this.maxKeys / 10))) {
      this.newKeysSinceSweep = 0
      for (const [key, bucket] of this.buckets) {
        if (refilled(bucket, now) >= bucket.limit.requests) this.buckets.delete(key)
      }
    }
    this.newKeysSinceSweep += 1
    for (const [key] of this.buckets) {
      if (this.buckets.size < this.maxKeys) break
      this.buckets.delete(key)
    }
  }
}

function perMs(limit: RateLimit): number {
  return limit.requests / (limit.windowSeconds * 1000)
}

/** Tokens at `now`; clocks may step back (tests, NTP), which never refills by negative time. */
function refilled(bucket: Bucket, now: number): number {
  const elapsed = Math.max(0, now - bucket.at)
  return Math.min(bucket.limit.requests, bucket.tokens + elapsed * perMs(bucket.limit))
}
