import { createPrefixedStorage, type PrefixedStorage } from '@/core/storage'
import { storedSearchRecords, syncSearchRecords } from './offlineRecordsStore'

/*
 * When this tab asks for the search records of its offline copy (docs/search.md, "Offline
 * search"). The copy outlives the page, so a full page load does not ask again: once per tab
 * session and scope (the owner and, for a user, their plan, which decides the tier 3 records),
 * remembered in session storage, which full page loads and reloads keep and a new tab starts
 * empty. Asked again when a pulse says the user's records changed (a dashboard or saved chart of
 * theirs written on any device), or when the copy is gone (logout deletes it).
 */

const syncedPrefix = 'searchRecordsSynced:'

let store: PrefixedStorage | null | undefined
function sessionStore(): PrefixedStorage | null {
  if (store === undefined) {
    try {
      store = createPrefixedStorage(window.sessionStorage)
    } catch {
      // Storage blocked: every page load asks (with If-None-Match), as before.
      store = null
    }
  }
  return store
}

/** The scope of a copy: whose records, and for a user the plan they were read under. */
export function recordsScope(owner: string, plan: string | undefined): string {
  return plan === undefined ? owner : `${owner}:${plan}`
}

/**
 * Syncs the owner's copy unless this tab session already did for `scope` and the copy is still
 * there. Answers whether it asked the server.
 */
export async function syncSearchRecordsOnce(owner: string, scope: string): Promise<boolean> {
  const synced = sessionStore()?.getBoolean(syncedPrefix + scope) === true
  if (synced && (await storedSearchRecords(owner).catch(() => undefined)) !== undefined) {
    return false
  }
  if (await syncSearchRecords(owner)) sessionStore()?.set(syncedPrefix + scope, true)
  return true
}

// One sync per owner at a time; pulses that arrive meanwhile ask for one more after it, so a
// burst of writes costs two requests, not one each.
const running = new Map<string, { again: boolean }>()

/** Syncs the owner's copy now (a pulse said their records changed). */
export async function resyncSearchRecords(owner: string): Promise<void> {
  const current = running.get(owner)
  if (current !== undefined) {
    current.again = true
    return
  }
  const state = { again: true }
  running.set(owner, state)
  try {
    while (state.again) {
      state.again = false
      await syncSearchRecords(owner)
    }
  } finally {
    running.delete(owner)
  }
}
