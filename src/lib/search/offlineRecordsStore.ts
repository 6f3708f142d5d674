import Dexie, { type Table } from 'dexie'
import { searchRecordsSchema, type SearchRecords } from '@/core/api/search'

/*
 * The last copy of GET /v1/search/records per owner (a user's uuid, or `guest`), for offline
 * search (docs/search.md, "Offline search"), in IndexedDB through Dexie. Read by searchOffline,
 * which hands it to the worker; refreshed when the overlay opens online and after sign-in.
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
 * Brings the owner's copy up to date: a 304 keeps it, a 200 replaces it. Failures (offline, a
 * server error, storage blocked) keep whatever copy there is: offline search is best effort.
 */
export async function syncSearchRecords(owner: string): Promise<void> {
  try {
    const stored = await storedSearchRecords(owner)
    const response = await fetch('/v1/search/records', {
      credentials: 'same-origin',
      headers: stored?.etag ? { 'If-None-Match': stored.etag } : {},
    })
    if (response.status === 304 || !response.ok) return
    const records = searchRecordsSchema.parse(await response.json())
    await db().records.put({
      owner,
      etag: response.headers.get('ETag'),
      syncedAt: Date.now(),
      ...records,
    })
  } catch {
    // Kept as it was: the next open online tries again.
  }
}
