import type {
  PersistedClient,
  Persister,
  PersistRetryer,
} from '@tanstack/react-query-persist-client'

export interface StoragePersisterOptions {
  /** Local storage, or nothing (storage blocked): then nothing is kept. */
  storage: Storage | undefined
  key: string
  /** At most one write per this many milliseconds, of the latest cache. */
  throttleMs: number
  serialize: (client: PersistedClient) => string
  /** On a failed write (storage full): a smaller client to try again, or undefined to give up. */
  retry: PersistRetryer
  /** The window whose page-hide writes at once what is waiting. */
  target?: Window
}

/** How each persister of this page stops for good (stopPersisting). */
const stoppers = new Set<() => void>()

/**
 * Stops keeping the query cache for the rest of this page's life, dropping a write still
 * waiting: the logout wipe calls it first, so nothing this page still holds (a read landing
 * between the wipe and the page going away) brings the user's data back to local storage. The
 * next page keeps its cache as usual.
 */
export function stopPersisting(): void {
  for (const stop of stoppers) stop()
}

/**
 * Keeps the query cache in local storage, one write per `throttleMs` at most, like TanStack's
 * sync-storage persister, with one difference that offline use needs: a write still waiting when
 * the page goes away (a reload, a link followed, the app closed or sent to the background) is
 * made at once. Without it, a list read less than a throttle interval before the page went away
 * was never kept, and was missing when the app was next opened offline.
 */
export function createStoragePersister(options: StoragePersisterOptions): Persister {
  const { storage, key, throttleMs, serialize, retry, target = window } = options
  if (!storage) {
    return {
      persistClient: () => undefined,
      restoreClient: () => undefined,
      removeClient: () => {},
    }
  }

  const write = (client: PersistedClient) => {
    let next: PersistedClient | undefined = client
    for (let errorCount = 1; next; errorCount++) {
      try {
        storage.setItem(key, serialize(next))
        return
      } catch (error) {
        next = retry({ persistedClient: next, error: error as Error, errorCount })
      }
    }
  }

  let waiting: PersistedClient | undefined
  let timer: ReturnType<typeof setTimeout> | undefined
  let stopped = false
  const dropWaiting = () => {
    clearTimeout(timer)
    timer = undefined
    waiting = undefined
  }
  stoppers.add(() => {
    stopped = true
    dropWaiting()
  })
  const flush = () => {
    clearTimeout(timer)
    timer = undefined
    const client = waiting
    waiting = undefined
    if (client) write(client)
  }
  target.addEventListener('pagehide', flush)
  target.document.addEventListener('visibilitychange', () => {
    if (target.document.visibilityState === 'hidden') flush()
  })

  return {
    persistClient: (client) => {
      if (stopped) return
      waiting = client
      timer ??= setTimeout(flush, throttleMs)
    },
    restoreClient: () => {
      const text = storage.getItem(key)
      return text ? (JSON.parse(text) as PersistedClient) : undefined
    },
    removeClient: () => {
      // A write still waiting would bring back what is being removed.
      dropWaiting()
      storage.removeItem(key)
    },
  }
}
