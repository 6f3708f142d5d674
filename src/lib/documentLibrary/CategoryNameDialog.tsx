import { useId, useState } from 'react'
import { Dialog } from '@/lib/ui/Dialog'
import { useCreateCategory, useRenameCategory } from './categoryMutations'
import type { DocumentLibrary, LibraryCategory } from './documentLibrary'
import { isFieldProblem, serverFieldError } from './libraryToasts'
import '@/lib/ui/formFields.css'
import './documentLibrary.css'

/**
 * Names a new category, or renames one (under the version it was listed at). The name is
 * checked with the server's own schema before sending; a name the user already has (409) or one
 * the server refuses (400, its message for the name field when it gives one) is shown under the
 * field, where the user can change it.
 */
export function CategoryNameDialog<C extends LibraryCategory>({
  library,
  category,
  onClose,
}: {
  library: DocumentLibrary<C>
  /** The category to rename; absent to create one. */
  category?: C
  onClose: () => void
}) {
  const [name, setName] = useState(category?.name ?? '')
  const [touched, setTouched] = useState(false)
  const create = useCreateCategory(library)
  const rename = useRenameCategory(library)
  const write = category ? rename : create
  const inputId = useId()
  const errorId = `${inputId}-error`
  const invalid = library.categoryNameError(name)
  const error = (touched ? invalid : undefined) ?? serverFieldError(write.error, 'name')

  return (
    <Dialog
      open
      title={category ? 'Rename category' : 'New category'}
      onClose={write.isPending ? () => {} : onClose}
    >
      <form
        className="doc-library-form"
        noValidate
        onSubmit={(event) => {
          event.preventDefault()
          setTouched(true)
          if (invalid !== undefined || write.isPending) return
          // Only a refused name keeps the dialog open; any other failure has its toast, and a
          // stale version (412) needs the category read again before another try.
          const done = {
            onSuccess: onClose,
            onError: (failure: Error) => {
              if (!isFieldProblem(failure)) onClose()
            },
          }
          const trimmed = name.trim()
          if (category) rename.mutate({ category, name: trimmed }, done)
          else create.mutate({ name: trimmed }, done)
        }}
      >
        <div className="form-field">
          <label htmlFor={inputId} className="form-label">
            Category name
          </label>
          <input
            id={inputId}
            value={name}
            autoComplete="off"
            aria-invalid={error ? true : undefined}
            aria-describedby={errorId}
            onChange={(event) => {
              setName(event.target.value)
              write.reset()
            }}
            onBlur={() => setTouched(true)}
          />
          <p id={errorId} className="form-error" role={error ? 'alert' : undefined}>
            {error}
          </p>
        </div>
        <div className="dialog-footer">
          <button type="button" className="button" onClick={onClose} disabled={write.isPending}>
            Cancel
          </button>
          <button type="submit" className="button primary" disabled={write.isPending}>
            {category ? 'Rename' : 'Create'}
          </button>
        </div>
      </form>
    </Dialog>
  )
}
