import { useEffect, useRef } from 'react'

/**
 * Keeps a native <dialog> in step with `open`: showModal() when it opens (focus moves to its
 * first focusable element, the page behind turns inert, Escape closes) and close() when it
 * closes.
 */
export function useModalDialog(open: boolean) {
  const ref = useRef<HTMLDialogElement>(null)
  useEffect(() => {
    const dialog = ref.current
    if (!dialog) return
    if (open && !dialog.open) dialog.showModal()
    if (!open && dialog.open) dialog.close()
  }, [open])
  return ref
}
