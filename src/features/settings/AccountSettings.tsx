import { useQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { useRef, useState } from 'react'
import { formatDate } from '@/core/format/date'
import { accountPlanLabel } from './accountPlanLabel'
import { DeleteAccountDialog } from './DeleteAccountDialog'
import { NameForm } from './NameForm'
import { SettingsLoadError, SettingsLoading } from './SectionStates'
import { accountInfoQuery } from './settingsQueries'

/** /settings/account: name, email, newsletter and plan, and deleting the account. */
export function AccountSettings() {
  const { data: user, error, refetch } = useQuery(accountInfoQuery)
  const [deleting, setDeleting] = useState(false)
  const deleteButton = useRef<HTMLButtonElement>(null)

  if (!user) {
    return (
      <section className="card" aria-labelledby="account-heading">
        <h2 id="account-heading">Account</h2>
        {error ? (
          <SettingsLoadError what="your account" error={error} onRetry={() => void refetch()} />
        ) : (
          <SettingsLoading label="account" />
        )}
      </section>
    )
  }

  return (
    <>
      <section className="card" aria-labelledby="profile-heading">
        <h2 id="profile-heading">Profile</h2>
        <NameForm key={user.uuid} user={user} />
        <dl className="settings-facts">
          <dt>Email</dt>
          <dd>{user.email}</dd>
          <dt>Newsletter</dt>
          <dd>{user.newsletter ? 'Subscribed' : 'Not subscribed'}</dd>
          <dt>Plan</dt>
          <dd>
            {accountPlanLabel(user.plan)}
            {user.trial && user.trialExpiry !== null
              ? ` (free trial until ${formatDate(user.trialExpiry)})`
              : null}{' '}
            <Link to="/settings/$slug" params={{ slug: 'billing' }}>
              Manage billing
            </Link>
          </dd>
        </dl>
      </section>

      <section className="card settings-danger" aria-labelledby="delete-heading">
        <h2 id="delete-heading">Delete account</h2>
        <p className="muted">Your account and everything saved in it are removed for good.</p>
        <button
          ref={deleteButton}
          type="button"
          className="button danger"
          onClick={() => setDeleting(true)}
        >
          Delete account
        </button>
      </section>
      {deleting ? (
        <DeleteAccountDialog
          email={user.email}
          hasPaidPlan={user.products.length > 0}
          onClose={() => {
            setDeleting(false)
            deleteButton.current?.focus()
          }}
        />
      ) : null}
    </>
  )
}
