import { useId, useState } from 'react'
import { Dialog } from '@/lib/ui/Dialog'
import { useDeleteAccount } from './accountMutations'

export const deleteConfirmationWord = 'DELETE'

/**
 * Deleting an account cannot be undone, so the button works only once the word DELETE is typed:
 * a stray click or Enter cannot do it.
 */
export function DeleteAccountDialog({
  email,
  hasPaidPlan,
  onClose,
}: {
  email: string
  hasPaidPlan: boolean
  onClose: () => void
}) {
  const [typed, setTyped] = useState('')
  const inputId = useId()
  const hintId = useId()
  const remove = useDeleteAccount()
  // Stays pending after success too: the page is already on its way to the logout route.
  const busy = remove.isPending || remove.isSuccess
  const confirmed = typed.trim() === deleteConfirmationWord

  return (
    <Dialog open title="Delete account" onClose={busy ? () => {} : onClose}>
      <form
        className="settings-form"
        onSubmit={(event) => {
          event.preventDefault()
          if (confirmed && !busy) remove.mutate()
        }}
      >
        <p>
          This permanently deletes the account <strong>{email}</strong> and everything saved in it,
          including your API key, and signs you out.
        </p>
        {hasPaidPlan ? (
          <p className="settings-notice" role="note">
            You have a paid plan. Cancel the subscription under Billing first, so that no further
            payment is taken.
          </p>
        ) : null}
        <div className="form-field">
          <label htmlFor={inputId} className="form-label">
            Type {deleteConfirmationWord} to confirm
          </label>
          <input
            id={inputId}
            value={typed}
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            aria-describedby={hintId}
            onChange={(event) => setTyped(event.target.value)}
          />
          <p id={hintId} className="muted settings-hint">
            This cannot be undone.
          </p>
        </div>
        <div className="dialog-footer">
          <button type="button" className="button" onClick={onClose} disabled={busy}>
            Keep my account
          </button>
          <button type="submit" className="button danger" disabled={!confirmed || busy}>
            {busy ? 'Deleting…' : 'Delete account'}
          </button>
        </div>
      </form>
    </Dialog>
  )
}
