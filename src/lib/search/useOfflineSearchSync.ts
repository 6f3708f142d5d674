import { useEffect } from 'react'
import { guestOwner, syncSearchRecords } from './offlineRecordsStore'

/**
 * Keeps this browser's copy of the records the owner may find (for offline search): synced
 * whenever the overlay opens online, and once a user is known (sign-in, or a session resumed),
 * each time with If-None-Match so an unchanged copy costs a 304.
 */
export function useOfflineSearchSync(owner: string | undefined, open: boolean): void {
  useEffect(() => {
    if (owner === undefined || !navigator.onLine) return
    if (open || owner !== guestOwner) void syncSearchRecords(owner)
  }, [owner, open])
}
