import { useState } from 'react'
import { useCurrentUser } from '@/lib/auth/currentUser'
import { pendingCount, useOutbox } from '@/lib/outbox/useOutbox'
import { PageHeader } from '@/lib/ui/PageHeader'
import { AuthTriggerPage } from './LoginPage'
import './auth.css'

/**
 * /auth/logout: logging out deletes this device's copy of the user's data, the outbox with it
 * (docs/offline.md). With edits that have not reached the server yet, the user is asked first.
 */
export function LogoutPage() {
  const { user, status } = useCurrentUser()
  const outbox = useOutbox()
  const [confirmed, setConfirmed] = useState(false)
  const reading =
    status === 'initial' || (user !== null && !(outbox.owner === user.uuid && outbox.loaded))
  const unsynced = pendingCount(outbox)

  if (confirmed || (!reading && unsynced === 0)) {
    return <AuthTriggerPage method="logout" redirectTo={undefined} verified={undefined} />
  }
  if (reading) {
    return (
      <section className="auth-page card" aria-live="polite">
        <img src="/icons/logo.svg" alt="" width={48} height={48} />
        <PageHeader title="Logging out…" />
        <div className="spinner" role="progressbar" aria-label="Working" />
      </section>
    )
  }
  const one = unsynced === 1
  return (
    <section className="auth-page card" aria-live="polite">
      <img src="/icons/logo.svg" alt="" width={48} height={48} />
      <PageHeader title={`You have ${unsynced} unsynced ${one ? 'change' : 'changes'}`} />
      <p className="muted">
        {one ? 'It has' : 'They have'} not reached your account yet. Logging out deletes{' '}
        {one ? 'it' : 'them'} from this device for good. Stay signed in and{' '}
        {one ? 'it is' : 'they are'} sent as soon as the connection is back.
      </p>
      <button
        type="button"
        className="button primary"
        onClick={() =>
          window.history.length > 1 ? window.history.back() : window.location.assign('/home')
        }
      >
        Stay signed in
      </button>
      <button type="button" className="button danger" onClick={() => setConfirmed(true)}>
        Log out and delete them
      </button>
    </section>
  )
}
