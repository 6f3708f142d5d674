import Dexie, { type Table } from 'dexie'
import { searchRecordsSchema, type SearchRecords } from '@/core/api/search'

/*
 * The last copy of GET /v1/search/records per owner (a user's uuid, or `guest`), for offline
 * search (docs/search.md, "Offline search"), in IndexedDB through Dexie. Read by searchOffline,
 * which hands it to the worker; refreshed once per tab session and when a pulse says the user's
 * records changed (searchRecordsSync.ts).
 * Logout deletes the whole database with the app's others (src/lib/auth/wipeUserData.ts).
 */

export const guestOwner = 'guest'
export const offlineSearchDatabaseName = 'studio-search'

export interface StoredSearchRecords extends SearchRecords {
  owner: string
  /** The ETag the copy came with: sent as If-None-Match on the next sync. */
  etag: string | null
  syncedAt: number
}

class OfflineSearchDatabase extends Dexie {
  records!: Table<StoredSearchRecords, string>

  constructor() {
    super(offlineSearchDatabaseName)
    this.version(1).stores({ records: 'owner' })
  }
}

let database: OfflineSearchDatabase | undefined
const db = () => (database ??= new OfflineSearchDatabase())

export function storedSearchRecords(owner: string): Promise<StoredSearchRecords | undefined> {
  return db().records.get(owner)
}

/**
 * Brings the owner's copy up to date: a 304 keeps it, a 200 replaces it; true once the copy is
 * the server's. Failures (offline, a server error, storage blocked) keep whatever copy there is
 * and answer false: offline search is best effort.
 */
export async function syncSearchRecords(owner: string): Promise<boolean> {
  try {
    const stored = await storedSearchRecords(owner)
    const response = await fetch('/v1/search/records', {
      credentials: 'same-origin',
      headers: stored?.etag ? { 'If-None-Match': stored.etag } : {},
    })
    // A 304's body is read too (it is empty): a response left unread is cancelled, which the
    // browser's network log shows as an aborted request.
    if (response.status === 304) {
      await response.arrayBuffer()
      return stored !== undefined
    }
    if (!response.ok) return false
    const records = searchRecordsSchema.parse(await response.json())
    await db().records.put({
      owner,
      etag: response.headers.get('ETag'),
      syncedAt: Date.now(),
      ...records,
    })
    return true
  } catch {
    // Kept as it was: the next sync tries again.
    return false
  }
}
