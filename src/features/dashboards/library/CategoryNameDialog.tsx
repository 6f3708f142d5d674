import { useId, useState } from 'react'
import { Dialog } from '@/lib/ui/Dialog'
import { useCreateCategory, useRenameCategory } from './categoryMutations'
import { serverFieldError } from './fieldProblem'
import { isFieldProblem } from '../dashboardToasts'
import { dashboardCategoryInputSchema, type DashboardCategory } from '@/core/api/dashboards'
import '@/lib/ui/formFields.css'
import './library.css'

/** The first problem with a category name by the shared schema, or undefined when it is valid. */
export function categoryNameError(name: string): string | undefined {
  const parsed = dashboardCategoryInputSchema.safeParse({ name })
  return parsed.success ? undefined : parsed.error.issues[0]?.message
}

/**
 * Names a new dashboard category, or renames one (under the version it was listed at). The name
 * is checked with the server's own schema before sending; a name the user already has (409) or
 * one the server refuses (400) is shown under the field, where the user can change it.
 */
export function CategoryNameDialog({
  category,
  onClose,
}: {
  /** The category to rename; absent to create one. */
  category?: DashboardCategory
  onClose: () => void
}) {
  const [name, setName] = useState(category?.name ?? '')
  const [touched, setTouched] = useState(false)
  const create = useCreateCategory()
  const rename = useRenameCategory()
  const write = category ? rename : create
  const inputId = useId()
  const errorId = `${inputId}-error`
  const invalid = categoryNameError(name)
  const error = (touched ? invalid : undefined) ?? serverFieldError(write.error, 'name')

  return (
    <Dialog
      open
      title={category ? 'Rename category' : 'New category'}
      onClose={write.isPending ? () => {} : onClose}
    >
      <form
        className="dash-library-form"
        noValidate
        onSubmit={(event) => {
          event.preventDefault()
          setTouched(true)
          if (invalid !== undefined || write.isPending) return
          // Only a refused name keeps the dialog open; any other failure has its toast.
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
