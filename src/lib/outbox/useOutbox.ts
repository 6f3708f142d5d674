import { useQueryClient } from '@tanstack/react-query'
import { useEffect, useSyncExternalStore } from 'react'
import {
  isUnsynced,
  outboxSnapshot,
  startOutbox,
  subscribeOutbox,
  type OutboxSnapshot,
} from './outboxSync'

/** Keeps the signed-in user's outbox replaying while the app is open (mounted once, at the root). */
export function useOutboxSync(owner: string | undefined): void {
  const queryClient = useQueryClient()
  useEffect(
    () => (owner === undefined ? undefined : startOutbox(queryClient, owner)),
    [queryClient, owner],
  )
}

/** The signed-in user's queue, as it changes (the navbar's badge and its list). */
export function useOutbox(): OutboxSnapshot {
  return useSyncExternalStore(subscribeOutbox, outboxSnapshot, outboxSnapshot)
}

/** The edits the server does not have yet, those waiting for the user's choice included. */
export function pendingCount(snapshot: OutboxSnapshot): number {
  return snapshot.operations.filter(isUnsynced).length
}
