import { useEffect, useRef, useState } from 'react'

/**
 * After each refused submit has rendered its errors, moves focus to the first invalid field, so
 * keyboard and screen-reader users land where attention is needed. Returns the form's ref and
 * the function to call when a submit is refused.
 */
export function useFocusFirstInvalid() {
  const formRef = useRef<HTMLFormElement>(null)
  const [refusedSubmits, setRefusedSubmits] = useState(0)
  useEffect(() => {
    if (refusedSubmits === 0) return
    const invalid = formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')
    const target = invalid?.matches('fieldset') ? invalid.querySelector('input') : invalid
    target?.focus()
  }, [refusedSubmits])
  return { formRef, refused: () => setRefusedSubmits((count) => count + 1) }
}
