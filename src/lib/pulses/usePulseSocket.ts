import { useEffect, useRef } from 'react'
import type { PulseMessage } from '@/core/api/pulses'
import { connectPulses } from './pulseSocket'

type PulseListener = (message: PulseMessage) => void

/** Other parts of the app that listen to this tab's one socket (search's records, …). */
const listeners = new Set<PulseListener>()

/**
 * Hands every message this tab's pulse socket receives to `listener` as well, for as long as it
 * is subscribed: one socket per tab, however many parts listen. Answers the unsubscribe.
 */
export function onPulse(listener: PulseListener): () => void {
  listeners.add(listener)
  return () => void listeners.delete(listener)
}

/**
 * Keeps this tab's pulse socket open while `signedIn` (opened after sign-in, closed at sign-out
 * and unmount) and hands each known message to `onMessage`, whose latest version is used, and
 * to the listeners of `onPulse`. When the server ends the socket because its session ended,
 * `onSessionEnded` says whether this tab still has a session to reopen it with (connectPulses).
 */
export function usePulseSocket(
  signedIn: boolean,
  onMessage: PulseListener,
  onSessionEnded?: () => Promise<boolean>,
) {
  const handlers = useRef({ onMessage, onSessionEnded })
  useEffect(() => {
    handlers.current = { onMessage, onSessionEnded }
  })
  useEffect(() => {
    if (!signedIn || typeof WebSocket === 'undefined') return
    const connection = connectPulses({
      onMessage: (message) => {
        handlers.current.onMessage(message)
        for (const listener of listeners) listener(message)
      },
      onSessionEnded: () => handlers.current.onSessionEnded?.() ?? Promise.resolve(false),
    })
    return () => connection.close()
  }, [signedIn])
}
