import { useId, useState } from 'react'
import {
  allowedRangeText,
  movingMathLabels,
  movingWindowOptionsFor,
  validateWindow,
  type MovingMathMethod,
} from '@/core/charts/movingMath'
import type { Resolution } from '@/core/resolution'

export interface MovingMathValue {
  method: MovingMathMethod
  window: number
}

/**
 * The moving-math picker (charts.md §2 and §5): a method, a numeric window and Apply, which
 * stays disabled while the window is outside the resolution's allowed range. 0 removes the
 * calculation. The suggested windows come as a list under the input.
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
  const [raw, setRaw] = useState(String(value?.window ?? 0))
  const validation = validateWindow(resolution, raw)
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
          type="text"
          inputMode="numeric"
          list={`${id}-windows`}
          value={raw}
          size={5}
          aria-describedby={`${id}-range`}
          aria-invalid={!validation.ok}
          onChange={(event) => setRaw(event.target.value)}
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
    </form>
  )
}
