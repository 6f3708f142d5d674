import type { FastifyBaseLogger } from 'fastify'
import { maxBufferedBytes, type PulseSockets } from './pulseSockets'

/**
 * Pings every socket each interval; one that did not pong since the last ping, or that stays
 * over the buffer bound across two heartbeats, is gone or not reading, and is dropped. Each beat
 * also asks the database whether the sockets' sessions are still live, so a session that ended
 * without a notice (it expired, the notice was lost with a LISTEN connection) closes its
 * sockets (4001) within one interval. Answers the stop.
 */
export function startPulseHeartbeat(
  sockets: PulseSockets,
  intervalMs: number,
  log: FastifyBaseLogger,
): () => void {
  let checking = false
  const beat = () => {
    const entries = sockets.all()
    for (const entry of entries) {
      const backlogged = entry.socket.bufferedAmount > maxBufferedBytes
      if (!entry.alive || (backlogged && entry.backlogged)) {
        entry.socket.terminate()
        continue
      }
      entry.alive = false
      entry.backlogged = backlogged
      entry.socket.ping()
    }
    // One look at a time: a slow database skips a beat rather than piling up queries.
    if (checking) return
    checking = true
    sockets
      .closeEnded(entries)
      .catch((err: unknown) => log.warn({ err }, 'Could not check the pulse sockets’ sessions'))
      .finally(() => (checking = false))
  }
  const timer = setInterval(beat, intervalMs)
  timer.unref()
  return () => clearInterval(timer)
}
