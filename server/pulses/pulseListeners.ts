import type { PulseMessage } from '@/core/api/pulses'

type Listener = (message: PulseMessage) => void

/** The listeners of one process, per user: what both hubs hand a message to on arrival. */
export interface PulseListeners {
  add(userUuid: string, listener: Listener): () => void
  /** Calls each listener of the user; one that throws does not stop the others. */
  dispatch(userUuid: string, message: PulseMessage): void
  clear(): void
}

export function createPulseListeners(onListenerError: (error: unknown) => void): PulseListeners {
  const byUser = new Map<string, Set<Listener>>()
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
      for (const listener of byUser.get(userUuid) ?? []) {
        try {
          listener(message)
        } catch (error) {
          onListenerError(error)
        }
      }
    },
    clear: () => byUser.clear(),
  }
}
