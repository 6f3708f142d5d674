import { useEffect, useId, useMemo, useState, type KeyboardEvent } from 'react'
import './combobox.css'

export interface ComboboxOption {
  value: string
  label: string
  /** Shown after the label and searched too (an asset's name beside its symbol). */
  hint?: string
}

/** The options whose value, label or hint contain the query (any case); all for no query. */
export function filterOptions(options: readonly ComboboxOption[], query: string): ComboboxOption[] {
  const needle = query.trim().toLowerCase()
  if (needle === '') return [...options]
  return options.filter((option) =>
    [option.value, option.label, option.hint ?? ''].some((text) =>
      text.toLowerCase().includes(needle),
    ),
  )
}

/**
 * A searchable single choice (the ARIA combobox pattern with a list): typing filters the
 * options, the arrow keys move through them, Enter chooses, Escape closes the list (without
 * closing a dialog around it) and puts the chosen value back; a click chooses too. The input
 * shows the chosen option while the list is closed.
 */
export function Combobox({
  label,
  options,
  value,
  onChange,
  placeholder,
}: {
  label: string
  options: readonly ComboboxOption[]
  value: string
  onChange: (value: string) => void
  placeholder?: string
}) {
  const id = useId()
  const [query, setQuery] = useState<string | null>(null)
  const [active, setActive] = useState(0)
  const open = query !== null
  const shown = useMemo(() => filterOptions(options, query ?? ''), [options, query])
  const chosen = options.find((option) => option.value === value)
  const optionId = (index: number) => `${id}-option-${index}`

  const activeId = open && shown[active] ? optionId(active) : undefined
  // The active option stays in sight as the arrow keys move through a long list.
  useEffect(() => {
    if (activeId) document.getElementById(activeId)?.scrollIntoView?.({ block: 'nearest' })
  }, [activeId])

  const close = () => setQuery(null)
  const choose = (option: ComboboxOption | undefined) => {
    if (option) onChange(option.value)
    close()
  }
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault()
      if (!open) {
        setQuery('')
        setActive(
          Math.max(
            0,
            options.findIndex((option) => option.value === value),
          ),
        )
        return
      }
      const step = event.key === 'ArrowDown' ? 1 : -1
      setActive((index) => (shown.length === 0 ? 0 : (index + step + shown.length) % shown.length))
    } else if (event.key === 'Enter' && open) {
      event.preventDefault()
      choose(shown[active])
    } else if (event.key === 'Escape' && open) {
      // The list closes; the dialog around it stays.
      event.preventDefault()
      event.stopPropagation()
      close()
    }
  }

  return (
    <div className="combobox">
      <label htmlFor={`${id}-input`}>{label}</label>
      <input
        id={`${id}-input`}
        type="text"
        role="combobox"
        aria-expanded={open}
        aria-controls={`${id}-list`}
        aria-autocomplete="list"
        aria-activedescendant={activeId}
        autoComplete="off"
        spellCheck={false}
        placeholder={placeholder}
        value={open ? query : chosen ? chosen.label : value}
        onChange={(event) => {
          setQuery(event.target.value)
          setActive(0)
        }}
        onFocus={(event) => event.target.select()}
        onClick={() => {
          if (!open) setQuery('')
        }}
        onBlur={close}
        onKeyDown={onKeyDown}
      />
      <ul id={`${id}-list`} role="listbox" aria-label={`${label} options`} hidden={!open}>
        {shown.length === 0 ? (
          <li className="combobox-empty" role="presentation">
            No match
          </li>
        ) : (
          shown.map((option, index) => (
            <li
              key={option.value}
              id={optionId(index)}
              role="option"
              aria-selected={option.value === value}
              className={index === active ? 'combobox-active' : undefined}
              // Chosen on mousedown, before the input's blur closes the list.
              onMouseDown={(event) => {
                event.preventDefault()
                choose(option)
              }}
            >
              {option.label}
              {option.hint && <small>{option.hint}</small>}
            </li>
          ))
        )}
      </ul>
    </div>
  )
}
