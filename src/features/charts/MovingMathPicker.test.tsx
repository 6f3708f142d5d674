import { cleanup, fireEvent, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { MovingMathPicker } from './MovingMathPicker'

afterEach(cleanup)

function picker(onApply = vi.fn()) {
  render(
    <MovingMathPicker
      methods={['mAvg', 'ema']}
      resolution="24h"
      value={{ method: 'mAvg', window: 30 }}
      onApply={onApply}
    />,
  )
  return {
    input: screen.getByLabelText('Window') as HTMLInputElement,
    apply: screen.getByRole('button', { name: 'Apply' }) as HTMLButtonElement,
    status: () => screen.getByRole('status'),
    onApply,
  }
}

describe('MovingMathPicker', () => {
  it('asks phones for the numeric keyboard', () => {
    const { input } = picker()
    expect(input.inputMode).toBe('numeric')
    expect(input.getAttribute('pattern')).toBe('[0-9]*')
  })

  it('refuses letters and other non-digits, keeping the last window and saying why', () => {
    const { input, apply, status } = picker()
    for (const typed of ['30a', 'ten', '-5', '1.5', '1e2', '12abc']) {
      fireEvent.change(input, { target: { value: typed } })
      expect(input.value).toBe('30')
      expect(status().textContent).toBe('Numbers only')
      expect(apply.disabled).toBe(false)
    }
    fireEvent.change(input, { target: { value: '45' } })
    expect(input.value).toBe('45')
    expect(status().textContent).toBe('')
  })

  it('applies a window in range and keeps Apply disabled outside it', () => {
    const { input, apply, onApply } = picker()
    fireEvent.change(input, { target: { value: '500' } })
    expect(apply.disabled).toBe(true)
    fireEvent.change(input, { target: { value: '' } })
    expect(apply.disabled).toBe(true)
    fireEvent.change(input, { target: { value: '14' } })
    fireEvent.click(apply)
    expect(onApply).toHaveBeenCalledWith({ method: 'mAvg', window: 14 })
  })
})
