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
 * to the listeners of `onPulse`.
 */
export function usePulseSocket(signedIn: boolean, onMessage: PulseListener) {
  const handler = useRef(onMessage)
  useEffect(() => {
    handler.current = onMessage
  })
  useEffect(() => {
    if (!signedIn || typeof WebSocket === 'undefined') return
    const connection = connectPulses({
      onMessage: (message) => {
        handler.current(message)
        for (const listener of listeners) listener(message)
      },
    })
    return () => connection.close()
  }, [signedIn])
}
