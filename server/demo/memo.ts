/**
 * A memo bounded by bytes: computed histories keyed by (asset, series, now). Entries of a past
 * 10-minute step are never asked for again; the least recently used go first once the budget
 * is spent, so memory stays flat while the server runs for weeks.
 */
export class Memo {
  private readonly entries = new Map<string, { value: unknown; bytes: number }>()
  private bytes = 0

  constructor(private readonly maxBytes = 48 * 1024 * 1024) {}

  get<T>(key: string, compute: () => T): T {
    const hit = this.entries.get(key)
    if (hit !== undefined) {
      // Refresh the entry's place so the most used histories (BTC price) stay.
      this.entries.delete(key)
      this.entries.set(key, hit)
      return hit.value as T
    }
    const value = compute()
    const bytes = sizeOf(value)
    this.entries.set(key, { value, bytes })
    this.bytes += bytes
    for (const [oldest, entry] of this.entries) {
      if (this.bytes <= this.maxBytes || oldest === key) break
      this.entries.delete(oldest)
      this.bytes -= entry.bytes
    }
    return value
  }

  get size(): number {
    return this.entries.size
  }

  get byteSize(): number {
    return this.bytes
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
