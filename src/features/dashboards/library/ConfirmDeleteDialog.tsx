import type { ReactNode } from 'react'
import { Dialog } from '@/lib/ui/Dialog'
import './library.css'

/**
 * The list's "are you sure" for a delete: the question, Cancel and the danger button. While the
 * delete runs, neither the dialog nor its buttons can be dismissed.
 */
export function ConfirmDeleteDialog({
  title,
  confirmLabel,
  busy,
  onConfirm,
  onClose,
  children,
}: {
  title: string
  confirmLabel: string
  busy: boolean
  onConfirm: () => void
  onClose: () => void
  children: ReactNode
}) {
  return (
    <Dialog open title={title} onClose={busy ? () => {} : onClose}>
      <form
        className="dash-library-form"
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
          <button type="submit" className="button dash-library-danger" disabled={busy}>
            {busy ? 'Deleting…' : confirmLabel}
          </button>
        </div>
      </form>
    </Dialog>
  )
}
