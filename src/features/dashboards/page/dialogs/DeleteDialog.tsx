import { Dialog } from '@/lib/ui/Dialog'

/** Deleting a dashboard asks once; it cannot be undone. */
export function DeleteDialog({
  name,
  pending,
  onDelete,
  onClose,
}: {
  name: string
  pending: boolean
  onDelete: () => void
  onClose: () => void
}) {
  return (
    <Dialog
      open
      title="Delete dashboard"
      onClose={pending ? () => {} : onClose}
      footer={
        <>
          <button type="button" className="button" onClick={onClose} disabled={pending}>
            Cancel
          </button>
          <button
            type="button"
            className="button primary danger"
            onClick={onDelete}
            disabled={pending}
          >
            {pending ? 'Deleting…' : 'Delete'}
          </button>
        </>
      }
    >
      <p>
        Delete <strong>{name}</strong>? This cannot be undone.
      </p>
    </Dialog>
  )
}
