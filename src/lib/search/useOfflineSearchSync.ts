import { useEffect } from 'react'
import { guestOwner, syncSearchRecords } from './offlineRecordsStore'
import { prepareOfflineSearch } from './offlineSearchClient'

/**
 * Keeps this browser's copy of the records the owner may find (for offline search): synced
 * whenever the overlay opens online, and once a user is known (sign-in, or a session resumed),
 * each time with If-None-Match so an unchanged copy costs a 304. The worker then holds it.
 */
export function useOfflineSearchSync(owner: string | undefined, open: boolean): void {
  useEffect(() => {
    if (owner === undefined || !navigator.onLine) return
    if (!open && owner === guestOwner) return
    // The worker starts (and builds the copy) now, while its script can still be fetched.
    void syncSearchRecords(owner)
      .then(() => prepareOfflineSearch(owner))
      .catch(() => {})
  }, [owner, open])
}
