import { useId, useState } from 'react'
import { Dialog } from '@/lib/ui/Dialog'
import { CategorySelect } from './CategorySelect'
import { isUncategorized, uncategorizedKey } from './libraryGroups'
import '@/lib/ui/formFields.css'
import './documentLibrary.css'

/** The option naming where a document is filed (uuids compared without case). */
function currentChoice(
  categoryUuid: string | null,
  categories: readonly { uuid: string }[],
): string {
  if (categoryUuid === null || isUncategorized(categoryUuid)) return uncategorizedKey
  const filed = categoryUuid.toLowerCase()
  return categories.find((category) => category.uuid.toLowerCase() === filed)?.uuid ?? filed
}

/**
 * Files a document under one of the user's categories, or under Uncategorized. The library's
 * move (a write of the whole document with its new category) is given as `onMove`, with the
 * choice: a category uuid, or "uncategorized".
 */
export function MoveToCategoryDialog({
  name,
  categoryUuid,
  categories,
  busy,
  onMove,
  onClose,
}: {
  /** The document's name. */
  name: string
  /** Where it is filed now. */
  categoryUuid: string | null
  categories: readonly { uuid: string; name: string; isDefault?: boolean }[]
  /** The move is under way: the dialog cannot be closed, nor the move sent again. */
  busy: boolean
  onMove: (choice: string) => void
  onClose: () => void
}) {
  const current = currentChoice(categoryUuid, categories)
  const [choice, setChoice] = useState(current)
  const selectId = useId()
  const unchanged = choice === current

  return (
    <Dialog open title="Move to category" onClose={busy ? () => {} : onClose}>
      <form
        className="doc-library-form"
        onSubmit={(event) => {
          event.preventDefault()
          if (unchanged || busy) return
          onMove(choice)
        }}
      >
        <p>
          Where should <strong>{name}</strong> be filed?
        </p>
        <CategorySelect id={selectId} value={choice} categories={categories} onChange={setChoice} />
        <div className="dialog-footer">
          <button type="button" className="button" onClick={onClose} disabled={busy}>
            Cancel
          </button>
          <button type="submit" className="button primary" disabled={unchanged || busy}>
            {busy ? 'Moving…' : 'Move'}
          </button>
        </div>
      </form>
    </Dialog>
  )
}
