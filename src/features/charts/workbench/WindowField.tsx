import { useId } from 'react'
import { allowedRangeText, numbersOnlyText, validateWindow } from '@/core/charts/movingMath'
import type { Resolution } from '@/core/resolution'
import { useWindowInput } from '../useWindowInput'

/**
 * A metric item's moving-math window, like the chart page's picker: digits only (anything else
 * is refused with "Numbers only"), the resolution's allowed range below it. Leaving the field
 * (or Enter) applies a window in range, 0 removing the calculation; anything else returns to
 * the last valid window.
 */
export function WindowField({
  id,
  resolution,
  value,
  onCommit,
}: {
  id: string
  resolution: Resolution
  value: number
  onCommit: (window: number) => void
}) {
  const notes = useId()
  const input = useWindowInput(String(value))
  const validation = validateWindow(resolution, input.text)
  const commit = () => {
    if (!validation.ok) input.setText(String(value))
    else if (validation.window !== value) onCommit(validation.window)
  }
  return (
    <div className="item-field">
      <label htmlFor={id}>Window</label>
      <input
        id={id}
        {...input.inputProps}
        size={5}
        aria-invalid={!validation.ok}
        aria-describedby={`${notes}-range ${notes}-digits`}
        onBlur={commit}
        onKeyDown={(event) => {
          if (event.key === 'Enter') commit()
        }}
      />
      <p id={`${notes}-range`} className="item-field-note">
        {allowedRangeText(resolution)}
      </p>
      <p id={`${notes}-digits`} className="item-field-note window-refused" role="status">
        {input.refused ? numbersOnlyText : ''}
      </p>
    </div>
  )
}
