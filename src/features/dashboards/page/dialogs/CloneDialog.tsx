import { useId, useState } from 'react'
import { dashboardLimits } from '@/core/api/dashboards'
import { Dialog } from '@/lib/ui/Dialog'
import '@/lib/ui/formFields.css'

/** The name a copy gets unless the user types another. */
export function copyName(name: string): string {
  return `${name} (copy)`.slice(0, dashboardLimits.maxNameLength)
}

/**
 * The dashboardClone modal: a name for the copy; Clone creates it (with the dashboard as it is
 * on screen, rearranged or not) and opens it.
 */
export function CloneDialog({
  name,
  pending,
  onClone,
  onClose,
}: {
  name: string
  pending: boolean
  onClone: (name: string) => void
  onClose: () => void
}) {
  const [value, setValue] = useState(copyName(name))
  const id = useId()
  const trimmed = value.trim()
  const error =
    trimmed === ''
      ? 'Field is required'
      : trimmed.length > dashboardLimits.maxNameLength
        ? `Must be at most ${dashboardLimits.maxNameLength} characters`
        : undefined

  return (
    <Dialog open title="Clone dashboard" onClose={pending ? () => {} : onClose}>
      <form
        className="dashboard-form"
        onSubmit={(event) => {
          event.preventDefault()
          if (!error && !pending) onClone(trimmed)
        }}
      >
        <div className="form-field">
          <label htmlFor={id} className="form-label">
            Name
          </label>
          <input
            id={id}
            value={value}
            aria-invalid={error ? true : undefined}
            aria-describedby={`${id}-error`}
            onChange={(event) => setValue(event.target.value)}
          />
          <p id={`${id}-error`} className="form-error" role={error ? 'alert' : undefined}>
            {error}
          </p>
        </div>
        <div className="dialog-footer">
          <button type="button" className="button" onClick={onClose} disabled={pending}>
            Cancel
          </button>
          <button
            type="submit"
            className="button primary"
            disabled={pending || error !== undefined}
          >
            {pending ? 'Cloning…' : 'Clone'}
          </button>
        </div>
      </form>
    </Dialog>
  )
}
