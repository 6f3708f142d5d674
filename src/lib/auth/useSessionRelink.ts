import { useQueryClient } from '@tanstack/react-query'
import { ErrorResponse } from 'oidc-client-ts'
import { useEffect } from 'react'
import { ApiError } from '@/lib/api/apiError'
import { endLocalSession, relinkSession } from './authFlow'
import { currentUserQuery, currentUserSchema } from './currentUser'
import { isRelinkDue } from './linkSession'

const checkEveryMs = 5 * 60 * 1000

/**
 * Keeps a signed-in session linked to the identity provider: every 12 hours (checked on start,
 * every few minutes and when the tab comes back) the sign-in is renewed without a page and the
 * new token linked. When the provider refuses, the user is logged out (app.md section 4) and
 * `onLoggedOut` runs; a network failure only waits for the next check, so being offline on a
 * plane never signs anyone out.
 */
export function useSessionRelink(authenticated: boolean, onLoggedOut: () => void): void {
  const queryClient = useQueryClient()
  useEffect(() => {
    // The hidden renewal frame runs the app too; only the top window renews.
    if (!authenticated || window.self !== window.top) return
    let running = false
    const check = () => {
      if (running || !navigator.onLine || !isRelinkDue()) return
      running = true
      relinkSession()
        .then((user) =>
          queryClient.setQueryData(currentUserQuery.queryKey, currentUserSchema.parse(user)),
        )
        .catch(async (error: unknown) => {
          if (!isRefusal(error)) return
          await endLocalSession()
          queryClient.setQueryData(currentUserQuery.queryKey, null)
          onLoggedOut()
        })
        .finally(() => {
          running = false
        })
    }
    const onVisible = () => {
      if (document.visibilityState === 'visible') check()
    }
    check()
    const timer = window.setInterval(check, checkEveryMs)
    document.addEventListener('visibilitychange', onVisible)
    return () => {
      window.clearInterval(timer)
      document.removeEventListener('visibilitychange', onVisible)
    }
  }, [authenticated, onLoggedOut, queryClient])
}

/** The provider said no (login_required, …) or the server refused the token. */
function isRefusal(error: unknown): boolean {
  return error instanceof ErrorResponse || (error instanceof ApiError && error.status === 401)
}
