import { useEffect, useRef } from 'react'
import type { PulseMessage } from '@/core/api/pulses'
import { connectPulses } from './pulseSocket'

/**
 * Keeps this tab's pulse socket open while `signedIn` (opened after sign-in, closed at sign-out
 * and unmount) and hands each known message to `onMessage`, whose latest version is used. When
 * the server ends the socket because its session ended, `onSessionEnded` says whether this tab
 * still has a session to reopen it with (connectPulses).
 */
export function usePulseSocket(
  signedIn: boolean,
  onMessage: (message: PulseMessage) => void,
  onSessionEnded?: () => Promise<boolean>,
) {
  const handlers = useRef({ onMessage, onSessionEnded })
  useEffect(() => {
    handlers.current = { onMessage, onSessionEnded }
  })
  useEffect(() => {
    if (!signedIn || typeof WebSocket === 'undefined') return
    const connection = connectPulses({
      onMessage: (message) => handlers.current.onMessage(message),
      onSessionEnded: () => handlers.current.onSessionEnded?.() ?? Promise.resolve(false),
    })
    return () => connection.close()
  }, [signedIn])
}
