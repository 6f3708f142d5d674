import { LRUCache } from 'lru-cache'

/**
 * A memo bounded by bytes: computed histories keyed by (asset, series, now). Entries of a past
 * 10-minute step are never asked for again; the least recently used go first once the budget
 * is spent (lru-cache's `maxSize`), so memory stays flat while the server runs for weeks.
 */
export class Memo {
  // Wrapped: lru-cache holds no undefined values, a memoised computation may return one.
  private readonly entries: LRUCache<string, { value: unknown }>

  constructor(maxBytes = 48 * 1024 * 1024) {
    this.entries = new LRUCache({
      maxSize: maxBytes,
      // lru-cache counts in positive integers; a value beyond the whole budget is not kept.
      sizeCalculation: (entry) => Math.max(1, sizeOf(entry.value)),
    })
  }

  get<T>(key: string, compute: () => T): T {
    // A hit refreshes the entry's place so the most used histories (BTC price) stay.
    const hit = this.entries.get(key)
    if (hit !== undefined) return hit.value as T
    const value = compute()
    this.entries.set(key, { value })
    return value
  }

  get size(): number {
    return this.entries.size
  }

  get byteSize(): number {
    return this.entries.calculatedSize
  }
}

/** Bytes held by typed arrays in a value (memoised values are arrays or records of arrays). */
function sizeOf(value: unknown): number {
  if (ArrayBuffer.isView(value)) return value.byteLength
  if (typeof value !== 'object' || value === null) return 8
  let total = 0
  for (const field of Object.values(value)) total += sizeOf(field)
  return total
}
