import { LRUCache } from 'lru-cache'

/**
 * A least-recently-used map bounded by the total size of its values in bytes, not by a count:
 * encoded series range from a few hundred bytes to tens of megabytes, so a count would say
 * nothing about memory. The eviction is lru-cache's (its `maxSize` and `maxEntrySize`); this
 * names the project's two limits and answers whether a value was kept.
 */
export class ByteLru<V extends NonNullable<unknown>> {
  private readonly cache: LRUCache<string, V>

  /**
   * @param maxBytes total budget; the least recently used entries go when it is exceeded.
   * @param maxEntryBytes larger values are not stored at all, so that one huge response cannot
   *   flush every other entry (it would be evicted by the next few anyway).
   */
  constructor(
    readonly maxBytes: number,
    readonly maxEntryBytes: number = maxBytes,
  ) {
    // lru-cache counts in positive integers.
    this.cache = new LRUCache({
      maxSize: Math.max(1, Math.floor(maxBytes)),
      maxEntrySize: Math.max(1, Math.floor(Math.min(maxEntryBytes, maxBytes))),
    })
  }

  get(key: string): V | undefined {
    return this.cache.get(key)
  }

  /** Stores `value` unless it is larger than `maxEntryBytes`; returns whether it was stored. */
  set(key: string, value: V, bytes: number): boolean {
    // An empty series weighs nothing here; lru-cache wants at least 1.
    const size = Math.max(1, Math.ceil(bytes))
    if (bytes > this.maxEntryBytes || size > this.cache.maxEntrySize) {
      this.cache.delete(key)
      return false
    }
    this.cache.set(key, value, { size })
    return true
  }

  delete(key: string): void {
    this.cache.delete(key)
  }

  clear(): void {
    this.cache.clear()
  }

  get bytes(): number {
    return this.cache.calculatedSize
  }

  get size(): number {
    return this.cache.size
  }
}
