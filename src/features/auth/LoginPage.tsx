import { PageHeader } from '@/lib/ui/PageHeader'
import './auth.css'

export type AuthMethod = 'login' | 'signup' | 'logout'

const titles: Record<AuthMethod, string> = {
  login: 'Log in',
  signup: 'Sign up',
  logout: 'Logging out…',
}

/**
 * The auth trigger page. It keeps where to return after sign-in; the identity provider flow
 * (authorization code with PKCE) starts from here.
 */
export function AuthTriggerPage({
  method,
  redirectTo,
}: {
  method: AuthMethod
  redirectTo: string | undefined
}) {
  return (
    <section className="auth-page card">
      <img src="/icons/logo.svg" alt="" width={48} height={48} />
      <PageHeader title={titles[method]} />
      {method === 'logout' ? (
        <p>You have been logged out.</p>
      ) : (
        <p className="muted">
          Sign-in is provided by the identity service of this deployment.
          {redirectTo ? ` You will return to ${redirectTo} afterwards.` : null}
        </p>
      )}
      <a className="button" href="/home">
        Back to Onchain Studio
      </a>
    </section>
  )
}
