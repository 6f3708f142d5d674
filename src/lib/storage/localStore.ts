import { createPrefixedStorage } from '@/core/storage'

function backend(): Storage {
  try {
    return window.localStorage
  } catch {
    // Storage blocked (private mode with storage disabled): keep settings for this page only.
    const memory = new Map<string, string>()
    return {
      get length() {
        return memory.size
      },
      clear: () => memory.clear(),
      getItem: (k) => memory.get(k) ?? null,
      key: (i) => [...memory.keys()][i] ?? null,
      removeItem: (k) => void memory.delete(k),
      setItem: (k, v) => void memory.set(k, v),
    }
  }
}

/** The app's local storage: prefixed keys, strings and booleans only (app.md section 5). */
export const localStore = createPrefixedStorage(backend())
