/**
 * A least-recently-used map bounded by the total size of its values in bytes, not by a count:
 * encoded series range from a few hundred bytes to tens of megabytes, so a count would say
 * nothing about memory. A Map iterates in insertion order, so moving a key to the end on every
 * read keeps the least recently used key first, ready to be evicted.
 */
export class ByteLru<V> {
  private readonly entries = new Map<string, { value: V; bytes: number }>()
  private totalBytes = 0

  /**
   * @param maxBytes total budget; the least recently used entries go when it is exceeded.
   * @param maxEntryBytes larger values are not stored at all, so that one huge response cannot
   *   flush every other entry (it would be evicted by the next few anyway).
   */
  constructor(
    readonly maxBytes: number,
    readonly maxEntryBytes: number = maxBytes,
  ) {}

  get(key: string): V | undefined {
    const entry = this.entries.get(key)
    if (entry === undefined) return undefined
    this.entries.delete(key)
    this.entries.set(key, entry)
    return entry.value
  }

  /** Stores `value` unless it is larger than `maxEntryBytes`; returns whether it was stored. */
  set(key: string, value: V, bytes: number): boolean {
    this.delete(key)
    if (bytes > this.maxEntryBytes || bytes > this.maxBytes) return false
    this.entries.set(key, { value, bytes })
    this.totalBytes += bytes
    for (const [oldestKey] of this.entries) {
      if (this.totalBytes <= this.maxBytes) break
      this.delete(oldestKey)
    }
    return true
  }

  delete(key: string): void {
    const entry = this.entries.get(key)
    if (entry === undefined) return
    this.entries.delete(key)
    this.totalBytes -= entry.bytes
  }

  clear(): void {
    this.entries.clear()
    this.totalBytes = 0
  }

  get bytes(): number {
    return this.totalBytes
  }

  get size(): number {
    return this.entries.size
  }
}
