import type { FastifyBaseLogger } from 'fastify'
import type { PulseHub } from './pulseHub'
import { createPulseListeners } from './pulseListeners'

/**
 * The hub of a single process (the embedded SQLite default): a published message goes straight
 * to the listeners of this process, since no other instance can hold the user's socket.
 */
export function createMemoryPulseHub(logger: FastifyBaseLogger): PulseHub {
  const listeners = createPulseListeners((err) => logger.error({ err }, 'Pulse listener failed'))
  return {
    publish(userUuid, message) {
      listeners.dispatch(userUuid, message)
      return Promise.resolve()
    },
    subscribe: (userUuid, listener) => listeners.add(userUuid, listener),
    publishSessionsEnded(userUuid) {
      listeners.dispatchSessionsEnded(userUuid)
      return Promise.resolve()
    },
    onSessionsEnded: (listener) => listeners.addSessionsEnded(listener),
    close() {
      listeners.clear()
      return Promise.resolve()
    },
  }
}
