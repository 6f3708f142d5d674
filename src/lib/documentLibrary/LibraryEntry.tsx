import { useId, type ReactNode } from 'react'
import { Dropdown } from '@/lib/ui/Dropdown'

/** One item of a document's menu; `start` is given the way back to the menu's button. */
export interface EntryAction {
  key: string
  label: string
  start: (returnFocus: () => void) => void
}

/** One document of the user's: the link that opens it (`children`) and its menu. */
export function LibraryEntry({
  name,
  actions,
  children,
}: {
  /** The document's name, for the menu's label. */
  name: string
  actions: readonly EntryAction[]
  children: ReactNode
}) {
  // Found by id when the dialog closes: the menu button that opened it gets focus back.
  const menuId = useId()
  const returnFocus = () => document.getElementById(menuId)?.querySelector('button')?.focus()

  return (
    <li className="doc-library-entry">
      {children}
      <div id={menuId} className="doc-library-entry-menu">
        <Dropdown
          trigger="⋯"
          label={`Actions for ${name}`}
          className="icon-button doc-library-menu-button"
          align="end"
          items={actions.map(({ key, label, start }) => ({
            key,
            label,
            onSelect: () => start(returnFocus),
          }))}
        />
      </div>
    </li>
  )
}
