import type { PulseMessage } from '@/core/api/pulses'

type Listener = (message: PulseMessage) => void

/** The listeners of one process, per user: what both hubs hand a message to on arrival. */
export interface PulseListeners {
  add(userUuid: string, listener: Listener): () => void
  /** Calls each listener of the user; one that throws does not stop the others. */
  dispatch(userUuid: string, message: PulseMessage): void
  /** Adds a listener of every user's sessions-ended notices. */
  addSessionsEnded(listener: (userUuid: string) => void): () => void
  /** Calls each sessions-ended listener; one that throws does not stop the others. */
  dispatchSessionsEnded(userUuid: string): void
  clear(): void
}

export function createPulseListeners(onListenerError: (error: unknown) => void): PulseListeners {
  const byUser = new Map<string, Set<Listener>>()
  const sessionsEnded = new Set<(userUuid: string) => void>()
  const safely = (run: () => void) => {
    try {
      run()
    } catch (error) {
      onListenerError(error)
    }
  }
  return {
    add(userUuid, listener) {
      let set = byUser.get(userUuid)
      if (set === undefined) byUser.set(userUuid, (set = new Set()))
      set.add(listener)
      return () => {
        set.delete(listener)
        if (set.size === 0 && byUser.get(userUuid) === set) byUser.delete(userUuid)
      }
    },
    dispatch(userUuid, message) {
      for (const listener of byUser.get(userUuid) ?? []) safely(() => listener(message))
    },
    addSessionsEnded(listener) {
      sessionsEnded.add(listener)
      return () => void sessionsEnded.delete(listener)
    },
    dispatchSessionsEnded(userUuid) {
      for (const listener of sessionsEnded) safely(() => listener(userUuid))
    },
    clear() {
      byUser.clear()
      sessionsEnded.clear()
    },
  }
}
