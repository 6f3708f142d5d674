import type { FastifyBaseLogger } from 'fastify'
import type { WebSocket } from 'ws'
import type { PulseMessage } from '@/core/api/pulses'
import type { PulseHub } from './pulseHub'

/** A socket whose unsent data passes this is a client that stopped reading: dropped. */
export const maxBufferedBytes = 256 * 1024

/**
 * The close code of a socket whose session ended (logout, password reset, deleted account,
 * expiry): one of ours (4000-4999 are the application's), which the app neither reports nor
 * answers by reconnecting blindly (src/lib/pulses/pulseSocket.ts).
 */
export const sessionEndedCloseCode = 4001
export const sessionEndedReason = 'session ended'

/** Which of these sessions (id hashes) are live now. */
export type LiveSessions = (idHashes: readonly string[]) => Promise<ReadonlySet<string>>

export interface PulseSocket {
  socket: WebSocket
  /** The session the upgrade came with: the socket lives only as long as it does. */
  sessionIdHash: string
  alive: boolean
  /** Whether the socket was over `maxBufferedBytes` at the previous heartbeat. */
  backlogged: boolean
}

export interface PulseSockets {
  /** Holds the user's socket and hears the user's messages; answers the detach. */
  attach(userUuid: string, entry: PulseSocket): () => void
  /** Every socket held, for the heartbeat. */
  all(): PulseSocket[]
  /** Closes with 4001 the sockets among `entries` whose session is no longer live. */
  closeEnded(entries: readonly PulseSocket[]): Promise<void>
  /** The same for the user's sockets on this instance (a sessions-ended notice). */
  closeEndedOf(userUuid: string): Promise<void>
}

/**
 * The pulse sockets this instance holds, per user. Each user's messages are serialized once and
 * sent to all the user's sockets; the user is subscribed to the hub while one is open.
 */
export function createPulseSockets(
  hub: PulseHub,
  liveSessions: LiveSessions,
  log: FastifyBaseLogger,
): PulseSockets {
  const byUser = new Map<string, { sockets: Set<PulseSocket>; unsubscribe: () => void }>()
  const send = (sockets: Set<PulseSocket>, message: PulseMessage) => {
    const data = JSON.stringify(message)
    for (const entry of sockets) {
      // A socket closing (its session ended) gets nothing more.
      if (entry.socket.readyState !== entry.socket.OPEN) continue
      if (entry.socket.bufferedAmount > maxBufferedBytes) {
        entry.socket.terminate()
        continue
      }
      entry.socket.send(data)
    }
  }

  const closeEnded = async (entries: readonly PulseSocket[]) => {
    if (entries.length === 0) return
    const live = await liveSessions([...new Set(entries.map((entry) => entry.sessionIdHash))])
    let closed = 0
    for (const entry of entries) {
      if (live.has(entry.sessionIdHash)) continue
      if (entry.socket.readyState !== entry.socket.OPEN) continue
      entry.socket.close(sessionEndedCloseCode, sessionEndedReason)
      closed += 1
    }
    if (closed > 0) log.debug({ closed }, 'Closed pulse sockets whose session ended')
  }

  return {
    attach(userUuid, entry) {
      let user = byUser.get(userUuid)
      if (user === undefined) {
        const sockets = new Set<PulseSocket>()
        user = { sockets, unsubscribe: hub.subscribe(userUuid, (m) => send(sockets, m)) }
        byUser.set(userUuid, user)
      }
      user.sockets.add(entry)
      return () => {
        const current = byUser.get(userUuid)
        if (current === undefined) return
        current.sockets.delete(entry)
        if (current.sockets.size > 0) return
        current.unsubscribe()
        byUser.delete(userUuid)
      }
    },
    all: () => [...byUser.values()].flatMap(({ sockets }) => [...sockets]),
    closeEnded,
    closeEndedOf: (userUuid) => closeEnded([...(byUser.get(userUuid)?.sockets ?? [])]),
  }
}
