import { useQueryClient } from '@tanstack/react-query'
import { useRouter } from '@tanstack/react-router'
import { useEffect, useRef, useState } from 'react'
import { completeSignIn } from '@/lib/auth/authFlow'
import { currentUserQuery, currentUserSchema } from '@/lib/auth/currentUser'
import { analytics } from '@/lib/analytics/analytics'
import { Splash } from '@/lib/ui/Splash'
import { toast } from '@/lib/ui/toastStore'

/**
 * /auth/callback: the identity provider returns here (and answers the hidden renewal frame
 * here). While the code is redeemed and linked a splash shows; then the user goes on, or home
 * with a notice when signing in failed (app.md section 8).
 */
export function AuthCallbackPage() {
  const queryClient = useQueryClient()
  const router = useRouter()
  const [frame, setFrame] = useState(false)
  const started = useRef(false)

  useEffect(() => {
    if (started.current) return
    started.current = true
    void completeSignIn(window.location.href).then((outcome) => {
      if (outcome.kind === 'frame') return setFrame(true)
      if (outcome.kind === 'failed') {
        const { kind, title, description } = outcome.notice
        toast[kind](title, description)
        router.history.replace('/home')
        return
      }
      const { user } = outcome
      queryClient.setQueryData(currentUserQuery.queryKey, currentUserSchema.parse(user))
      analytics.identify({ uuid: user.uuid })
      analytics.track('login')
      const { needsOnboarding, returnTo } = outcome
      // A new user answers the onboarding survey first, then goes on to where they started.
      const next = !needsOnboarding
        ? returnTo
        : returnTo === '/home'
          ? '/onboarding'
          : `/onboarding?redirectTo=${encodeURIComponent(returnTo)}`
      router.history.replace(next)
    })
  }, [queryClient, router])

  return frame ? null : <Splash />
}
