import { useEffect, useRef, useState } from 'react'
import { useQueryClient } from '@tanstack/react-query'
import { signOut, startSignIn } from '@/lib/auth/authFlow'
import { analytics } from '@/lib/analytics/analytics'
import { PageHeader } from '@/lib/ui/PageHeader'
import './auth.css'

export type AuthMethod = 'login' | 'signup' | 'logout'

const titles: Record<AuthMethod, string> = {
  login: 'Log in',
  signup: 'Sign up',
  logout: 'Logging out…',
}

interface AuthTriggerPageProps {
  method: AuthMethod
  redirectTo: string | undefined
  /** Set when a verification mail's link brought the user here: 1 verified, 0 not. */
  verified: 0 | 1 | undefined
}

/**
 * /auth/{method}: starts sign-in or sign-up at the identity provider (the return path travels in
 * the request's state), or logs out. Back from a verification link it first says how that went
 * and waits for the click, so the person knows why they are asked to sign in.
 */
export function AuthTriggerPage({ method, redirectTo, verified }: AuthTriggerPageProps) {
  const queryClient = useQueryClient()
  const [failed, setFailed] = useState(false)
  const started = useRef(false)
  const waitForClick = method === 'login' && verified !== undefined

  const start = () => {
    setFailed(false)
    const work =
      method === 'logout'
        ? (async () => {
            analytics.track('logout')
            await signOut(() => queryClient.clear())
          })()
        : startSignIn({ returnTo: redirectTo, signup: method === 'signup' })
    work.catch(() => setFailed(true))
  }

  useEffect(() => {
    // Once per visit, also under StrictMode's double effects.
    if (waitForClick || started.current) return
    started.current = true
    start()
  })

  return (
    <section className="auth-page card" aria-live="polite">
      <img src="/icons/logo.svg" alt="" width={48} height={48} />
      {failed ? (
        <>
          <PageHeader title="The sign-in service cannot be reached" />
          <p className="muted">Check your connection and try again.</p>
          <button type="button" className="button primary" onClick={start}>
            Try again
          </button>
        </>
      ) : waitForClick ? (
        <>
          <PageHeader title={verified === 1 ? 'Email verified' : 'This link has expired'} />
          <p className="muted">
            {verified === 1
              ? 'Your email address is confirmed. Log in to start using Onchain Studio.'
              : 'The verification link is invalid or was already used. Log in and we will send you a new one if your email still needs verifying.'}
          </p>
          <button type="button" className="button primary" onClick={start}>
            Log in
          </button>
        </>
      ) : (
        <>
          <PageHeader title={titles[method]} />
          <p className="muted">
            {method === 'logout' ? 'Ending your session…' : 'Taking you to sign-in…'}
          </p>
          <div className="spinner" role="progressbar" aria-label="Working" />
        </>
      )}
      <a className="button" href="/home">
        Back to Onchain Studio
      </a>
    </section>
  )
}
