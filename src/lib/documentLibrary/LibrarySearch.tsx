import { useRef } from 'react'

/**
 * The search field of a "My …" list. A clear button appears once something is typed; Escape
 * clears too, and either way focus stays in the field so typing can go on.
 */
export function LibrarySearch({
  label,
  value,
  onChange,
}: {
  /** Its accessible name and placeholder. */
  label: string
  value: string
  onChange: (value: string) => void
}) {
  const input = useRef<HTMLInputElement>(null)
  const clear = () => {
    onChange('')
    input.current?.focus()
  }
  return (
    <div className="doc-library-search">
      <input
        ref={input}
        type="search"
        aria-label={label}
        placeholder={label}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        onKeyDown={(event) => {
          if (event.key === 'Escape' && value !== '') {
            // Kept from closing a surrounding drawer: the first Escape only clears the field.
            event.stopPropagation()
            event.preventDefault()
            clear()
          }
        }}
      />
      {value !== '' ? (
        <button
          type="button"
          className="icon-button doc-library-clear"
          aria-label="Clear search"
          onClick={clear}
        >
          ×
        </button>
      ) : null}
    </div>
  )
}
