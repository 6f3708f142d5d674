import { useId, type ReactNode } from 'react'
import { useModalDialog } from './useModalDialog'

interface DialogProps {
  open: boolean
  title: string
  onClose: () => void
  width?: number
  children: ReactNode
  footer?: ReactNode
}

/**
 * A modal dialog on the native <dialog> element: showModal() gives focus trapping, an inert
 * background and Escape to close without any script-injected styles (the CSP forbids those).
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
