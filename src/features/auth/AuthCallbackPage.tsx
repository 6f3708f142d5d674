import { Splash } from '@/lib/ui/Splash'
import './auth.css'

/** Shown while the callback links the identity provider's token to a session. */
export function AuthCallbackPage({ error }: { error: string | undefined }) {
  if (error) {
    return (
      <section className="auth-page card" role="alert">
        <h1>Error logging in</h1>
        <p>{error}</p>
        <a className="button primary" href="/home">
          Go Home
        </a>
      </section>
    )
  }
  return <Splash />
}
