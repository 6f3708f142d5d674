/*
 * Heard whenever the server answers any request (whatever the status): the outbox replays as
 * soon as the server is back, not only on the browser's `online` event, which says nothing of a
 * server that was down.
 */
type Listener = () => void
const listeners = new Set<Listener>()

export function onServerAnswered(listener: Listener): () => void {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

export function serverAnswered(): void {
  for (const listener of listeners) listener()
}
