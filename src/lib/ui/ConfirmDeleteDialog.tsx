import type { ReactNode } from 'react'
import { Dialog } from './Dialog'
import './confirmDelete.css'

/**
 * The "are you sure" before a delete that cannot be undone (a chart, a dashboard, a category):
 * the question, Cancel and the danger button (Enter in the form confirms). While the delete
 * runs, neither the dialog nor its buttons can be dismissed, so its outcome is not lost.
 */
export function ConfirmDeleteDialog({
  title,
  confirmLabel = 'Delete',
  busy,
  onConfirm,
  onClose,
  children,
}: {
  title: string
  confirmLabel?: string
  busy: boolean
  onConfirm: () => void
  onClose: () => void
  /** The question, naming what goes. */
  children: ReactNode
}) {
  return (
    <Dialog open title={title} onClose={busy ? () => {} : onClose}>
      <form
        className="confirm-delete"
        onSubmit={(event) => {
          event.preventDefault()
          if (!busy) onConfirm()
        }}
      >
        <p>{children}</p>
        <div className="dialog-footer">
          <button type="button" className="button" onClick={onClose} disabled={busy}>
            Cancel
          </button>
          <button type="submit" className="button danger" disabled={busy}>
            {busy ? 'Deleting…' : confirmLabel}
          </button>
        </div>
      </form>
    </Dialog>
  )
}
