/**
 * The subset of the Web Storage interface the app relies on. `key` and `length` are optional so
 * simple in-memory or cookie-backed stores qualify; without them clearAll can only remove keys
 * this instance has written.
 */
export interface StorageBackend {
  getItem(key: string): string | null
  setItem(key: string, value: string): void
  removeItem(key: string): void
  key?(index: number): string | null
  readonly length?: number
}

export interface PrefixedStorage {
  readonly prefix: string
  getString(key: string): string | undefined
  /** true / false for stored 'true' / 'false'; undefined for anything else. */
  getBoolean(key: string): boolean | undefined
  /**
   * Stores a string or boolean (as 'true' / 'false'); throws a TypeError for any other value.
   * Returns false when the backend refuses the write (quota, storage blocked).
   */
  set(key: string, value: string | boolean): boolean
  remove(key: string): void
  /** Unprefixed names of this app's keys. */
  keys(): string[]
  /** Removes this app's keys only; other keys in the same origin's storage are left alone. */
  clearAll(): void
}

export const defaultStoragePrefix = 'studio:'

/**
 * Local storage with prefixed keys that accepts only strings and booleans (app.md section 5):
 * anything else is a programming error, so it throws instead of silently stringifying objects
 * into "[object Object]". Backend read and quota failures are absorbed because a lost
 * preference must never break the page.
 */
export function createPrefixedStorage(
  backend: StorageBackend,
  prefix = defaultStoragePrefix,
): PrefixedStorage {
  const written = new Set<string>()

  function read(key: string): string | undefined {
    try {
      return backend.getItem(prefix + key) ?? undefined
    } catch {
      return undefined
    }
  }

  function ownKeys(): string[] {
    const found = new Set(written)
    const length = backend.length
    if (backend.key && typeof length === 'number') {
      for (let i = 0; i < length; i += 1) {
        const full = backend.key(i)
        if (full?.startsWith(prefix)) found.add(full.slice(prefix.length))
      }
    }
    return [...found]
  }

  function remove(key: string): void {
    written.delete(key)
    try {
      backend.removeItem(prefix + key)
    } catch {
      // Storage blocked: there is nothing stored to remove.
    }
  }

  return {
    prefix,
    getString: read,
    getBoolean(key) {
      const raw = read(key)
      if (raw === 'true') return true
      if (raw === 'false') return false
      return undefined
    },
    set(key, value: unknown) {
      if (typeof value !== 'string' && typeof value !== 'boolean') {
        const kind = value === null ? 'null' : typeof value
        throw new TypeError(`Storage accepts only strings and booleans; "${key}" got ${kind}`)
      }
      try {
        backend.setItem(prefix + key, String(value))
        written.add(key)
        return true
      } catch {
        return false
      }
    },
    remove,
    keys: ownKeys,
    clearAll() {
      // Collected first: removing while walking key(i) would shift the indices.
      for (const key of ownKeys()) remove(key)
    },
  }
}
