import { useId, type ReactNode } from 'react'
import type { FormOption } from '@/core/demoFormOptions'
import './formFields.css'

interface FieldFrame {
  label: string
  error: string | undefined
  required?: boolean
}

/** The error under a field, announced when it appears and tied to the input by id. */
function FieldError({ id, error }: { id: string; error: string | undefined }) {
  return (
    <p id={id} className="form-error" role={error ? 'alert' : undefined}>
      {error}
    </p>
  )
}

function Label({
  htmlFor,
  label,
  required,
}: {
  htmlFor: string
  label: string
  required?: boolean
}) {
  return (
    <label htmlFor={htmlFor} className="form-label">
      {label}
      {required ? <span aria-hidden="true"> *</span> : null}
    </label>
  )
}

/** Props every control shares: label and error wiring for assistive technology. */
function useControl({ error, required }: FieldFrame) {
  const id = useId()
  const errorId = `${id}-error`
  return {
    id,
    errorId,
    aria: {
      'aria-invalid': error ? true : undefined,
      'aria-describedby': errorId,
      'aria-required': required ? true : undefined,
    },
  }
}

interface TextFieldProps extends FieldFrame {
  value: string
  onChange: (value: string) => void
  onBlur: () => void
  type?: 'text' | 'email' | 'tel'
  autoComplete?: string
  placeholder?: string
  multiline?: boolean
}

export function TextField(props: TextFieldProps) {
  const { label, error, required, value, onChange, onBlur, multiline, ...input } = props
  const { id, errorId, aria } = useControl(props)
  return (
    <div className="form-field">
      <Label htmlFor={id} label={label} required={required} />
      {multiline ? (
        <textarea
          id={id}
          rows={3}
          value={value}
          onChange={(e) => onChange(e.target.value)}
          onBlur={onBlur}
          {...aria}
        />
      ) : (
        <input
          id={id}
          type={input.type ?? 'text'}
          autoComplete={input.autoComplete}
          placeholder={input.placeholder}
          value={value}
          onChange={(e) => onChange(e.target.value)}
          onBlur={onBlur}
          {...aria}
        />
      )}
      <FieldError id={errorId} error={error} />
    </div>
  )
}

interface SelectFieldProps extends FieldFrame {
  value: string
  options: readonly FormOption[]
  onChange: (value: string) => void
  onBlur: () => void
}

export function SelectField(props: SelectFieldProps) {
  const { label, error, required, value, options, onChange, onBlur } = props
  const { id, errorId, aria } = useControl(props)
  return (
    <div className="form-field">
      <Label htmlFor={id} label={label} required={required} />
      <select
        id={id}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        onBlur={onBlur}
        {...aria}
      >
        <option value="">Select…</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      <FieldError id={errorId} error={error} />
    </div>
  )
}

interface CheckboxGroupProps extends FieldFrame {
  values: readonly string[]
  options: readonly FormOption[]
  onChange: (values: string[]) => void
  onBlur: () => void
}

/** A multi-select as a fieldset of checkboxes: every option is reachable with Tab and Space. */
export function CheckboxGroup(props: CheckboxGroupProps) {
  const { label, error, required, values, options, onChange, onBlur } = props
  const { errorId, aria } = useControl(props)
  // A group cannot carry aria-required: its legend says it instead.
  const { 'aria-required': _required, ...groupAria } = aria
  const toggle = (value: string, checked: boolean) =>
    onChange(checked ? [...values, value] : values.filter((v) => v !== value))
  return (
    <fieldset className="form-field form-field-wide" {...groupAria}>
      <legend className="form-label">
        {label}
        {required ? (
          <>
            <span aria-hidden="true"> *</span>
            <span className="visually-hidden"> (required)</span>
          </>
        ) : null}
      </legend>
      <div className="form-options">
        {options.map((option) => (
          <label key={option.value} className="form-check">
            <input
              type="checkbox"
              checked={values.includes(option.value)}
              onChange={(e) => toggle(option.value, e.target.checked)}
              onBlur={onBlur}
            />
            {option.label}
          </label>
        ))}
      </div>
      <FieldError id={errorId} error={error} />
    </fieldset>
  )
}

interface CheckboxFieldProps {
  checked: boolean
  onChange: (checked: boolean) => void
  onBlur: () => void
  error?: string | undefined
  children: ReactNode
}

export function CheckboxField({ checked, onChange, onBlur, error, children }: CheckboxFieldProps) {
  const { id, errorId, aria } = useControl({ label: '', error })
  return (
    <div className="form-field form-field-wide">
      <label htmlFor={id} className="form-check">
        <input
          id={id}
          type="checkbox"
          checked={checked}
          onChange={(e) => onChange(e.target.checked)}
          onBlur={onBlur}
          {...aria}
        />
        <span>{children}</span>
      </label>
      <FieldError id={errorId} error={error} />
    </div>
  )
}
