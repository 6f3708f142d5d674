import { LRUCache } from 'lru-cache'

/**
 * Results of async computations by key, at most `maxEntries` of them (oldest first out).
 * Concurrent callers of one key share one computation; a failure is not kept, so the next
 * request tries again.
 */
export class PromiseMemo<T> {
  private readonly entries: LRUCache<string, Promise<T>>

  constructor(maxEntries: number) {
    this.entries = new LRUCache({ max: maxEntries })
  }

  get(key: string, compute: () => Promise<T>): Promise<T> {
    // peek: a hit does not renew the entry, so the oldest computation goes first, as before.
    const hit = this.entries.peek(key)
    if (hit !== undefined) return hit
    const promise = compute()
    this.entries.set(key, promise)
    promise.catch(() => {
      if (this.entries.peek(key) === promise) this.entries.delete(key)
    })
    return promise
  }
}
