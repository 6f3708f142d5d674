import { createAsyncStoragePersister } from '@tanstack/query-async-storage-persister'
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
 * Keeps the query cache in local storage through TanStack's async-storage persister (the
 * successor of the sync one the design names), which writes at most once per `throttleMs`, the
 * latest cache, and on a full storage retries with what `retry` leaves. Two things offline use
 * needs are added around it:
 *
 * - A write still waiting when the page goes away (a reload, a link followed, the app closed or
 *   sent to the background) is made at once, by a second, unthrottled persister over the same
 *   storage. The throttled one holds its waiting cache out of reach and its timer never fires
 *   on a page that is gone: a list read less than a second before was then missing when the app
 *   was next opened offline.
 * - The storage both write through drops every write once persisting stopped (logout), and,
 *   after removeClient, those of caches handed in before the removal: the throttled persister
 *   would otherwise bring back a wiped cache when its timer fires.
 *
 * What is kept (no series, no null answers) is the dehydrate options' choice
 * (queryPersistOptions), not the persister's.
 */
export function createStoragePersister(options: StoragePersisterOptions): Persister {
  const { storage, key, throttleMs, serialize, retry, target = window } = options
  if (!storage) return createAsyncStoragePersister({ storage: undefined })

  let stopped = false
  let removed = false
  /** The latest cache handed in that neither persister has started writing. */
  let waiting: PersistedClient | undefined

  const guarded = {
    getItem: (name: string) => storage.getItem(name),
    setItem: (name: string, value: string) => {
      if (!stopped && !removed) storage.setItem(name, value)
    },
    removeItem: (name: string) => storage.removeItem(name),
  }
  const upstream = (throttleTime: number) =>
    createAsyncStoragePersister({
      storage: guarded,
      key,
      throttleTime,
      serialize: (client) => {
        if (client === waiting) waiting = undefined
        return serialize(client)
      },
      retry,
    })
  const throttled = upstream(throttleMs)
  const atOnce = upstream(0)

  const flush = () => {
    if (waiting) void atOnce.persistClient(waiting)
  }
  stoppers.add(() => {
    stopped = true
    waiting = undefined
  })
  target.addEventListener('pagehide', flush)
  target.document.addEventListener('visibilitychange', () => {
    if (target.document.visibilityState === 'hidden') flush()
  })

  return {
    persistClient: (client) => {
      if (stopped) return
      removed = false
      waiting = client
      return throttled.persistClient(client)
    },
    restoreClient: () => throttled.restoreClient(),
    removeClient: () => {
      removed = true
      waiting = undefined
      return throttled.removeClient()
    },
  }
}
