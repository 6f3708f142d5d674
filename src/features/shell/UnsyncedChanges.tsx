import { Link, useLocation } from '@tanstack/react-router'
import { useState } from 'react'
import { formatDateTime } from '@/core/format/date'
import type { Operation } from '@/core/sync/operations'
import { useOnlineStatus } from '@/lib/browser/useOnlineStatus'
import { askAbout } from '@/lib/outbox/conflictAsking'
import { dismissNotices, retryNow } from '@/lib/outbox/outboxSync'
import { pendingCount, useOutbox } from '@/lib/outbox/useOutbox'
import { Dialog } from '@/lib/ui/Dialog'
import { toast } from '@/lib/ui/toastStore'

/*
 * The navbar's "N unsynced changes" (docs/offline.md): edits made here that the server does not
 * have yet, and the notices of those that could not be applied as made. Its list says what, when
 * and where each stands, with Retry now; a refused edit's content can be copied before it is
 * dismissed.
 */

export const unsyncedLabel = (count: number) =>
  `${count} unsynced ${count === 1 ? 'change' : 'changes'}`

/** An edit waiting for the user's choice, in the list. */
export const decideText =
  'Changed on another device meanwhile, the same things: choose which version to keep'

function stateOf(op: Operation, online: boolean, needsSignIn: boolean): string {
  if (op.state === 'failed') return op.notice ?? 'Not saved'
  if (op.state === 'conflict') return op.notice ?? 'Changed on another device'
  if (op.state === 'decide') return decideText
  if (needsSignIn) return 'Waiting for you to sign in again'
  if (!online) return 'Waiting for a connection'
  if (op.retryAt !== null) {
    const why = op.status === null ? 'the server could not be reached' : op.lastError
    return `Retrying at ${formatDateTime(op.retryAt)} (${why})`
  }
  return op.attempts > 0 ? 'Sending' : 'Queued'
}

export function UnsyncedChanges() {
  const outbox = useOutbox()
  const online = useOnlineStatus()
  const { href } = useLocation()
  const [open, setOpen] = useState(false)
  const pending = pendingCount(outbox)
  const notices = outbox.operations.filter((op) => op.state === 'failed' || op.state === 'conflict')
  if (outbox.owner === null || (pending === 0 && notices.length === 0)) return null

  const undecided = outbox.operations.some((op) => op.state === 'decide')
  const attention = notices.length > 0 || undecided || outbox.needsSignIn
  const label =
    pending > 0
      ? unsyncedLabel(pending)
      : `${notices.length} sync ${notices.length === 1 ? 'notice' : 'notices'}`
  const copy = async (op: Operation) => {
    try {
      await navigator.clipboard.writeText(JSON.stringify(op.payload ?? null, null, 2))
      toast.success('Copied')
    } catch {
      toast.error('Could not copy', 'The browser did not allow it: select the text instead')
    }
  }

  return (
    <>
      <button
        type="button"
        className={`nav-button unsynced-button${attention ? ' attention' : ''}`}
        onClick={() => setOpen(true)}
      >
        <span className="unsynced-dot" aria-hidden="true" />
        <span>{label}</span>
      </button>
      <Dialog
        open={open}
        title="Unsynced changes"
        width={560}
        onClose={() => setOpen(false)}
        footer={
          <>
            {notices.length > 0 ? (
              <button
                type="button"
                className="button"
                onClick={() => void dismissNotices(notices.map((op) => op.id))}
              >
                Dismiss notices
              </button>
            ) : null}
            {/* An edit waiting for the user's choice is not retried: Choose… is its button. */}
            {outbox.operations.some((op) => op.state === 'pending') ? (
              <button
                type="button"
                className="button primary"
                disabled={!online || outbox.needsSignIn}
                onClick={() => void retryNow()}
              >
                Retry now
              </button>
            ) : null}
          </>
        }
      >
        {outbox.needsSignIn ? (
          <p className="unsynced-signin" role="alert">
            Your session has ended.{' '}
            <Link to="/auth/$method" params={{ method: 'login' }} search={{ redirectTo: href }}>
              Sign in again
            </Link>{' '}
            to send these changes; nothing is lost meanwhile.
          </p>
        ) : null}
        <ol className="unsynced-list">
          {outbox.operations.map((op) => (
            <li key={op.id} className={`unsynced-item ${op.state}`}>
              <div className="unsynced-what">
                <strong>{op.label}</strong>
                <time className="muted" dateTime={new Date(op.createdAt).toISOString()}>
                  {formatDateTime(op.createdAt)}
                </time>
              </div>
              <p className="unsynced-state">{stateOf(op, online, outbox.needsSignIn)}</p>
              {op.state === 'decide' ? (
                <button
                  type="button"
                  className="button"
                  onClick={() => {
                    setOpen(false)
                    askAbout(op.id)
                  }}
                >
                  Choose…
                </button>
              ) : null}
              {op.state === 'failed' && op.payload !== undefined ? (
                <details>
                  <summary>Your content</summary>
                  <pre className="unsynced-content">{JSON.stringify(op.payload, null, 2)}</pre>
                  <button type="button" className="button" onClick={() => void copy(op)}>
                    Copy
                  </button>
                </details>
              ) : null}
            </li>
          ))}
        </ol>
      </Dialog>
    </>
  )
}
