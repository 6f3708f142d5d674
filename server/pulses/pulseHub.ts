import type { PulseMessage } from '@/core/api/pulses'

/*
 * Messages to the open app of one user (the pulse socket, GET /v1/ws/pulses). `publish` may be
 * called on any instance: with PostgreSQL the hub fans out through LISTEN/NOTIFY so the instance
 * holding the user's socket sends it; with SQLite (one process) it stays in memory.
 */
export interface PulseHub {
  /** Sends to every open socket of the user, on whichever instance holds it. */
  publish(userUuid: string, message: PulseMessage): Promise<void>
  /** Called for each message to the user published anywhere; answers the unsubscribe. */
  subscribe(userUuid: string, listener: (message: PulseMessage) => void): () => void
  /**
   * Tells every instance that sessions of the user ended (logout, a password reset, the account
   * deleted): each closes those of the user's sockets whose session is gone.
   */
  publishSessionsEnded(userUuid: string): Promise<void>
  /** Called with the user of each such notice, published anywhere; answers the unsubscribe. */
  onSessionsEnded(listener: (userUuid: string) => void): () => void
  close(): Promise<void>
}
