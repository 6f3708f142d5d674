import { useEffect, useRef } from 'react'
import type { PulseMessage } from '@/core/api/pulses'
import { connectPulses } from './pulseSocket'

/**
 * Keeps this tab's pulse socket open while `signedIn` (opened after sign-in, closed at sign-out
 * and unmount) and hands each known message to `onMessage`, whose latest version is used.
 */
export function usePulseSocket(signedIn: boolean, onMessage: (message: PulseMessage) => void) {
  const handler = useRef(onMessage)
  useEffect(() => {
    handler.current = onMessage
  })
  useEffect(() => {
    if (!signedIn || typeof WebSocket === 'undefined') return
    const connection = connectPulses({ onMessage: (message) => handler.current(message) })
    return () => connection.close()
  }, [signedIn])
}
