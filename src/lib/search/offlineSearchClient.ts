import { wrap, type Remote } from 'comlink'
import type { SearchItemType } from '@/core/api/search'
import type { OfflineResults, OfflineSearchWorkerApi } from '@/core/search/offlineSearch'
import { storedSearchRecords } from './offlineRecordsStore'

let worker: Remote<OfflineSearchWorkerApi> | undefined
/** The copy the worker holds: its owner and when it was synced. */
let loadedCopy: string | undefined

/**
 * Builds the owner's last synced copy into the worker (started here if need be, so its script
 * is loaded while there is a network); false when this browser has no copy for the owner.
 */
export async function prepareOfflineSearch(owner: string): Promise<boolean> {
  const stored = await storedSearchRecords(owner)
  if (stored === undefined) return false
  worker ??= wrap<OfflineSearchWorkerApi>(
    new Worker(new URL('../../workers/offlineSearch.worker.ts', import.meta.url), {
      type: 'module',
      name: 'offline-search',
    }),
  )
  const copy = `${owner}@${stored.syncedAt}`
  if (loadedCopy !== copy) {
    await worker.load({ items: stored.items, assets: stored.assets })
    loadedCopy = copy
  }
  return true
}

/** Searches the owner's last synced copy in the worker; null without a copy. */
export async function searchOffline(
  owner: string,
  term: string,
  types?: SearchItemType[],
): Promise<OfflineResults | null> {
  if (!(await prepareOfflineSearch(owner)) || worker === undefined) return null
  return worker.search(term, types)
}

/**
 * Whether a search failed for want of a network: the browser says it is offline, or every try
 * of the search client's hosts got no answer at all (status 0; a server error has a status).
 */
export function isNetworkFailure(error: unknown): boolean {
  if (typeof navigator !== 'undefined' && !navigator.onLine) return true
  if (!(error instanceof Error) || error.name !== 'RetryError') return false
  const tries = (error as { stackTrace?: { response?: { status?: number } }[] }).stackTrace ?? []
  return tries.length > 0 && tries.every((step) => (step.response?.status ?? 0) === 0)
}
