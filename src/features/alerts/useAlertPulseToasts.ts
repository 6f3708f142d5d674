import { useRouter } from '@tanstack/react-router'
import { useCallback } from 'react'
import type { PulseMessage } from '@/core/api/pulses'
import { usePulseSocket } from '@/lib/pulses/usePulseSocket'
import { showAlertPulse } from './alertPulseToast'

/**
 * Shows the signed-in user's firings as toasts while this tab is open (the pulse socket).
 * `checkSession` answers whether the tab is still signed in, asked when the server closes the
 * socket because its session ended.
 */
export function useAlertPulseToasts(signedIn: boolean, checkSession: () => Promise<boolean>): void {
  const router = useRouter()
  const onMessage = useCallback(
    (message: PulseMessage) =>
      showAlertPulse(message, (url) => void router.navigate({ href: url })),
    [router],
  )
  usePulseSocket(signedIn, onMessage, checkSession)
}
