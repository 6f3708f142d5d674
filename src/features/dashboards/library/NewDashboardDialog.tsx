import { useId, useState } from 'react'
import { newDashboardContent } from '@/core/dashboardEditor/newItems'
import { Dialog } from '@/lib/ui/Dialog'
import { CategorySelect } from '@/lib/documentLibrary/CategorySelect'
import { uncategorizedKey } from '@/lib/documentLibrary/libraryGroups'
import { serverFieldError } from '@/lib/documentLibrary/libraryToasts'
import { useCreateDashboard } from '../dashboardWrites'
import { dashboardNameError, type DashboardCategory } from './libraryTypes'
import '@/lib/ui/formFields.css'
import '@/lib/documentLibrary/documentLibrary.css'

/**
 * Names a new, empty dashboard for the asset on screen and files it; once created it opens (and
 * is on top of the list). A name the server refuses is shown under the field.
 */
export function NewDashboardDialog({
  asset,
  categories,
  onClose,
}: {
  asset: string
  categories: readonly DashboardCategory[]
  onClose: () => void
}) {
  const [name, setName] = useState('')
  const [category, setCategory] = useState(uncategorizedKey)
  const [touched, setTouched] = useState(false)
  const create = useCreateDashboard()
  const inputId = useId()
  const selectId = useId()
  const errorId = `${inputId}-error`
  const invalid = dashboardNameError(name)
  const error = (touched ? invalid : undefined) ?? serverFieldError(create.error, 'name')

  return (
    <Dialog open title="New dashboard" onClose={create.isPending ? () => {} : onClose}>
      <form
        className="doc-library-form"
        noValidate
        onSubmit={(event) => {
          event.preventDefault()
          setTouched(true)
          if (invalid !== undefined || create.isPending) return
          create.mutate(
            { content: newDashboardContent(name.trim(), asset), categoryUuid: category },
            { onSuccess: onClose },
          )
        }}
      >
        <div className="form-field">
          <label htmlFor={inputId} className="form-label">
            Dashboard name
          </label>
          <input
            id={inputId}
            value={name}
            autoComplete="off"
            aria-invalid={error ? true : undefined}
            aria-describedby={errorId}
            onChange={(event) => {
              setName(event.target.value)
              create.reset()
            }}
            onBlur={() => setTouched(true)}
          />
          <p id={errorId} className="form-error" role={error ? 'alert' : undefined}>
            {error}
          </p>
        </div>
        <CategorySelect
          id={selectId}
          value={category}
          categories={categories}
          onChange={setCategory}
        />
        <div className="dialog-footer">
          <button type="button" className="button" onClick={onClose} disabled={create.isPending}>
            Cancel
          </button>
          <button type="submit" className="button primary" disabled={create.isPending}>
            {create.isPending ? 'Creating…' : 'Create'}
          </button>
        </div>
      </form>
    </Dialog>
  )
}
