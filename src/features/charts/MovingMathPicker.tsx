import { useId, useState } from 'react'
import {
  allowedRangeText,
  movingMathLabels,
  movingWindowOptionsFor,
  numbersOnlyText,
  validateWindow,
  type MovingMathMethod,
} from '@/core/charts/movingMath'
import type { Resolution } from '@/core/resolution'
import { useWindowInput } from './useWindowInput'

export interface MovingMathValue {
  method: MovingMathMethod
  window: number
}

/**
 * The moving-math picker (charts.md §2 and §5): a method, a numeric window and Apply, which
 * stays disabled while the window is outside the resolution's allowed range. 0 removes the
 * calculation. The suggested windows come as a list under the input. The window takes digits
 * only: anything else typed or pasted is refused with "Numbers only" (useWindowInput).
 */
export function MovingMathPicker({
  methods,
  resolution,
  value,
  onApply,
}: {
  methods: readonly MovingMathMethod[]
  resolution: Resolution
  value: MovingMathValue | undefined
  onApply: (value: MovingMathValue) => void
}) {
  const id = useId()
  const [method, setMethod] = useState<MovingMathMethod>(value?.method ?? methods[0] ?? 'mAvg')
  const windowInput = useWindowInput(String(value?.window ?? 0))
  const validation = validateWindow(resolution, windowInput.text)
  return (
    <form
      className="moving-math"
      aria-label="Moving math"
      onSubmit={(event) => {
        event.preventDefault()
        if (validation.ok) onApply({ method, window: validation.window })
      }}
    >
      <label>
        <span className="visually-hidden">Method</span>
        <select
          value={method}
          onChange={(event) => setMethod(event.target.value as MovingMathMethod)}
        >
          {methods.map((m) => (
            <option key={m} value={m}>
              {movingMathLabels[m]}
            </option>
          ))}
        </select>
      </label>
      <label>
        <span className="visually-hidden">Window</span>
        <input
          {...windowInput.inputProps}
          list={`${id}-windows`}
          size={5}
          aria-describedby={`${id}-range ${id}-digits`}
          aria-invalid={!validation.ok}
        />
        <datalist id={`${id}-windows`}>
          {movingWindowOptionsFor(resolution).map((window) => (
            <option key={window} value={window} />
          ))}
        </datalist>
      </label>
      <button type="submit" className="button" disabled={!validation.ok}>
        Apply
      </button>
      <p id={`${id}-range`} className="moving-math-range">
        {allowedRangeText(resolution)}
      </p>
      <p id={`${id}-digits`} className="moving-math-range window-refused" role="status">
        {windowInput.refused ? numbersOnlyText : ''}
      </p>
    </form>
  )
}
