import { useState, type ChangeEvent, type InputHTMLAttributes } from 'react'
import { isWindowText } from '@/core/charts/movingMath'

export interface WindowInput {
  /** What the input holds: digits, or nothing. */
  text: string
  setText: (text: string) => void
  /** The last edit was refused (it would have put something other than digits in). */
  refused: boolean
  /** Spread onto the <input>: numeric keyboard on phones, and the refusing change handler. */
  inputProps: Pick<
    InputHTMLAttributes<HTMLInputElement>,
    'type' | 'inputMode' | 'pattern' | 'autoComplete' | 'value' | 'onChange'
  >
}

/**
 * A moving-math window typed as a whole number (charts.md section 5: numbers only). An edit that
 * would leave anything but digits in the input (a letter, a sign, a point, an exponent, a pasted
 * "12abc") is refused: the input keeps its last digits and `refused` asks the field to say
 * "Numbers only". A text input rather than type=number, which lets "e", "+", "-" and "." in.
 */
export function useWindowInput(initial: string): WindowInput {
  const [text, setText] = useState(initial)
  const [refused, setRefused] = useState(false)
  const onChange = (event: ChangeEvent<HTMLInputElement>) => {
    const next = event.target.value
    setRefused(!isWindowText(next))
    if (isWindowText(next)) setText(next)
  }
  return {
    text,
    setText: (next) => {
      setText(next)
      setRefused(false)
    },
    refused,
    inputProps: {
      type: 'text',
      inputMode: 'numeric',
      pattern: '[0-9]*',
      autoComplete: 'off',
      value: text,
      onChange,
    },
  }
}
