/**
 * Results of async computations by key, at most `maxEntries` of them (oldest first out).
 * Concurrent callers of one key share one computation; a failure is not kept, so the next
 * request tries again.
 */
export class PromiseMemo<T> {
  private readonly entries = new Map<string, Promise<T>>()

  constructor(private readonly maxEntries: number) {}

  get(key: string, compute: () => Promise<T>): Promise<T> {
    const hit = this.entries.get(key)
    if (hit !== undefined) return hit
    const promise = compute()
    this.entries.set(key, promise)
    promise.catch(() => {
      if (this.entries.get(key) === promise) this.entries.delete(key)
    })
    for (const [oldest] of this.entries) {
      if (this.entries.size <= this.maxEntries) break
      this.entries.delete(oldest)
    }
    return promise
  }
}
