import { useRef } from 'react'

/**
 * The search field of the dashboards list. A clear button appears once something is typed; Escape
 * clears too, and either way focus stays in the field so typing can go on.
 */
export function DashboardSearch({
  value,
  onChange,
}: {
  value: string
  onChange: (value: string) => void
}) {
  const input = useRef<HTMLInputElement>(null)
  const clear = () => {
    onChange('')
    input.current?.focus()
  }
  return (
    <div className="dash-library-search">
      <input
        ref={input}
        type="search"
        aria-label="Search dashboards"
        placeholder="Search dashboards"
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
          className="icon-button dash-library-clear"
          aria-label="Clear search"
          onClick={clear}
        >
          ×
        </button>
      ) : null}
    </div>
  )
}
