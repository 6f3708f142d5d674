import { useEffect } from 'react'
import { useCurrentUser } from '@/lib/auth/currentUser'
import { onPulse } from '@/lib/pulses/usePulseSocket'
import { guestOwner } from './offlineRecordsStore'
import { prepareOfflineSearch } from './offlineSearchClient'
import { recordsScope, resyncSearchRecords, syncSearchRecordsOnce } from './searchRecordsSync'

/**
 * Keeps this browser's copy of the records the owner may find (for offline search): synced once
 * per tab session (searchRecordsSync.ts), for a user as soon as they are known, for a guest when
 * the overlay first opens online, with If-None-Match so an unchanged copy costs a 304; and again
 * whenever a pulse says the user's records changed. The worker holds the copy once it was synced
 * (and whenever the overlay opens).
 */
export function useOfflineSearchSync(owner: string | undefined, open: boolean): void {
  const { user } = useCurrentUser()
  const plan = owner === undefined || owner === guestOwner ? undefined : user?.plan
  useEffect(() => {
    if (owner === undefined || !navigator.onLine) return
    if (!open && owner === guestOwner) return
    // The worker starts (and builds the copy) once it is synced or asked for, while its script
    // can still be fetched.
    void syncSearchRecordsOnce(owner, recordsScope(owner, plan))
      .then((asked) => (asked || open ? prepareOfflineSearch(owner) : undefined))
      .catch(() => {})
  }, [owner, open, plan])

  useEffect(() => {
    if (owner === undefined || owner === guestOwner) return
    return onPulse((message) => {
      if (message.type === 'searchRecords') void resyncSearchRecords(owner)
    })
  }, [owner])
}
