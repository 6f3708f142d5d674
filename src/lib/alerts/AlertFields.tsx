import { useId, type ReactNode } from 'react'
import '@/lib/ui/formFields.css'

/*
 * The alert dialog's controls: a label, the control and the field's error under it, tied
 * together for assistive technology (the same markup and classes as lib/ui/FormFields, whose
 * select always offers an empty "Select…" that no alert field has).
 */

export function Field({
  label,
  error,
  children,
}: {
  label: string
  error: string | undefined
  children: (control: {
    id: string
    'aria-invalid': true | undefined
    'aria-describedby': string
  }) => ReactNode
}) {
  const id = useId()
  const errorId = `${id}-error`
  return (
    <div className="form-field">
      <label htmlFor={id} className="form-label">
        {label}
      </label>
      {children({ id, 'aria-invalid': error ? true : undefined, 'aria-describedby': errorId })}
      <p id={errorId} className="form-error" role={error ? 'alert' : undefined}>
        {error}
      </p>
    </div>
  )
}

export function SelectInput<T extends string>({
  label,
  value,
  options,
  onChange,
  error,
  disabled,
}: {
  label: string
  value: T
  options: readonly { value: T; label: string }[]
  onChange: (value: T) => void
  error?: string | undefined
  disabled?: boolean
}) {
  return (
    <Field label={label} error={error}>
      {(control) => (
        <select
          {...control}
          value={value}
          disabled={disabled}
          onChange={(event) => onChange(event.target.value as T)}
        >
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    </Field>
  )
}

export function TextInput({
  label,
  value,
  onChange,
  error,
  numeric,
  placeholder,
}: {
  label: string
  value: string
  onChange: (value: string) => void
  error?: string | undefined
  /** A number: the decimal keyboard on phones. */
  numeric?: boolean
  placeholder?: string
}) {
  return (
    <Field label={label} error={error}>
      {(control) => (
        <input
          {...control}
          type="text"
          inputMode={numeric ? 'decimal' : undefined}
          autoComplete="off"
          placeholder={placeholder}
          value={value}
          onChange={(event) => onChange(event.target.value)}
        />
      )}
    </Field>
  )
}
