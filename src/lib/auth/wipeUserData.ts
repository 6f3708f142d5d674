import { stopPersisting } from '@/lib/query/storagePersister'
import { localStore } from '@/lib/storage/localStore'
import { oidcStatePrefix } from './userManager'

/**
 * Settings of the device rather than of the person: the theme and developer flag overrides stay
 * when someone logs out; everything else the app stored is theirs and goes.
 */
const deviceKeys = (key: string) => key === 'darkMode' || key.startsWith('flag:')

/** Service-worker caches that hold no personal data (the precached app shell). */
const keepCache = (name: string) => name.startsWith('workbox-precache')
/** The service worker's own bookkeeping (cache entry times), held open by the worker. */
const keepDatabase = (name: string) => name.startsWith('workbox-')

/**
 * Logout and account deletion (app.md section 4): remove the user's data from this browser —
 * local storage (query cache, recent searches, sign-in state), every IndexedDB database of the
 * app (cached series, the offline outbox) and runtime caches. Best effort per store: one store
 * failing must not keep the others.
 */
export async function wipeUserData(): Promise<void> {
  // First, or a write of the query cache still waiting would put the user's data back.
  stopPersisting()
  for (const key of localStore.keys()) {
    if (!deviceKeys(key)) localStore.remove(key)
  }
  removeMatching(window.localStorage, oidcStatePrefix)
  removeMatching(window.sessionStorage, oidcStatePrefix)
  await Promise.all([deleteDatabases(), deleteCaches()])
}

function removeMatching(storage: Storage, prefix: string): void {
  try {
    const keys: string[] = []
    for (let i = 0; i < storage.length; i += 1) {
      const key = storage.key(i)
      if (key?.startsWith(prefix)) keys.push(key)
    }
    for (const key of keys) storage.removeItem(key)
  } catch {
    // Storage blocked: nothing was stored there either.
  }
}

async function deleteDatabases(): Promise<void> {
  if (typeof indexedDB === 'undefined' || typeof indexedDB.databases !== 'function') return
  const databases = await indexedDB.databases().catch(() => [])
  await Promise.all(
    databases.flatMap(({ name }) => (name && !keepDatabase(name) ? [deleteDatabase(name)] : [])),
  )
}

// An open connection elsewhere (another tab) blocks deletion until it closes; the request still
// completes then, so a blocked delete is not waited for.
function deleteDatabase(name: string): Promise<void> {
  return new Promise((resolve) => {
    const request = indexedDB.deleteDatabase(name)
    request.onsuccess = () => resolve()
    request.onerror = () => resolve()
    request.onblocked = () => resolve()
  })
}

async function deleteCaches(): Promise<void> {
  if (typeof caches === 'undefined') return
  const names = await caches.keys().catch(() => [])
  await Promise.all(names.filter((name) => !keepCache(name)).map((name) => caches.delete(name)))
}
