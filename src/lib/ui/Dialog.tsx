import { useId, type KeyboardEvent, type ReactNode } from 'react'
import { useModalDialog } from './useModalDialog'

interface DialogProps {
  open: boolean
  title: string
  onClose: () => void
  width?: number
  children: ReactNode
  footer?: ReactNode
}

const focusable =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])'

/**
 * Tab from the last control goes back to the first, Shift+Tab from the first to the last: a
 * modal dialog makes the page behind inert, but Chromium then lets Tab leave the document.
 */
function keepFocusInside(event: KeyboardEvent<HTMLDialogElement>) {
  if (event.key !== 'Tab') return
  const controls = [...event.currentTarget.querySelectorAll<HTMLElement>(focusable)]
  const first = controls[0]
  const last = controls.at(-1)
  if (first === undefined || last === undefined) return
  const active = document.activeElement
  if (event.shiftKey && (active === first || active === event.currentTarget)) {
    event.preventDefault()
    last.focus()
  } else if (!event.shiftKey && active === last) {
    event.preventDefault()
    first.focus()
  }
}

/**
 * A modal dialog on the native <dialog> element: showModal() gives an inert background and
 * Escape to close without any script-injected styles (the CSP forbids those); focus stays in it.
 */
export function Dialog({ open, title, onClose, width, children, footer }: DialogProps) {
  const ref = useModalDialog(open)
  const titleId = useId()

  return (
    <dialog
      ref={ref}
      className="dialog"
      aria-labelledby={titleId}
      onClose={onClose}
      onKeyDown={keepFocusInside}
      style={width ? { width: `min(${width}px, calc(100vw - 32px))` } : undefined}
      onClick={(event) => {
        // A click on the backdrop (the dialog element itself, outside its content) closes it.
        if (event.target === ref.current) onClose()
      }}
    >
      <div className="dialog-body">
        <header className="dialog-header">
          <h2 id={titleId}>{title}</h2>
          <button type="button" className="icon-button" aria-label="Close" onClick={onClose}>
            ×
          </button>
        </header>
        <div className="dialog-content">{children}</div>
        {footer ? <footer className="dialog-footer">{footer}</footer> : null}
      </div>
    </dialog>
  )
}
